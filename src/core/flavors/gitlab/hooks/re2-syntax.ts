/**
 * What RE2 refuses that JavaScript's `RegExp` takes: lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`) and
 * backreferences (`\1`, `\k<name>`). GitLab compiles a `regex` branch filter with
 * `Gitlab::UntrustedRegexp` (RE2; the `untrusted_regexp` validator of `WebHooks::Hook`,
 * `app/models/concerns/web_hooks/hook.rb`), so such a filter is 422 `Invalid branch filter given`.
 * RE2's other differences (possessive quantifiers, `\Z`, …) are not checked: docs/gitlab.md.
 */
const LOOKAROUND = /^\(\?(?:=|!|<=|<!)/;

/** Whether `pattern` uses a construct RE2 has not, outside character classes and escapes. */
export function re2Refuses(pattern: string): boolean {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return true;
      i++;
    } else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '(' && !inClass && LOOKAROUND.test(pattern.slice(i, i + 4))) return true;
  }
  return false;
}
