import type { HookApiDialect } from '../../contract/hook-api-dialect.js';
import { NEUTRAL_TO_BITBUCKET } from './event-model.js';

/** Event keys for neutral names or keys (`push` → `repo:push`). */
const keysOf = (names: readonly string[]) => [
  ...new Set(names.flatMap((n) => NEUTRAL_TO_BITBUCKET[n] ?? [n])),
];

/**
 * Bitbucket Cloud's hook API shape (`/repositories/{ws}/{slug}/hooks`, a flat `url`, `events` as
 * keys, `Authorization: Bearer`): what `hookmock listen` sends and the dashboard reads.
 */
export const BITBUCKET_HOOK_API: HookApiDialect = {
  collection: (home) =>
    'repo' in home ? `/repositories/${home.repo}/hooks` : `/workspaces/${home.org}/hooks`,
  auth: { Authorization: 'Bearer hookmock-listen' },
  createBody: (parts) => ({
    description: 'hookmock listen',
    url: parts.url,
    active: true,
    events: parts.events.length > 0 ? keysOf(parts.events) : ['repo:push'],
    ...(parts.secret ? { secret: parts.secret } : {}),
  }),
  urlOf: (hook) => hook.url,
  eventsOf: (hook) =>
    Array.isArray(hook.events) ? hook.events.filter((e) => typeof e === 'string') : undefined,
};
