import { GITLAB_GROUP_ONLY_FLAGS, GITLAB_PROJECT_FLAGS } from '../event-model.js';
import type { Kind, Pair, Params } from './params.js';
import { coerce } from './params.js';
import { grapeError } from './respond.js';

/** `WebHook.branch_filter_strategies.keys` (§2.2). */
const STRATEGIES = new Set(['wildcard', 'regex', 'all_branches']);

/** What a create or edit sent, coerced: only the declared parameters that were sent. */
export interface HookParams {
  url?: string;
  name?: string | null;
  description?: string | null;
  token?: string | null;
  /** The Standard Webhooks secret (`whsec_…`); null or '' removes it. */
  signing_token?: string | null;
  enable_ssl_verification?: boolean;
  push_events_branch_filter?: string | null;
  branch_filter_strategy?: string;
  custom_webhook_template?: string | null;
  url_variables?: Pair[];
  custom_headers?: Pair[];
  /** The event flags that were sent, on or off. */
  flags: Map<string, boolean>;
}

/** `common_hook_parameters` of `lib/api/project_hooks.rb` (§2.2), in declaration order. */
const COMMON: readonly (readonly [string, Kind])[] = [
  ['url', 'string'],
  ['name', 'string'],
  ['description', 'string'],
  ['token', 'string'],
  // MR 231325; its place among the parameters is UNVERIFIED (after `token`).
  ['signing_token', 'string'],
  ['enable_ssl_verification', 'boolean'],
  ['push_events_branch_filter', 'string'],
  ['branch_filter_strategy', 'string'],
  ['custom_webhook_template', 'string'],
  ['url_variables', 'pairs'],
  ['custom_headers', 'pairs'],
];

const FLAGS_OF: Readonly<Record<'repo' | 'org', readonly string[]>> = {
  repo: GITLAB_PROJECT_FLAGS,
  org: [...GITLAB_PROJECT_FLAGS, ...GITLAB_GROUP_ONLY_FLAGS],
};

/** Every parameter a hook route declares, in the order Grape validates them (the OpenAPI document's too). */
export function declared(scope: 'repo' | 'org'): readonly (readonly [string, Kind])[] {
  return [...COMMON, ...FLAGS_OF[scope].map((flag) => [flag, 'boolean'] as const)];
}

/**
 * The declared parameters sent, coerced; Grape's 400 for what does not coerce, every problem
 * joined by ", " (UNVERIFIED join, §3.1). `requireUrl`: POST's `requires :url` (`url is missing`).
 */
export function hookParams(params: Params, scope: 'repo' | 'org', requireUrl: boolean): HookParams {
  const problems: string[] = [];
  if (requireUrl && (params.url === undefined || params.url === null || params.url === ''))
    problems.push('url is missing');
  const out: HookParams = { flags: new Map() };
  const values = new Map<string, unknown>();
  for (const [name, kind] of declared(scope)) {
    if (!Object.hasOwn(params, name)) continue;
    const value = coerce(name, kind, params[name], problems);
    if (value !== undefined) values.set(name, value);
  }
  const strategy = values.get('branch_filter_strategy');
  if (strategy !== undefined && (typeof strategy !== 'string' || !STRATEGIES.has(strategy)))
    problems.push('branch_filter_strategy does not have a valid value');
  if (problems.length > 0) throw grapeError(400, problems.join(', '));
  for (const [name, value] of values) assign(out, name, value);
  return out;
}

/** Puts one coerced value where `HookParams` keeps it. */
function assign(out: HookParams, name: string, value: unknown): void {
  if (typeof value === 'boolean' && name !== 'enable_ssl_verification') out.flags.set(name, value);
  else if (name === 'enable_ssl_verification' && typeof value === 'boolean')
    out.enable_ssl_verification = value;
  else if (Array.isArray(value)) {
    const pairs = value.filter((p): p is Pair => typeof p === 'object' && p !== null);
    // Kept only when `present?` (`create_hook_params`, `update_hook_params`): [] is not sent.
    if (pairs.length === 0) return;
    if (name === 'url_variables') out.url_variables = pairs;
    else out.custom_headers = pairs;
  } else if (typeof value === 'string' || value === null) STRINGS[name]?.(out, value);
}

const STRINGS: Readonly<Record<string, (out: HookParams, value: string | null) => void>> = {
  url: (o, v) => (o.url = v ?? ''),
  name: (o, v) => (o.name = v),
  description: (o, v) => (o.description = v),
  token: (o, v) => (o.token = v),
  signing_token: (o, v) => (o.signing_token = v),
  push_events_branch_filter: (o, v) => (o.push_events_branch_filter = v),
  branch_filter_strategy: (o, v) => (o.branch_filter_strategy = v ?? 'wildcard'),
  custom_webhook_template: (o, v) => (o.custom_webhook_template = v),
};

/** Whether anything declared was sent (PUT with nothing: 400 `No parameters provided`). */
export const sentAnything = (p: HookParams): boolean =>
  Object.keys(p).some((key) => key !== 'flags') || p.flags.size > 0;
