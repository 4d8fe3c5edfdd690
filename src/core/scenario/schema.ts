import { z } from 'zod';

/** A name the reference would accept in a path segment. */
const name = z.string().regex(/^[A-Za-z0-9_.-]+$/, 'expected a name of letters, digits, "-", "_" or "."');
const isoTime = z.iso.datetime({ offset: true });
/**
 * Who may see an account and its public repos (both products' `VisibleType`): everyone, signed-in
 * users, or members only (for a user: only that user and site admins).
 */
const visibility = z.enum(['public', 'limited', 'private']);

export const userSchema = z.strictObject({
  login: name,
  token: z.string().min(1).optional(),
  admin: z.boolean().optional(),
  /** Token scopes, e.g. `write:repository`; default all. */
  scopes: z
    .array(
      z
        .string()
        .regex(
          /^(all|public-only|(read|write):(activitypub|admin|issue|misc|notification|organization|package|repository|user))$/,
          'expected a token scope: all, public-only, or read:/write: + repository, organization, user, admin, issue, package, notification, misc, activitypub',
        ),
    )
    .optional(),
  full_name: z.string().optional(),
  email: z.string().optional(),
  visibility: visibility.optional(),
});

export const orgSchema = z
  .strictObject({
    name,
    owners: z.array(z.string()).optional(),
    /** Members who are not owners: they see the org's public repos when the org is private. */
    members: z.array(z.string()).optional(),
    visibility: visibility.optional(),
    /** Short for `visibility: "private"` (older scenarios). */
    private: z.boolean().optional(),
    full_name: z.string().optional(),
    description: z.string().optional(),
  })
  .refine(
    (o) =>
      o.private === undefined || o.visibility === undefined || o.private === (o.visibility === 'private'),
    {
      message: 'expected "private" to agree with "visibility" (or only one of them)',
      path: ['private'],
    },
  );

export const repoSchema = z.strictObject({
  owner: z.string(),
  name,
  admins: z.array(z.string()).optional(),
  /** Read-only collaborators: they see a private repo (so get 403, not 404, on its hooks). */
  readers: z.array(z.string()).optional(),
  private: z.boolean().optional(),
  /** An empty repository: its test route answers 404 `repository is empty` (docs/behaviour.md §7.5). */
  empty: z.boolean().optional(),
  default_branch: z.string().min(1).optional(),
  description: z.string().optional(),
  /** Branch name → head commit SHA, for `mock.simulate` and `emit` (default: the default branch only). */
  branches: z.record(z.string().min(1), z.string().regex(/^[0-9a-f]{40}$/, 'a 40-hex commit SHA')).optional(),
});

export const hookSchema = z
  .strictObject({
    repo: z
      .string()
      .regex(/^[^/]+\/[^/]+$/, 'expected "owner/name"')
      .optional(),
    org: z.string().optional(),
    id: z.number().int().positive().optional(),
    /** Omitted or "native": the flavor's own type. */
    type: z.string().optional(),
    active: z.boolean().optional(),
    events: z.array(z.string()).optional(),
    config: z.looseObject({
      url: z.string(),
      content_type: z.enum(['json', 'form']).optional(),
      secret: z.string().optional(),
      channel: z.string().optional(),
      username: z.string().optional(),
      icon_url: z.string().optional(),
      color: z.string().optional(),
    }),
    branch_filter: z.string().optional(),
    authorization_header: z.string().optional(),
    name: z.string().optional(),
    created: isoTime.optional(),
    updated: isoTime.optional(),
  })
  .refine((h) => (h.repo === undefined) !== (h.org === undefined), {
    message: 'expected exactly one of "repo" or "org"',
  });

/**
 * Generated data must fit a memory budget: a loaded scenario is materialized at once, kept for
 * reset, and snapshotted by GET /__hookmock/state. The caps keep the largest generate under
 * 256 MiB of RSS above an idle process (measured by bench/generate-memory.js; README "Scenario
 * files").
 */
export const MAX_GENERATED_REPOS = 10_000;
export const MAX_GENERATED_HOOKS = 20_000;
/** The plan with the most data the caps allow (the most orgs and owners too): what the bench loads. */
export const GENERATE_LIMITS = {
  repos: MAX_GENERATED_REPOS,
  hooks: MAX_GENERATED_HOOKS,
  largest: { orgs: 1000, reposPerOrg: 10, hooksPerRepo: 2, hooksPerOrg: 0 },
};

export const generateSchema = z
  .strictObject({
    orgs: z.number().int().min(0).max(1000),
    reposPerOrg: z.number().int().min(0).max(1000),
    hooksPerRepo: z.number().int().min(0).max(1000),
    hooksPerOrg: z.number().int().min(0).max(1000).optional(),
  })
  .refine((g) => g.orgs * g.reposPerOrg <= MAX_GENERATED_REPOS, {
    message: `at most ${MAX_GENERATED_REPOS.toLocaleString('en')} generated repos (orgs × reposPerOrg)`,
  })
  .refine((g) => g.orgs * (g.reposPerOrg * g.hooksPerRepo + (g.hooksPerOrg ?? 0)) <= MAX_GENERATED_HOOKS, {
    message: `at most ${MAX_GENERATED_HOOKS.toLocaleString('en')} generated hooks (orgs × (reposPerOrg × hooksPerRepo + hooksPerOrg))`,
  });

/** One recorded exchange (README "Recorded scenarios"). */
export const stepSchema = z.strictObject({
  note: z.string().optional(),
  request: z.strictObject({
    method: z.enum(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']),
    path: z.string().startsWith('/'),
    query: z.record(z.string(), z.string()).optional(),
    token: z.string().nullable(),
    tokenIn: z.enum(['header', 'query']).optional(),
    contentType: z.string().optional(),
    body: z.unknown().optional(),
  }),
  response: z.strictObject({
    status: z.number().int().min(100).max(599),
    headers: z.record(z.string(), z.string()).optional(),
    body: z.unknown().optional(),
  }),
});

export const scenarioSchema = z.strictObject({
  name: z.string().optional(),
  description: z.string().optional(),
  clock: isoTime.optional(),
  seed: z.number().int().optional(),
  users: z.array(userSchema).optional(),
  orgs: z.array(orgSchema).optional(),
  repos: z.array(repoSchema).optional(),
  hooks: z.array(hookSchema).optional(),
  nextId: z.number().int().positive().optional(),
  generate: generateSchema.optional(),
  /** The flavor a recording was made in: what `hookmock replay` and `demo` use by default. */
  flavor: z.enum(['spec', 'gitea', 'forgejo']).optional(),
  /** Recorded exchanges (see "Recorded scenarios"); replayed, never loaded as state. */
  steps: z.array(stepSchema).optional(),
});

/** A scenario: the initial state (users, orgs, repos, hooks, seed, clock) as JSON (README "Scenario format"). */
export type Scenario = z.input<typeof scenarioSchema>;
export type ScenarioUser = z.infer<typeof userSchema>;
export type ScenarioOrg = z.infer<typeof orgSchema>;
export type ScenarioRepo = z.infer<typeof repoSchema>;
export type ScenarioHook = z.infer<typeof hookSchema>;
export type ParsedScenario = z.infer<typeof scenarioSchema>;
