import type { CoreRequest, CoreResponse } from './core-request.js';

/**
 * A read the mock answered that an adapter may send again, byte for byte, without building it:
 * the hook list and one hook of the Gitea-family route table (`replayable` rows), whose answers
 * are functions of the request — target, Host, the headers the adapter keys on — and of the
 * store's revision, the same terms hook-json.ts and list-page-cache.ts already cache on.
 * `replay()` journals the request as `handle` would have and says true while the answer holds;
 * false once the state moved or faults or latency stand in front of the API, and then the
 * adapter asks the mock again. Only the standalone server replays (src/node/http/read-replays.ts).
 */
export interface ReadReplay {
  replay(): boolean;
}

/** What a replay needs from its engine. */
export interface ReplaySource {
  /** The state's revision, or undefined while nothing may be replayed (faults or latency armed). */
  version(): number | undefined;
  /** Journals a replayed request: its method, path, query and status. */
  journal(entry: ReplayedRequest): void;
}

/** A replayed request as the journal records it (no body: only body-less GETs are replayed). */
export interface ReplayedRequest {
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly status: number;
}

/** Each answer's offer, found by the answer object the adapter was handed. */
const offers = new WeakMap<CoreResponse, ReadReplay>();

/** Marks `response` as replayable while `source`'s version stays what it is now. */
export function offerReplay(source: ReplaySource, request: CoreRequest, response: CoreResponse): void {
  const version = source.version();
  if (version === undefined || response.status >= 500) return;
  const entry: ReplayedRequest = {
    method: request.method,
    path: request.url.pathname,
    search: request.url.search,
    status: response.status,
  };
  offers.set(response, {
    replay: () => {
      if (source.version() !== version) return false;
      source.journal(entry);
      return true;
    },
  });
}

/** The replay offered with this answer, if any. */
export function replayOf(response: CoreResponse): ReadReplay | undefined {
  return offers.get(response);
}
