import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CoreResponse } from '../../core/http/core-request.js';
import type { ReadReplay } from '../../core/http/read-replay.js';
import { answerHeaders } from './write-answer.js';

/**
 * The request headers a GET's answer may depend on — credentials, and the Origin and
 * Sec-Fetch-* headers of the cross-site guard and CORS: a replay's key holds their values.
 * An answer whose making read any other header is not kept.
 */
export const KEYED_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'origin',
  'sec-fetch-site',
  'sec-fetch-dest',
]);

/** The keyed headers in the order the key lists them. */
const KEYED_ORDER: readonly string[] = [...KEYED_HEADERS];

/** What a GET's raw head says about its replay: its Host, and its key after the origin. */
export interface Probe {
  readonly host: string | undefined;
  readonly key: string;
}

/** How many answers are kept, and how many bytes of keys and bodies at most (then all are dropped). */
export const REPLAY_ENTRIES = 256;
export const REPLAY_BYTES = 8 * 1024 * 1024;

/** An answer as it went on the wire: status, every header but node's own, the encoded body. */
interface Kept {
  readonly read: ReadReplay;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * The standalone server's replayed reads (src/core/http/read-replay.ts): a hook list or hook a
 * client asks for again is written from the bytes sent last time — no URL parse, routing, auth
 * or encoding — as long as the mock says the answer still holds, which it checks (the store's
 * revision, no faults or latency) and journals like any request. Keyed by the checked origin,
 * the raw request target and the KEYED_HEADERS' values (`probe`); only GETs without a body.
 */
export class ReadReplays {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  /**
   * A body-less GET's Host and the rest of its replay key (the origin goes first once the Host is
   * checked), else undefined. Read from the raw header lines: node builds `req.headers` only when
   * asked, and a replayed read need not ask. A header given twice is left to the full path.
   */
  probe(req: IncomingMessage): Probe | undefined {
    if (req.method !== 'GET') return undefined;
    const raw = req.rawHeaders;
    const seen: (string | undefined)[] = [];
    let host: string | undefined;
    for (let i = 0; i < raw.length; i += 2) {
      const name = String(raw[i]).toLowerCase();
      const value = String(raw[i + 1]);
      if (name === 'content-length' || name === 'transfer-encoding') return undefined;
      if (name === 'host') {
        if (host !== undefined) return undefined;
        host = value;
        continue;
      }
      const slot = KEYED_ORDER.indexOf(name);
      if (slot === -1) continue;
      if (seen[slot] !== undefined) return undefined;
      seen[slot] = value;
    }
    // A header's absence and its empty value may be answered differently: `-` and `=` tell them apart.
    let key = String(req.url);
    for (let slot = 0; slot < KEYED_ORDER.length; slot++) {
      const value = seen[slot];
      key += value === undefined ? '\n-' : `\n=${value}`;
    }
    return { host, key };
  }

  /** Writes the kept answer for `key` if the mock confirms it (and journals it): true when written. */
  answer(key: string, res: ServerResponse): boolean {
    const kept = this.kept.get(key);
    if (kept === undefined) return false;
    if (!kept.read.replay()) {
      // The state moved: every answer kept before it is stale too.
      this.clear();
      return false;
    }
    res.writeHead(kept.status, kept.headers);
    res.end(kept.body);
    return true;
  }

  /** Keeps a replayable answer with the CORS headers it was sent with, and writes it. */
  keep(
    key: string,
    read: ReadReplay,
    response: CoreResponse,
    cors: Readonly<Record<string, string>>,
    res: ServerResponse,
  ): void {
    const body = Buffer.from(response.body);
    const headers = answerHeaders(response, cors);
    headers['Content-Length'] = String(body.length);
    const size = key.length + body.length;
    if (this.kept.size >= REPLAY_ENTRIES || this.bytes + size > REPLAY_BYTES) this.clear();
    if (size <= REPLAY_BYTES) {
      this.kept.set(key, { read, status: response.status, headers, body });
      this.bytes += size;
    }
    res.writeHead(response.status, headers);
    res.end(body);
  }

  private clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }
}
