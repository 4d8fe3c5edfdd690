import { json, noContent } from '../../http/respond.js';
import { conditional, etagOf } from '../../http/etag.js';
import { readJsonObject } from '../json-body.js';
import { pagingOf } from '../paging.js';
import { controlRoute } from '../route.js';

/**
 * The dashboard's hook desk (control/hook-desk.ts): the hooks in the flavor's own shape, and a
 * person's actions on one. The mock's clock rides along in `X-Hookmock-Now`, outside the ETag.
 */
export const HOOK_ROUTES = [
  controlRoute({
    method: 'GET',
    pattern: '/hooks',
    doc: "`{ flavor, orgTests, total, hooks }`: each hook's `id`, `scope`, `secret` (set or not), `api`, the hook as the flavor's API answers it, and `shown`, a cell per column of the product's dashboard view by heading (`?limit`, default 200); the mock's clock in `X-Hookmock-Now`; ETag",
    handler: (mock, request) => {
      const paging = pagingOf(request);
      if (typeof paging === 'string') return json(400, { message: paging });
      const answer = json(200, mock.hooks.list(paging.limited ? paging.limit : 200), {
        'X-Hookmock-Now': mock.now().toISOString(),
      });
      return conditional(request, answer, etagOf(answer.body));
    },
  }),
  controlRoute({
    method: 'POST',
    pattern: '/hooks/:id/test',
    doc: "presses the hook's test route as the site admin (the flavor's rules decide what is sent; where the product's test takes a trigger, its push trigger, sent and waited for): 201 with the delivery; 409 for an org hook where the flavor has no org test route, or with the product's reason when it would send nothing",
    handler: async (mock, request, { id }) => json(201, await mock.hooks.test(id, request)),
  }),
  controlRoute({
    method: 'POST',
    pattern: '/hooks/:id/redeliver',
    doc: "sends the hook's newest sent delivery again (as `/deliveries/{id}/redeliver`): 201 with the new delivery; 409 when it has none",
    handler: async (mock, _request, { id }) => json(201, await mock.hooks.redeliverLatest(id)),
  }),
  controlRoute({
    method: 'POST',
    pattern: '/hooks/:id/active',
    doc: 'body `{ "active": true | false }`: turns the hook on or off (nothing else changes); 200 with the hook; 409 where the product\'s API has no `active` flag (its hooks are turned off its own way: the product\'s guide says how)',
    handler: (mock, request, { id }) => {
      const body = readJsonObject(request, '{ "active": true }');
      return json(200, mock.hooks.setActive(id, body.active));
    },
  }),
  controlRoute({
    method: 'DELETE',
    pattern: '/hooks/:id',
    doc: 'deletes the hook; 204',
    handler: (mock, _request, { id }) => {
      mock.hooks.remove(id);
      return noContent();
    },
  }),
];
