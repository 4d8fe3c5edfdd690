import type { CatalogOperation, HookOperation } from '../../contract/route-rows.js';
import type { Handler } from '../../product/product.js';
import { param } from '../../routing/route-params.js';
import { createHook, deleteHook, getHook, listHooks, updateHook } from './hooks/hooks.js';
import { listHookEvents, listSubjectTypes } from './hooks/hook-events.js';
import { getCaller, getOwner } from './hooks/resources.js';

/** The operations of Bitbucket Cloud's rows (flavors/bitbucket/routes.ts). */
export type BitbucketOp = Exclude<HookOperation, 'test'> | 'get-owner' | 'get-user' | CatalogOperation;

const uid = (p: Readonly<Record<string, string>>) => param(p, 'uid');

/** Bitbucket Cloud's operations by name. It has no test route and no delivery log (Cloud OpenAPI). */
export const BITBUCKET_OPERATIONS: Readonly<Record<BitbucketOp, Handler>> = {
  list: (c) => listHooks(c),
  create: (c) => createHook(c),
  get: (c, p) => getHook(c, uid(p)),
  update: (c, p) => updateHook(c, uid(p)),
  delete: (c, p) => deleteHook(c, uid(p)),
  'get-owner': (c) => getOwner(c),
  'get-user': (c) => getCaller(c),
  'list-event-scopes': (c) => listSubjectTypes(c),
  'list-event-types': (c, p) => listHookEvents(c, param(p, 'subject_type')),
};
