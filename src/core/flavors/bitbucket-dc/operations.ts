import type { Handler } from '../../product/product.js';
import type { DeliveryLogOperation, HookOperation, ResourceOperation } from '../../contract/route-rows.js';
import { param } from '../../routing/route-params.js';
import { createDcHook, deleteDcHook, getDcHook, listDcHooks, updateDcHook } from './hooks/hooks.js';
import { latestDcInvocation } from './hooks/latest.js';
import { getApplicationProperties, getDcResource, getDcUser } from './hooks/resources.js';
import { testDcWebhook } from './hooks/test-route.js';

/** The operations of Data Center's rows (./routes.ts): `get-delivery` is `…/webhooks/{id}/latest`. */
export type DcOp =
  HookOperation | Extract<DeliveryLogOperation, 'get-delivery'> | Exclude<ResourceOperation, 'find-users'>;

const id = (p: Readonly<Record<string, string>>) => param(p, 'webhookId');

/** Data Center's operations by name. */
export const BITBUCKET_DC_OPERATIONS: Readonly<Record<DcOp, Handler>> = {
  list: (c) => listDcHooks(c),
  create: (c) => createDcHook(c),
  get: (c, p) => getDcHook(c, id(p)),
  update: (c, p) => updateDcHook(c, id(p)),
  delete: (c, p) => deleteDcHook(c, id(p)),
  test: (c) => testDcWebhook(c),
  'get-delivery': (c, p) => latestDcInvocation(c, id(p)),
  'get-owner': (c, p) => getDcResource(c, p),
  'get-named-user': (c, p) => getDcUser(c, param(p, 'username')),
  // `/application-properties`: the server itself, the one thing a client reads signed out.
  'get-user': () => getApplicationProperties(),
};
