import { HOOK_ID_HEADER, HOOK_ID_IN_URL, isHookObject, isTimestamp } from './normalize-values.js';
import { isJsonObject } from '../util/json-object.js';

/** Two values bound on first sight at the same place, which must agree from then on. */
class Binding<T> {
  private readonly toActual = new Map<T, T>();
  private readonly toExpected = new Map<T, T>();

  /** Binds on first sight; false when either side is already bound to something else. */
  match(expected: T, actual: T): boolean {
    const a = this.toActual.get(expected);
    const e = this.toExpected.get(actual);
    if (a === undefined && e === undefined) {
      this.toActual.set(expected, actual);
      this.toExpected.set(actual, expected);
      return true;
    }
    return a === actual && e === expected;
  }

  /** The actual value for an expected one (itself when not yet bound). */
  actualFor(expected: T): T {
    return this.toActual.get(expected) ?? expected;
  }

  /** Every binding, expected → actual. */
  entries(): IterableIterator<[T, T]> {
    return this.toActual.entries();
  }
}

/**
 * Hook ids seen while replaying against a server: the first time an expected id meets an actual
 * one at the same place they are bound, and must agree from then on. Other ids (GitHub's
 * deliveries, repositories, users) and logins are bound the same way, each in a namespace of its
 * own: a recording remaps hook ids only, so a hook's 2 and a delivery's 2 are different things.
 */
export class IdBinding {
  private readonly hooks = new Binding<number>();
  /** Ids of anything but a hook. */
  readonly others = new Binding<number>();
  /** A recording names the upstream's users, a fresh mock the recorded ones (`recorded-user-1`). */
  readonly logins = new Binding<string>();

  /** Binds a hook id on first sight; false when either side is already bound to something else. */
  match(expected: number, actual: number): boolean {
    return this.hooks.match(expected, actual);
  }

  /** The actual id for an expected one (itself when not yet bound). */
  actualFor(expected: number): number {
    return this.hooks.actualFor(expected);
  }

  /**
   * A recorded text with the hook id of a `/hooks/{id}` URL and each bound login (a URL path
   * segment) made the answered ones: GitHub's answers carry both in their URLs.
   */
  withBound(expected: string): string {
    let out = expected.replace(HOOK_ID_IN_URL, (_, id: string) => `/hooks/${this.actualFor(Number(id))}`);
    for (const [recorded, answered] of this.logins.entries())
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
  inHook = false,
): Mismatch[] {
  const here = (label = path): Mismatch[] => [{ path: label, expected, actual }];
  if (isTimestamp(expected) && isTimestamp(actual)) return [];
  if ((key === 'id' || key === 'hook_id') && typeof expected === 'number' && typeof actual === 'number') {
    const binding = key === 'hook_id' || inHook ? ids : ids.others;
    return binding.match(expected, actual) ? [] : here();
  }
  if (typeof expected === 'string' && typeof actual === 'string' && expected !== actual) {
    if (key === 'login') return ids.logins.match(expected, actual) ? [] : here();
    // A ping's `zen` is one of GitHub's sayings, picked at random: compared by shape.
    if (key === 'zen') return [];
    if (key !== undefined && HOOK_ID_HEADER.test(key))
      return ids.match(Number(expected), Number(actual)) ? [] : here();
    return ids.withBound(expected) === actual ? [] : here();
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
    const hook = isHookObject(e);
    return keys.flatMap((k) =>
      k in e && k in a
        ? differences(e[k], a[k], ids, `${path}.${k}`, k, hook)
        : [{ path: `${path}.${k}`, expected: e[k], actual: a[k] }],
    );
  }
  return Object.is(expected, actual) ? [] : here();
}
