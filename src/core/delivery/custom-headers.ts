import { sendableRequestHeader } from '../http/header-rules.js';

/**
 * A request's headers with a hook's own (GitLab's custom headers) first, as the receiver gets
 * them and the delivery record lists them (`build_custom_headers.merge(build_headers)`,
 * `app/services/web_hook_service.rb`). Header names are case-insensitive on the wire, so a custom
 * header that a built-in one replaces — in any case (`x-gitlab-token`) — is left out, and of
 * custom headers that differ only in case the last one is sent. One no request may carry
 * (http/header-rules.ts: `Host`, the framing, a hop-by-hop name, a value with CR/LF) is left out
 * too: the API refuses them, and a hook a scenario loaded must not send them either.
 */
export function withCustomHeaders(
  custom: Readonly<Record<string, string>>,
  builtIn: Readonly<Record<string, string>>,
): Record<string, string> {
  const builtInNames = new Set(Object.keys(builtIn).map((name) => name.toLowerCase()));
  const kept = new Map<string, [string, string]>();
  for (const [name, value] of Object.entries(custom)) {
    const lower = name.toLowerCase();
    if (builtInNames.has(lower) || !sendableRequestHeader(name, value)) continue;
    kept.delete(lower);
    kept.set(lower, [name, value]);
  }
  // Defined, never assigned: a header named `__proto__` stays a header.
  return Object.fromEntries([...kept.values(), ...Object.entries(builtIn)]);
}
