import type { CoreRequest, CoreResponse } from './http/core-request.js';
import { timestamp } from './hooks/timestamp.js';
import { BoundedLog } from './pings/bounded-log.js';
import type { JournalEntry, RequestJournal } from './types.js';

/** The request journal behind `mock.requests`: bounded, oldest first. */
export class Journal implements RequestJournal {
  private readonly log: BoundedLog<JournalEntry>;

  constructor(limit: number) {
    this.log = new BoundedLog(limit);
  }

  get dropped(): number {
    return this.log.dropped;
  }

  all = (): JournalEntry[] => this.log.all();

  clear = (): void => {
    this.log.clear();
  };

  restart(): void {
    this.log.clear();
  }

  /** Records one answered API request and hands the response back. */
  add(clock: { now(): Date }, request: CoreRequest, response: CoreResponse, started: number): CoreResponse {
    const entry: JournalEntry = {
      at: timestamp(clock.now()),
      method: request.method,
      path: request.url.pathname,
      query: Object.fromEntries(request.url.searchParams),
      status: response.status,
      durationMs: performance.now() - started,
    };
    if (request.body !== '') entry.requestBody = parseOrRaw(request.body);
    this.log.push(entry);
    return response;
  }
}

function parseOrRaw(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
