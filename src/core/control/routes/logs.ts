import type { CoreRequest } from '../../http/core-request.js';
import { noContent } from '../../http/respond.js';
import { listRoute } from '../list-routes.js';
import { controlRoute } from '../route.js';
import type { ControlLog, Controlled } from '../route.js';

/** A log, listed oldest first (paged, `X-Dropped-Count`) by GET and forgotten by DELETE. */
function logRoutes(
  path: string,
  logOf: (mock: Controlled) => ControlLog,
  docs: [list: string, clear: string],
) {
  const list = (log: ControlLog, request: CoreRequest) =>
    listRoute(request, (after, limit) => log.page(after, limit), { 'X-Dropped-Count': String(log.dropped) });
  return [
    controlRoute({
      method: 'GET',
      pattern: path,
      doc: docs[0],
      handler: (mock, request) => list(logOf(mock), request),
    }),
    controlRoute({
      method: 'DELETE',
      pattern: path,
      doc: docs[1],
      handler: (mock) => {
        logOf(mock).clear();
        return noContent();
      },
    }),
  ];
}

/** `/__hookmock/pings`, `/__hookmock/requests` and `/__hookmock/deliveries`. */
export const PING_ROUTES = logRoutes('/pings', (mock) => mock.pings, [
  'the ping attempts, oldest first (`X-Dropped-Count` header); paged',
  'forget them; 204',
]);

export const REQUEST_ROUTES = logRoutes('/requests', (mock) => mock.journal, [
  'the request journal, oldest first (`X-Dropped-Count` header); paged',
  'forget the journal; 204',
]);

export const DELIVERY_ROUTES = logRoutes('/deliveries', (mock) => mock.events.deliveries, [
  'every delivery, test presses and events, oldest first (`X-Dropped-Count` header); paged',
  'forget them; 204',
]);
