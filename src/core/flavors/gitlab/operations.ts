import type {
  DeliveryLogOperation,
  HookOperation,
  PairOperation,
  ResourceOperation,
} from '../../contract/route-rows.js';
import type { Handler } from '../../product/product.js';
import {
  createGitlabHook,
  deleteGitlabHook,
  getGitlabHook,
  listGitlabHooks,
  updateGitlabHook,
} from './hooks/hooks.js';
import { listGitlabEvents, resendGitlabEvent } from './hooks/events.js';
import { CUSTOM_HEADERS, URL_VARIABLES, deleteHookPair, putHookPair } from './hooks/hook-pairs.js';
import { findGitlabUsers, getGitlabOwner, getGitlabUser } from './hooks/resources.js';
import { testGitlabHook } from './hooks/test-trigger.js';
import { param } from '../../routing/route-params.js';

/** The operations of GitLab's rows (flavors/gitlab/routes.ts). */
export type GitlabOp =
  | HookOperation
  | Exclude<ResourceOperation, 'get-named-user'>
  | Exclude<DeliveryLogOperation, 'get-delivery'>
  | PairOperation;
const hook = (p: Readonly<Record<string, string>>) => param(p, 'hook_id');
const key = (p: Readonly<Record<string, string>>) => param(p, 'key');

/** GitLab's operations by name: hooks, the test trigger, the events log, the by-key pairs, resources. */
export const GITLAB_OPERATIONS: Readonly<Record<GitlabOp, Handler>> = {
  list: (c) => listGitlabHooks(c),
  create: (c) => createGitlabHook(c),
  get: (c, p) => getGitlabHook(c, hook(p)),
  update: (c, p) => updateGitlabHook(c, hook(p)),
  delete: (c, p) => deleteGitlabHook(c, hook(p)),
  test: (c, p) => testGitlabHook(c, hook(p), param(p, 'trigger')),
  'get-owner': (c) => getGitlabOwner(c),
  'get-user': (c) => getGitlabUser(c),
  'find-users': (c) => findGitlabUsers(c),
  'list-deliveries': (c, p) => listGitlabEvents(c, hook(p)),
  redeliver: (c, p) => resendGitlabEvent(c, hook(p), param(p, 'hook_log_id')),
  'set-custom-header': (c, p) => putHookPair(c, CUSTOM_HEADERS, hook(p), key(p)),
  'delete-custom-header': (c, p) => deleteHookPair(c, CUSTOM_HEADERS, hook(p), key(p)),
  'set-url-variable': (c, p) => putHookPair(c, URL_VARIABLES, hook(p), key(p)),
  'delete-url-variable': (c, p) => deleteHookPair(c, URL_VARIABLES, hook(p), key(p)),
};
