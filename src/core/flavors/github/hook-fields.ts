import type { HookRecord } from '../../state/database.js';
import type { HookField } from '../../contract/flavor.js';
import { storedInsecureSsl } from '../../hooks/insecure-ssl-meta.js';

/** GitHub's settings hookmock keeps in a hook's `meta` (JSON): `insecure_ssl`, read back as text. */
export interface GithubMeta {
  insecure_ssl: '0' | '1';
}

/**
 * `insecure_ssl` as GitHub reads it back: `"0"` or `"1"`, whether it was sent as a string or a
 * number ("GitHub only returns "0" or "1"", google/go-github#2096); undefined for anything else.
 */
export function insecureSslText(value: unknown): '0' | '1' | undefined {
  if (value === 0 || value === '0') return '0';
  if (value === 1 || value === '1') return '1';
  return undefined;
}

/** A hook's GitHub settings; `insecure_ssl` defaults to `"0"` (GitHub's default). */
export const githubMetaOf = (hook: HookRecord): GithubMeta => ({
  insecure_ssl: insecureSslText(storedInsecureSsl(hook)) ?? '0',
});

/**
 * `config` as GitHub returns it: keys sorted, the secret masked as `********` and only when one
 * is set (the `webhook-config` example of GitHub's description).
 */
export function githubConfigOf(hook: HookRecord): Record<string, string> {
  return {
    content_type: hook.contentType,
    insecure_ssl: githubMetaOf(hook).insecure_ssl,
    ...(hook.secret ? { secret: '********' } : {}),
    url: hook.url,
  };
}

/** `Repository` or `Organization`: GitHub's hook `type` says where it lives. */
export const githubHookType = (hook: HookRecord) => (hook.scope === 'repo' ? 'Repository' : 'Organization');

/** The hook keys every reader of the flavor table sees (the API adds its URLs and `last_response`). */
export const GITHUB_HOOK_FIELDS: readonly HookField[] = [
  ['type', githubHookType],
  ['id', (h) => h.id],
  ['name', (h) => h.name || 'web'],
  ['active', (h) => h.active],
  ['events', (h, events) => events.report(h.events)],
  ['config', githubConfigOf],
  ['updated_at', (h) => h.updated],
  ['created_at', (h) => h.created],
];
