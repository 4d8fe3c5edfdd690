import type { CoreRequest, CoreResponse } from './http/core-request.js';
import { timestamp } from './util/timestamp.js';
import { BoundedLog, type LogPage, logPage } from './util/bounded-log.js';
import type { JournalEntry, RequestJournal } from './types.js';
import { MAX_DEPTH, deeperThan } from './http/safe-json.js';
import { monotonicMs } from './util/monotonic.js';

/** What the request path records: raw facts only; formatting waits until someone reads. */
interface RawEntry {
  at: number;
  method: string;
  path: string;
  search: string;
  status: number;
  body: string;
  /** The body was longer than JOURNAL_BODY_LIMIT and `body` holds its beginning. */
  truncated: boolean;
  durationMs: number;
  fault: string | undefined;
}

/**
 * How much of a request body the journal keeps (in characters; the rest is cut and the entry marked
 * `requestBodyTruncated`): 300 bodies of 1 MB grew the heap by 287 MiB (performance review 3).
 */
export const JOURNAL_BODY_LIMIT = 64 * 1024;

/** What all the journal's entries together may hold; the oldest are dropped beyond it. */
export const JOURNAL_BYTES = 32 * 1024 * 1024;

/** A kept entry's size: its body and a rough fixed part for the rest. */
const entrySize = (raw: RawEntry) => raw.body.length + raw.path.length + raw.search.length + 200;

/** The request journal behind `mock.requests`: bounded in entries and in bytes, oldest first. */
export class Journal implements RequestJournal {
  private readonly log: BoundedLog<RawEntry>;

  constructor(
    limit: number,
    private readonly clock: { nowMs(): number },
    maxBytes = JOURNAL_BYTES,
  ) {
    this.log = new BoundedLog(limit, { max: maxBytes, sizeOf: entrySize });
  }

  get dropped(): number {
    return this.log.dropped;
  }

  all = (): JournalEntry[] => this.log.all().map(format);

  page(after: number, limit: number): LogPage<JournalEntry> {
    return logPage(this.log, after, limit, format);
  }

  clear = (): void => {
    this.log.clear();
  };

  /** A request's start, on the monotonic clock `add` measures its duration with. */
  begin(): number {
    return monotonicMs();
  }

  /** Records one answered API request (`started` from `begin`) and hands the response back. */
  add(request: CoreRequest, response: CoreResponse, started: number, fault?: string): CoreResponse {
    this.log.push({
      at: this.clock.nowMs(),
      method: request.method,
      path: request.url.pathname,
      search: request.url.search,
      status: response.status,
      // slice() of a long string may share its memory: copy, so the full body can be freed.
      body:
        request.body.length > JOURNAL_BODY_LIMIT
          ? copy(request.body.slice(0, JOURNAL_BODY_LIMIT))
          : request.body,
      truncated: request.body.length > JOURNAL_BODY_LIMIT,
      durationMs: monotonicMs() - started,
      fault,
    });
    return response;
  }
}

function format(raw: RawEntry): JournalEntry {
  const entry: JournalEntry = {
    at: timestamp(new Date(raw.at)),
    method: raw.method,
    path: raw.path,
    query: Object.fromEntries(new URLSearchParams(raw.search)),
    status: raw.status,
    durationMs: raw.durationMs,
  };
  if (raw.body !== '') entry.requestBody = raw.truncated ? raw.body : parseOrRaw(raw.body);
  if (raw.truncated) entry.requestBodyTruncated = true;
  if (raw.fault !== undefined) entry.fault = raw.fault;
  return entry;
}

/** The body as JSON when it parses and nests no deeper than MAX_DEPTH; else its raw text. */
function parseOrRaw(body: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return body;
  }
  return deeperThan(value, MAX_DEPTH) ? body : value;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A flat copy of a string (V8 keeps a slice as a view of its parent, holding the parent alive). */
function copy(text: string): string {
  return decoder.decode(encoder.encode(text));
}
