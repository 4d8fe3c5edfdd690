import { isTimestamp } from './normalize-values.js';
import { isJsonObject } from '../util/json-object.js';

/**
 * Hook ids seen while replaying against a server: the first time an expected id meets an actual
 * one at the same place they are bound, and must agree from then on.
 */
export class IdBinding {
  private readonly toActual = new Map<number, number>();
  private readonly toExpected = new Map<number, number>();

  /** Binds on first sight; false when either side is already bound to something else. */
  match(expected: number, actual: number): boolean {
    const a = this.toActual.get(expected);
    const e = this.toExpected.get(actual);
    if (a === undefined && e === undefined) {
      this.toActual.set(expected, actual);
      this.toExpected.set(actual, expected);
      return true;
    }
    return a === actual && e === expected;
  }

  /** The actual id for an expected one (itself when not yet bound). */
  actualFor(expected: number): number {
    return this.toActual.get(expected) ?? expected;
  }

  private readonly logins = new Map<string, string>();
  private readonly loginsSeen = new Map<string, string>();

  /**
   * People are bound the same way (`login` fields): a recording names the upstream's users, a
   * fresh mock the recorded ones (`recorded-user-1`) — GitHub's delivery payloads name their sender.
   */
  matchLogin(expected: string, actual: string): boolean {
    const a = this.logins.get(expected);
    const e = this.loginsSeen.get(actual);
    if (a === undefined && e === undefined) {
      this.logins.set(expected, actual);
      this.loginsSeen.set(actual, expected);
      return true;
    }
    return a === actual && e === expected;
  }

  /** A recorded text with each bound login, where it stands as a URL path segment, made the answered one. */
  withLogins(expected: string): string {
    let out = expected;
    for (const [recorded, answered] of this.logins)
      out = out
        .split('/')
        .map((segment) => (segment === recorded ? answered : segment))
        .join('/');
    return out;
  }
}

/** One place where an answer differs from the recording: the path, and both values there. */
export interface Mismatch {
  /** `body.message`, `body[0].events (length 2 ≠ 1)`, `status (201 ≠ 422)`, `headers.link`. */
  path: string;
  /** The recorded value (`undefined`: the recording has nothing there). */
  expected: unknown;
  /** The value the target answered (`undefined`: the answer has nothing there). */
  actual: unknown;
}

/**
 * Where `actual` differs from `expected` (`body[0].events`, `body.message`), with both values.
 * Timestamps are compared by shape; hook ids through the binding; everything else exactly.
 */
export function differences(
  expected: unknown,
  actual: unknown,
  ids: IdBinding,
  path = 'body',
  key?: string,
): Mismatch[] {
  const here = (label = path): Mismatch[] => [{ path: label, expected, actual }];
  if (isTimestamp(expected) && isTimestamp(actual)) return [];
  if ((key === 'id' || key === 'hook_id') && typeof expected === 'number' && typeof actual === 'number') {
    return ids.match(expected, actual) ? [] : here();
  }
  if (typeof expected === 'string' && typeof actual === 'string' && expected !== actual) {
    if (key === 'login') return ids.matchLogin(expected, actual) ? [] : here();
    return ids.withLogins(expected) === actual ? [] : here();
  }
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual)) return here();
    if (expected.length !== actual.length)
      return here(`${path} (length ${expected.length} ≠ ${actual.length})`);
    return expected.flatMap((e, i) => differences(e, actual[i], ids, `${path}[${i}]`));
  }
  if (isJsonObject(expected) && isJsonObject(actual)) {
    const [e, a] = [expected, actual];
    const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])];
    return keys.flatMap((k) =>
      k in e && k in a
        ? differences(e[k], a[k], ids, `${path}.${k}`, k)
        : [{ path: `${path}.${k}`, expected: e[k], actual: a[k] }],
    );
  }
  return Object.is(expected, actual) ? [] : here();
}
