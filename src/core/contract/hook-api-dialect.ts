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
 * How a client makes, reads and deletes a hook through a product's API (`Flavor.hookApi`: what
 * `hookmock listen` does on the server it uses, and where the dashboard reads a hook's URL and
 * events): the collection's path, the credential header, the create body, and where the answer
 * keeps the hook's URL and events.
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

/**
 * The shape the Gitea family and GitHub share (`/repos/{o}/{r}/hooks`, `Authorization: token`,
 * `config.url`, `events`): their flavors' `hookApi`.
 */
export const REPOS_HOOK_API: HookApiDialect = {
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
