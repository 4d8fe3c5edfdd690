/**
 * Polling: each section polls its own control route with If-None-Match, so an unchanged section
 * costs a bodiless 304, and a failing route shows its error while the other sections stay shown.
 * The logs ask only for their newest entries (`?after=&limit=`).
 */
import { $, field, setStatus } from './dom.js';
import type { Delivery, Hooks, JournalEntry, Ping, State } from './types.js';

/** How many entries of each log (and of each list in the state) the page shows. */
export const SHOWN = 200;

/** One section: its route, how it renders, its ETag and, for a log, the window it shows. */
export interface Source<T> {
  readonly name: string;
  readonly log: boolean;
  path(after: number): string;
  render(body: T, headers: Headers): void;
  /** Reads the headers of every answer, 304s included (the mock's clock rides on them). */
  seen?(headers: Headers): void;
  etag?: string | null;
  after?: number;
}

/** The sections there are; the JSON of each answer is given to its own renderer. */
export type AnySource =
  Source<State> | Source<Hooks> | Source<Ping[]> | Source<JournalEntry[]> | Source<Delivery[]>;

const timer: { id?: ReturnType<typeof setTimeout> } = {};

/**
 * Loads one section. A log's window is the newest SHOWN entries (after = X-Newest-After − SHOWN),
 * moved forward as entries arrive: then the answer was for the old window, so ask once more.
 */
async function load(base: string, source: AnySource, retried = false): Promise<void> {
  const path = source.path(source.after ?? 0);
  const headers: Record<string, string> = source.etag ? { 'If-None-Match': source.etag } : {};
  const response = await fetch(base + path, { cache: 'no-store', headers });
  if (response.ok || response.status === 304) source.seen?.(response.headers);
  const newest = Number(response.headers.get('X-Newest-After'));
  const after = Math.max(0, newest - SHOWN);
  if (source.log && newest >= 0 && after !== (source.after ?? 0)) {
    source.after = after;
    source.etag = null;
    if (!retried) return load(base, source, true);
  }
  if (response.status === 304) return;
  if (!response.ok) throw new Error(`GET ${base}${path} answered ${response.status}`);
  source.render(JSON.parse(await response.text()), response.headers);
  source.etag = response.headers.get('ETag');
}

/** Every section on its own: one failing route shows its error and leaves the rest rendered. */
export async function poll(base: string, sources: AnySource[]): Promise<void> {
  clearTimeout(timer.id);
  const results = await Promise.allSettled(sources.map((source) => load(base, source)));
  const failed: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'rejected') failed.push(`${sources[i]?.name}: ${messageOf(result.reason)}`);
  });
  if (failed.length < sources.length) $('updated').textContent = realClock();
  const status = $('status');
  if (failed.length > 0) setStatus(`Cannot load ${failed.join('; ')}`, true, 'poll');
  else if (status.className === 'error' && status.getAttribute('data-source') === 'poll')
    setStatus('', false);
  schedule(base, sources);
}

/** The next poll in a second, unless paused. */
export function schedule(base: string, sources: AnySource[]): void {
  clearTimeout(timer.id);
  if (!paused()) timer.id = setTimeout(() => void poll(base, sources), 1000);
}

export function stopPolling(): void {
  clearTimeout(timer.id);
}

function paused(): boolean {
  const box = field('pause');
  return box instanceof HTMLInputElement && box.checked;
}

/** The real clock, in the same ISO form as the mock's (so the two read side by side). */
function realClock(): string {
  return new Date().toISOString().replace(/\.\d+Z$/, 'Z');
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
