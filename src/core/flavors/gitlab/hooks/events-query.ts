import type { Delivery } from '../../../wire.js';
import { INTERNAL_ERROR, logStatus } from './hook-log.js';
import { gitlabPage } from './paging.js';
import type { GitlabPage } from './paging.js';
import { grapeError } from './respond.js';

/**
 * The query of `GET …/hooks/:hook_id/events` (`lib/api/hooks/events.rb`): `status`, a comma list of
 * HTTP status codes (`Rack::Utils::HTTP_STATUS_CODES`) or `successful`, `client_failure`,
 * `server_failure`; `per_page` 1..20 (default 20); `page`. Grape refuses a value outside these with
 * `… does not have a valid value`, several problems joined by `, ` in the declared order.
 */

/** The codes Rack names (`Rack::Utils::HTTP_STATUS_CODES`, rack 2.2/3.0): the codes `status` takes. */
const RACK_CODES = new Set([
  100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304, 305, 306,
  307, 308, 400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 421,
  422, 423, 424, 425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 509, 510, 511,
]);

/** What each name stands for (`WebHooks::WebHookLogsFinder#string_filter_to_code`): a table. */
const STATUS_NAMES: Readonly<Record<string, (status: string) => boolean>> = {
  successful: (s) => inRange(s, 200, 299),
  client_failure: (s) => inRange(s, 400, 499),
  server_failure: (s) => inRange(s, 500, 599) || s === INTERNAL_ERROR,
};

const inRange = (status: string, low: number, high: number) => {
  const n = Number(status);
  return /^\d+$/.test(status) && n >= low && n <= high;
};

/** The `per_page` of the events list (`values: 1..20`, default 20). */
export const EVENTS_PER_PAGE = { perPage: 20, max: 20 } as const;

/** A parsed query: which entries it keeps, and the page. */
export interface EventsQuery {
  keep(d: Delivery): boolean;
  page: GitlabPage;
}

/** One `status` item as a test, or undefined when Grape refuses it. */
function statusTest(item: string): ((status: string) => boolean) | undefined {
  if (Object.hasOwn(STATUS_NAMES, item)) return STATUS_NAMES[item];
  if (/^\d+$/.test(item) && RACK_CODES.has(Number(item))) return (status) => status === String(Number(item));
  return undefined;
}

/** The query, or Grape's 400 naming every bad parameter. */
export function eventsQuery(query: URLSearchParams): EventsQuery {
  const problems: string[] = [];
  const raw = query.get('status');
  const items = raw === null ? [] : raw.split(',').map((s) => s.trim());
  const tests = items.map(statusTest);
  if (raw !== null && (items.length === 0 || tests.some((t) => t === undefined)))
    problems.push('status does not have a valid value');
  const perPage = query.get('per_page');
  if (perPage !== null && perPage !== '') {
    if (!/^-?\d+$/.test(perPage.trim())) problems.push('per_page is invalid');
    else if (Number(perPage) < 1 || Number(perPage) > EVENTS_PER_PAGE.max)
      problems.push('per_page does not have a valid value');
  }
  if (problems.length > 0) throw grapeError(400, problems.join(', '));
  // `per_page` is 1..20 here, so the shared paging keeps it as given; it reads `page` too.
  const page = gitlabPage(query);
  const defined = tests.filter((t) => t !== undefined);
  const keep = (d: Delivery) => defined.length === 0 || defined.some((t) => t(logStatus(d)));
  return { keep, page };
}
