import * as z from 'zod/mini';
import '../zod-messages.js';
import { isMetaType, metaSchema, META_TYPES } from '../contract/hook-meta.js';
import { checkTracker, historySchema, labelSchema, milestoneSchema } from '../events/tracker-schema.js';
import { thousands } from '../util/thousands.js';
import { stepSchema } from './step-schema.js';
import { hookSettingsShape } from '../flavors/hook-settings-shape.js';
import { appSchema } from './app-schema.js';
import { FLAVOR_NAMES } from '../contract/flavor-name.js';

/** A name the reference would accept in a path segment. */
const name = () =>
  z.string().check(z.regex(/^[A-Za-z0-9_.-]+$/, 'expected a name of letters, digits, "-", "_" or "."'));
const isoTime = () => z.iso.datetime({ offset: true });
/**
 * Who may see an account and its public repos (both products' `VisibleType`): everyone, signed-in
 * users, or members only (for a user: only that user and site admins).
 */
const visibility = () => z.enum(['public', 'limited', 'private']);
const strings = () => z.optional(z.array(z.string()));
const optionalString = () => z.optional(z.string());
const optionalBoolean = () => z.optional(z.boolean());
/** A hook's, repo's or org's own id: a positive integer (unique in its list: materialize.ts). */
const optionalId = () => z.optional(z.int().check(z.positive()));

export const userSchema = () =>
  z.strictObject({
    login: name(),
    token: z.optional(z.string().check(z.minLength(1))),
    admin: optionalBoolean(),
    /** Token scopes, e.g. `write:repository`; default all. */
    scopes: z.optional(
      z.array(
        z
          .string()
          .check(
            z.regex(
              /^(all|public-only|(read|write):(activitypub|admin|issue|misc|notification|organization|package|repository|user))$/,
              'expected a token scope: all, public-only, or read:/write: + repository, organization, user, admin, issue, package, notification, misc, activitypub',
            ),
          ),
      ),
    ),
    full_name: optionalString(),
    email: optionalString(),
    visibility: z.optional(visibility()),
  });

export const orgSchema = () =>
  z
    .strictObject({
      name: name(),
      /** The group's id (gitlab; other flavors number orgs after the users). Default: list order. */
      id: optionalId(),
      owners: strings(),
      /** Members who are not owners: they see the org's public repos when the org is private. */
      members: strings(),
      visibility: z.optional(visibility()),
      /** Short for `visibility: "private"` (older scenarios). */
      private: optionalBoolean(),
      full_name: optionalString(),
      description: optionalString(),
      /** The short key a product names the org by (a project key). Default: the name upper-cased. */
      key: z.optional(
        z
          .string()
          .check(
            z.regex(
              /^[A-Za-z][A-Za-z0-9_]*$/,
              'expected a key of letters, digits and "_", starting with a letter',
            ),
          ),
      ),
    })
    .check(
      z.refine(
        (o) =>
          o.private === undefined || o.visibility === undefined || o.private === (o.visibility === 'private'),
        {
          message: 'expected "private" to agree with "visibility" (or only one of them)',
          path: ['private'],
        },
      ),
    );

const repoSchema = () => repoShape().check(z.superRefine(checkTracker));
export const repoShape = () =>
  z.strictObject({
    owner: z.string(),
    name: name(),
    /** The repo's (GitLab: project's) id. Default: 1, 2, … in list order, skipping given ids. */
    id: optionalId(),
    admins: strings(),
    /** Read-only collaborators: they see a private repo (so get 403, not 404, on its hooks). */
    readers: strings(),
    private: optionalBoolean(),
    /** An empty repository: its test route answers 404 `repository is empty` (docs/behaviour.md §7.5). */
    empty: optionalBoolean(),
    default_branch: z.optional(z.string().check(z.minLength(1))),
    description: optionalString(),
    /** Branch name → head commit SHA, for `mock.simulate` and `emit` (default: the default branch only). */
    branches: z.optional(
      z.record(
        z.string().check(z.minLength(1)),
        z.string().check(z.regex(/^[0-9a-f]{40}$/, 'a 40-hex commit SHA')),
      ),
    ),
    /** Branch name → commits with messages, oldest first (scenario/tracker-schema.ts). */
    history: z.optional(historySchema()),
    labels: z.optional(z.array(labelSchema())),
    milestones: z.optional(z.array(milestoneSchema())),
  });

export const hookSchema = () =>
  z
    .strictObject({
      repo: z.optional(z.string().check(z.regex(/^[^/]+\/[^/]+$/, 'expected "owner/name"'))),
      org: optionalString(),
      id: optionalId(),
      /** Omitted or "native": the flavor's own type. */
      type: optionalString(),
      active: optionalBoolean(),
      events: strings(),
      config: z.looseObject({
        url: z.string(),
        content_type: z.optional(z.enum(['json', 'form'])),
        secret: optionalString(),
        channel: optionalString(),
        username: optionalString(),
        icon_url: optionalString(),
        color: optionalString(),
        /** GitHub's TLS check setting (`"0"` checks, `"1"` skips): the github flavor's hooks. */
        insecure_ssl: z.optional(z.union([z.string(), z.number()])),
      }),
      branch_filter: optionalString(),
      authorization_header: optionalString(),
      name: optionalString(),
      /** The type's settings the products' web forms store (docs/reference/scenario-format.md). */
      meta: z.optional(z.record(z.string(), z.unknown())),
      ...hookSettingsShape(),
      created: z.optional(isoTime()),
      updated: z.optional(isoTime()),
    })
    .check(
      z.refine((h) => (h.repo === undefined) !== (h.org === undefined), {
        message: 'expected exactly one of "repo" or "org"',
      }),
      z.superRefine(checkMeta),
    );

/** `meta` only for the types whose requester reads one, shaped like that type's Go struct. */
function checkMeta(
  h: { type?: string | undefined; meta?: Record<string, unknown> | undefined },
  ctx: { addIssue(issue: { code: 'custom'; path: PropertyKey[]; message: string; input: unknown }): void },
): void {
  if (h.meta === undefined) return;
  const type = h.type ?? 'native';
  if (!isMetaType(type)) {
    ctx.addIssue({
      code: 'custom',
      path: ['meta'],
      input: h.meta,
      message: `expected no meta for a ${type} hook (only ${META_TYPES.join(', ')} have one)`,
    });
    return;
  }
  const parsed = z.safeParse(metaSchema(type), h.meta);
  for (const issue of parsed.error?.issues ?? [])
    ctx.addIssue({
      code: 'custom',
      path: ['meta', ...issue.path],
      input: h.meta,
      message: `${type} meta: ${issue.message}`,
    });
}

/**
 * Generated data must fit a memory budget: a loaded scenario is materialized at once, kept for
 * reset, and snapshotted by GET /__hookmock/state. The caps keep the largest generate under
 * 256 MiB of RSS above an idle process (measured by bench/generate-memory.js; "Memory budget of
 * generate" in docs/reference/scenario-format.md).
 */
const MAX_GENERATED_REPOS = 10_000;
const MAX_GENERATED_HOOKS = 20_000;
/** The plan with the most data the caps allow (the most orgs and owners too): what the bench loads. */
export const GENERATE_LIMITS = {
  repos: MAX_GENERATED_REPOS,
  hooks: MAX_GENERATED_HOOKS,
  largest: { orgs: 1000, reposPerOrg: 10, hooksPerRepo: 2, hooksPerOrg: 0 },
};

const count = () => z.int().check(z.gte(0), z.lte(1000));

const generateSchema = () =>
  z
    .strictObject({
      orgs: count(),
      reposPerOrg: count(),
      hooksPerRepo: count(),
      hooksPerOrg: z.optional(count()),
    })
    .check(
      z.refine((g) => g.orgs * g.reposPerOrg <= MAX_GENERATED_REPOS, {
        message: `at most ${thousands(MAX_GENERATED_REPOS)} generated repos (orgs × reposPerOrg)`,
      }),
      z.refine(
        (g) => g.orgs * (g.reposPerOrg * g.hooksPerRepo + (g.hooksPerOrg ?? 0)) <= MAX_GENERATED_HOOKS,
        {
          message: `at most ${thousands(MAX_GENERATED_HOOKS)} generated hooks (orgs × (reposPerOrg × hooksPerRepo + hooksPerOrg))`,
        },
      ),
    );

const buildScenarioSchema = () =>
  z.strictObject({
    /** The editor's JSON Schema (`hookmock/scenario.schema.json`): allowed so a file can name it; ignored. */
    $schema: optionalString(),
    name: optionalString(),
    description: optionalString(),
    clock: z.optional(isoTime()),
    seed: z.optional(z.int()),
    users: z.optional(z.array(userSchema())),
    orgs: z.optional(z.array(orgSchema())),
    repos: z.optional(z.array(repoSchema())),
    hooks: z.optional(z.array(hookSchema())),
    /** GitHub Apps and their installations (the `github` flavor; scenario/app-schema.ts). */
    apps: z.optional(z.array(appSchema())),
    nextId: z.optional(z.int().check(z.positive())),
    generate: z.optional(generateSchema()),
    /** The flavor a recording was made in: what `hookmock replay` and `demo` use by default. */
    flavor: z.optional(z.enum(FLAVOR_NAMES)),
    /** Recorded exchanges (see "Recorded scenarios"); replayed, never loaded as state. */
    steps: z.optional(z.array(stepSchema())),
  });

let built: ReturnType<typeof buildScenarioSchema> | undefined;

/** The scenario schema, built on first use (milliseconds; a built-in scenario is never validated). */
export function scenarioSchema(): ReturnType<typeof buildScenarioSchema> {
  return (built ??= buildScenarioSchema());
}

/** A scenario: the initial state (users, orgs, repos, hooks, seed, clock) as JSON (docs/reference/scenario-format.md). */
export type Scenario = z.input<ReturnType<typeof buildScenarioSchema>>;
export type ScenarioUser = z.infer<ReturnType<typeof userSchema>>;
export type ScenarioOrg = z.infer<ReturnType<typeof orgSchema>>;
export type ScenarioRepo = z.infer<ReturnType<typeof repoSchema>>;
export type ScenarioHook = z.infer<ReturnType<typeof hookSchema>>;
export type ParsedScenario = z.infer<ReturnType<typeof buildScenarioSchema>>;
