import type { FlavorName } from './flavor-name.js';
import { NEUTRAL_TO_GITLAB } from './gitlab/event-model.js';

/** Where a hook is made: a repository (`owner/name`) or an org. */
export type HookHome = { repo: string } | { org: string };

/** What `hookmock listen` asks of a hook it makes through the flavor's own API. */
export interface HookRequestParts {
  url: string;
  secret: string;
  events: readonly string[];
  signingToken?: string;
}

/**
 * How a client makes, reads and deletes a hook through each product's API (what `hookmock listen`
 * does on the server it uses): the collection's path, the credential header, the create body, and
 * where the answer keeps the hook's URL and events. The Gitea family and GitHub share one shape
 * (`/repos/{o}/{r}/hooks`, `config.url`, `events`); GitLab's is its own
 * (`/projects/:id/hooks`, a flat `url`, one boolean per event; `lib/api/project_hooks.rb`).
 */
export interface HookApiDialect {
  collection(home: HookHome): string;
  readonly auth: Readonly<Record<string, string>>;
  createBody(
    parts: HookRequestParts,
    typeKey: string | undefined,
    nativeType: string,
  ): Record<string, unknown>;
  urlOf(hook: Record<string, unknown>): unknown;
  eventsOf(hook: Record<string, unknown>): string[] | undefined;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? Reflect.get(value, key)
    : undefined;

const GITEA_SHAPE: HookApiDialect = {
  collection: (home) => ('repo' in home ? `/repos/${home.repo}/hooks` : `/orgs/${home.org}/hooks`),
  auth: { Authorization: 'token hookmock-listen' },
  createBody: (parts, typeKey, nativeType) => ({
    ...(typeKey ? { [typeKey]: nativeType } : {}),
    active: true,
    events: parts.events,
    config: { url: parts.url, content_type: 'json', secret: parts.secret },
  }),
  urlOf: (hook) => field(hook.config, 'url'),
  eventsOf: (hook) =>
    Array.isArray(hook.events) ? hook.events.filter((e) => typeof e === 'string') : undefined,
};

/** A GitLab flag for a neutral or flag name (`push` → `push_events`). */
function flagOf(name: string): string {
  const lower = name.toLowerCase();
  return Object.hasOwn(NEUTRAL_TO_GITLAB, lower) ? (NEUTRAL_TO_GITLAB[lower] ?? lower) : lower;
}

const GITLAB_SHAPE: HookApiDialect = {
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

/** Every flavor's row. */
export const HOOK_API_DIALECTS: Readonly<Record<FlavorName, HookApiDialect>> = {
  spec: GITEA_SHAPE,
  gitea: GITEA_SHAPE,
  forgejo: GITEA_SHAPE,
  github: GITEA_SHAPE,
  gitlab: GITLAB_SHAPE,
};
