/** Loopback only, unless the user allows more (design.md `allowHosts`). */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '::1'];

/** Whether `url` names an allowed host (exact names, or `*.example.test` wildcards). */
export function isAllowedHost(url: string, allowed: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  return allowed.some((a) => {
    const rule = a.toLowerCase().replace(/^\[|\]$/g, '');
    return rule === '*' || rule === host || (rule.startsWith('*.') && host.endsWith(rule.slice(1)));
  });
}
