import type { CoreRequest, CoreResponse } from './http/core-request.js';
import { timestamp } from './util/timestamp.js';
import { BoundedLog, type LogPage, logPage } from './util/bounded-log.js';
import type { JournalEntry, RequestJournal } from './types.js';
import { MAX_DEPTH, deeperThan } from './control/safe-json.js';

/** What the request path records: raw facts only; formatting waits until someone reads. */
interface RawEntry {
  at: number;
  method: string;
  path: string;
  search: string;
  status: number;
  body: string;
  durationMs: number;
  fault: string | undefined;
}

/** The request journal behind `mock.requests`: bounded, oldest first. */
export class Journal implements RequestJournal {
  private readonly log: BoundedLog<RawEntry>;

  constructor(limit: number) {
    this.log = new BoundedLog(limit);
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

  /** Records one answered API request and hands the response back. */
  add(
    clock: { now(): Date },
    request: CoreRequest,
    response: CoreResponse,
    started: number,
    fault?: string,
  ): CoreResponse {
    this.log.push({
      at: clock.now().getTime(),
      method: request.method,
      path: request.url.pathname,
      search: request.url.search,
      status: response.status,
      body: request.body,
      durationMs: performance.now() - started,
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
  if (raw.body !== '') entry.requestBody = parseOrRaw(raw.body);
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
