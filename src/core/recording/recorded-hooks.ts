import type { FlavorName } from '../flavors/flavor.js';
import type { HookPath } from './hook-path.js';
import type { ScenarioHook } from '../scenario/schema.js';
import { isJsonObject } from '../util/json-object.js';
import type { InferContext, Parsed } from './parsed.js';
import { RECORDED_INSTANT, REDACTED, isHookObject, replaceOrigin } from './normalize-values.js';
import { shownSecret } from './shown-config.js';

type Raw = Record<string, unknown>;
/** A hook's own fields as an answer showed them (owner, id and times are added around them). */
type Shown = Omit<ScenarioHook, 'repo' | 'org' | 'id' | 'created' | 'updated'>;

/**
 * How a flavor's hook answer reads back as a scenario hook. The Gitea family's and GitHub's carry
 * a `config` and an `events` list (the type in `type`, GitHub's in `name`: `web`; its `type` says
 * where the hook lives, which no scenario hook type is, issue 19 item 4). GitLab's entity has
 * the URL at the top, one boolean per event and its own settings; it never shows the token
 * (docs/guide/gitlab.md), and custom header and URL variable values only as keys.
 */
const HOOK_OF_ANSWER: Readonly<Record<FlavorName, (raw: Raw, ctx: InferContext) => Shown | null>> = {
  spec: (raw, ctx) => configHook(raw, ctx, giteaTypeField(raw)),
  gitea: (raw, ctx) => configHook(raw, ctx, giteaTypeField(raw)),
  forgejo: (raw, ctx) => configHook(raw, ctx, giteaTypeField(raw)),
  github: (raw, ctx) =>
    configHook(raw, ctx, { type: typeof raw.name === 'string' && raw.name ? raw.name : 'web' }),
  gitlab: gitlabHook,
};

function giteaTypeField(raw: Raw): { type: string; name?: string } {
  return { type: String(raw.type), ...(typeof raw.name === 'string' && raw.name ? { name: raw.name } : {}) };
}

/** GitHub's `config.insecure_ssl` (`"0"`/`"1"`), which a github scenario hook keeps. */
function insecureSslOf(config: Raw): { insecure_ssl?: string | number } {
  const value = config.insecure_ssl;
  return typeof value === 'string' || typeof value === 'number' ? { insecure_ssl: value } : {};
}

function configHook(
  raw: Raw,
  ctx: InferContext,
  { type, name }: { type: string; name?: string },
): Shown | null {
  if (!raw.config) return null;
  const config = isJsonObject(raw.config) ? raw.config : {};
  const reported = Array.isArray(raw.events)
    ? raw.events.filter((event): event is string => typeof event === 'string')
    : ['push'];
  return {
    type: type === ctx.flavor.nativeType ? 'native' : type,
    active: raw.active === true,
    events: ctx.flavor.events.toInput(ctx.flavor.events.fromReport(reported)),
    config: {
      url: replaceOrigin(typeof config.url === 'string' ? config.url : '', ctx.origin),
      content_type: config.content_type === 'form' ? 'form' : 'json',
      ...insecureSslOf(config),
      ...shownSecret(config),
    },
    ...(typeof raw.branch_filter === 'string' && raw.branch_filter
      ? { branch_filter: raw.branch_filter }
      : {}),
    ...(name ? { name } : {}),
    ...(typeof raw.authorization_header === 'string' && raw.authorization_header
      ? { authorization_header: REDACTED }
      : {}),
  };
}

/** GitLab's settings a hook answer shows, as `hooks[].gitlab` holds them (flavors/gitlab/settings-schema.ts). */
const GITLAB_TEXT_SETTINGS = ['description', 'push_events_branch_filter', 'custom_webhook_template'] as const;
const STRATEGIES = new Set(['wildcard', 'regex', 'all_branches']);

function gitlabHook(raw: Raw, ctx: InferContext): Shown | null {
  if (typeof raw.url !== 'string' || !isHookObject(raw)) return null;
  const flags = Object.keys(raw).filter((key) => raw[key] === true && ctx.flavor.events.accepted.has(key));
  // Masked pairs show their keys only: the values were secrets, and a replay never sees them.
  const pairs = (value: unknown) =>
    Object.fromEntries(
      (Array.isArray(value) ? value : [])
        .filter(isJsonObject)
        .flatMap((p) => (typeof p.key === 'string' && p.key ? [[p.key, REDACTED]] : [])),
    );
  const settings: Raw = {};
  for (const key of GITLAB_TEXT_SETTINGS)
    if (typeof raw[key] === 'string' && raw[key] !== '') settings[key] = raw[key];
  if (typeof raw.branch_filter_strategy === 'string' && STRATEGIES.has(raw.branch_filter_strategy))
    settings.branch_filter_strategy = raw.branch_filter_strategy;
  if (raw.enable_ssl_verification === false) settings.enable_ssl_verification = false;
  const headers = pairs(raw.custom_headers);
  const variables = pairs(raw.url_variables);
  if (Object.keys(headers).length) settings.custom_headers = headers;
  if (Object.keys(variables).length) settings.url_variables = variables;
  return {
    active: true,
    events: ctx.flavor.events.toInput(flags),
    config: { url: replaceOrigin(raw.url, ctx.origin), content_type: 'json' },
    ...(typeof raw.name === 'string' && raw.name ? { name: raw.name } : {}),
    ...(Object.keys(settings).length ? { gitlab: settings } : {}),
  };
}

/** Hooks that existed before the session, as the first successful answer showed them. */
export function collectHooks(
  p: Parsed,
  route: HookPath,
  hooks: Map<number, ScenarioHook>,
  ctx: InferContext,
): void {
  const list = Array.isArray(p.response)
    ? p.response
    : p.response && typeof p.response === 'object'
      ? [p.response]
      : [];
  // Recorded response bodies (JSON.parse): each field is checked or defaulted before use.
  for (const raw of list.filter(isJsonObject)) {
    if (typeof raw.id !== 'number') continue;
    const id = ctx.mapId(raw.id);
    if (hooks.has(id) || !ctx.preexisting.has(id)) continue;
    const shown = HOOK_OF_ANSWER[ctx.flavor.name](raw, ctx);
    if (!shown) continue;
    hooks.set(id, {
      ...(route.scope === 'repo' ? { repo: `${route.owner}/${route.repo}` } : { org: route.org }),
      id,
      ...shown,
      created: RECORDED_INSTANT,
      updated: RECORDED_INSTANT,
    });
  }
}
