import type { HookApiDialect } from '../../contract/hook-api-dialect.js';
import { NEUTRAL_TO_GITLAB } from './event-model.js';

/** A GitLab flag for a neutral or flag name (`push` → `push_events`). */
function flagOf(name: string): string {
  const lower = name.toLowerCase();
  return Object.hasOwn(NEUTRAL_TO_GITLAB, lower) ? (NEUTRAL_TO_GITLAB[lower] ?? lower) : lower;
}

/**
 * GitLab's hook API shape (`/projects/:id/hooks`, a flat `url`, one boolean per event;
 * `lib/api/project_hooks.rb`): the gitlab flavor's `hookApi`.
 */
export const GITLAB_HOOK_API: HookApiDialect = {
  collection: (home) =>
    'repo' in home
      ? `/projects/${encodeURIComponent(home.repo)}/hooks`
      : `/groups/${encodeURIComponent(home.org)}/hooks`,
  auth: { 'PRIVATE-TOKEN': 'hookmock-listen' },
  // Every flag off but the asked ones (`push_events` is on by default in GitLab).
  createBody: (parts) => ({
    url: parts.url,
    token: parts.secret,
    push_events: false,
    ...Object.fromEntries(parts.events.map((name) => [flagOf(name), true])),
    ...(parts.signingToken ? { signing_token: parts.signingToken } : {}),
  }),
  urlOf: (hook) => hook.url,
  eventsOf: (hook) =>
    Object.entries(hook)
      .filter(([key, on]) => key.endsWith('_events') && on === true)
      .map(([key]) => key),
};
