import type { Flavor } from '../contract/flavor.js';
import type { HookPath } from './hook-path.js';
import type { Exchange } from './exchange.js';
import type { RecordingHints } from './recording-hints.js';

/** One exchange with what the recording needs to know about it. */
export interface Parsed {
  exchange: Exchange;
  route: HookPath | null;
  token: { value: string; in: 'header' | 'query' } | null;
  request: unknown;
  response: unknown;
}

export interface InferContext {
  tokens: Map<string, string>;
  mapId: (id: number) => number;
  origin: string;
  flavor: Flavor;
  /** The flavor's product's recording hints (`Product.recording`). */
  recording: RecordingHints;
  /** Fake ids of the hooks that existed before the session. */
  preexisting: Set<number>;
}
