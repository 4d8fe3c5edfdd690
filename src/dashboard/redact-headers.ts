/**
 * Request headers as the dashboard shows them: the values the product's own hook log hides are
 * `[REDACTED]` (the product's rule, in the page's layout: GitLab's `X-Gitlab-Token` and custom
 * headers, a Basic `Authorization`, …). Signatures stay: an HMAC gives the secret away to no one,
 * and a reader comparing signatures needs them. The control API keeps every value (tests assert them).
 */
import { LAYOUT } from './layout.js';
import type { Layout } from './types.js';

/** The headers with each secret-bearing value replaced, by the product's rule. */
export function redactedHeaders(
  headers: Readonly<Record<string, string>> | undefined,
  rule: Layout['redact'] = LAYOUT.redact,
): [string, string][] {
  const entries = Object.entries(headers ?? {});
  const names = new Set(rule.names.map((name) => name.toLowerCase()));
  const before = rule.customBefore?.toLowerCase();
  // The hook's own headers go out first: every one before the product's first built-in one.
  const ownUntil = before === undefined ? 0 : entries.findIndex(([name]) => name.toLowerCase() === before);
  return entries.map(([name, value], i) => {
    const secret = rule.all === true || names.has(name.toLowerCase()) || i < ownUntil || ownUntil < 0;
    return [name, secret ? '[REDACTED]' : value];
  });
}
