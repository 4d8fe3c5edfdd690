import type { HookApiDialect } from '../../contract/hook-api-dialect.js';
import { NEUTRAL_TO_DC } from './event-model.js';

/** Keys for neutral names (`push` → `repo:refs_changed`), keys as they are. */
const keysOf = (names: readonly string[]) => [
  ...new Set(names.flatMap((name) => NEUTRAL_TO_DC[name] ?? [name])),
];

/**
 * Data Center's webhook API shape (`/projects/{KEY}/repos/{slug}/webhooks`, `Bearer`, `url`,
 * `events`, the secret in `configuration`): what `hookmock listen` sends and the dashboard reads.
 * An owner's project key is its name upper-cased; a user's repository is found under it too
 * (auth/projects.ts).
 */
export const BITBUCKET_DC_HOOK_API: HookApiDialect = {
  collection: (home) => {
    if ('org' in home) return `/projects/${encodeURIComponent(home.org.toUpperCase())}/webhooks`;
    const [owner = '', name = ''] = home.repo.split('/');
    return `/projects/${encodeURIComponent(owner.toUpperCase())}/repos/${encodeURIComponent(name)}/webhooks`;
  },
  auth: { Authorization: 'Bearer hookmock-listen' },
  createBody: (parts) => ({
    name: 'hookmock listen',
    url: parts.url,
    active: true,
    events: keysOf(parts.events),
    configuration: parts.secret === '' ? {} : { secret: parts.secret },
  }),
  urlOf: (hook) => hook.url,
  eventsOf: (hook) =>
    Array.isArray(hook.events) ? hook.events.filter((e) => typeof e === 'string') : undefined,
};
