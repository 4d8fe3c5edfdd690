import type { HookOperation, ResourceOperation } from '../../contract/route-rows.js';
import type { Handler } from '../../product/product.js';
import { createHook, deleteHook, getHook, listHooks, testHook, updateHook } from '../../hooks/operations.js';
import { getNamedUser, getOwner, getUser } from '../../hooks/resources.js';
import { param } from '../../routing/route-params.js';

/** The Gitea family's operations by name (its rows name hooks `:id`, users `:username`). */
export const GITEA_OPERATIONS: Readonly<
  Record<HookOperation | Exclude<ResourceOperation, 'find-users'>, Handler>
> = {
  list: (c) => listHooks(c),
  create: (c) => createHook(c),
  get: (c, p) => getHook(c, param(p, 'id')),
  update: (c, p) => updateHook(c, param(p, 'id')),
  delete: (c, p) => deleteHook(c, param(p, 'id')),
  test: (c, p) => testHook(c, param(p, 'id')),
  'get-owner': (c) => getOwner(c),
  'get-user': (c) => getUser(c),
  'get-named-user': (c, p) => getNamedUser(c, param(p, 'username')),
};
