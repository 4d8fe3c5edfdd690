/**
 * Request headers as the dashboard shows them: the values that are secrets themselves are
 * `[REDACTED]`, as GitLab's own hook log shows `X-Gitlab-Token` (`WebHookLog#request_headers`):
 * a token (`X-Gitlab-Token`), a secret, and `Authorization` (a hook's Basic credentials or
 * authorization header). Signatures stay: an HMAC gives the secret away to no one, and a reader
 * comparing signatures needs them. The control API keeps every value (tests assert them).
 */
const SECRET_BEARING = /token|secret|^authorization$/i;

/** The headers with each secret-bearing value replaced. */
export function redactedHeaders(headers: Readonly<Record<string, string>> | undefined): [string, string][] {
  return Object.entries(headers ?? {}).map(([name, value]) => [
    name,
    SECRET_BEARING.test(name) ? '[REDACTED]' : value,
  ]);
}
