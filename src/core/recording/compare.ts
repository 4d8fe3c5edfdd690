import { REDACTED, isHookIdHeader, isHookObject } from './normalize-values.js';
import { sameTimestampShape } from './timestamps.js';
import { URL_KEY } from './redact.js';
import { redactHookUrl } from './redact-url.js';
import { IdBinding } from './id-binding.js';

export { IdBinding };
import { isJsonObject } from '../util/json-object.js';

/** Timing fields (GitHub's delivery `duration`, the journal's `durationMs`): any number matches. */
const TIMING_KEYS = new Set(['duration', 'durationMs']);
/** Where a delivery's GUID stands: GitHub's `guid`, the `X-GitHub-Delivery`-like headers. */
const GUID_KEY = /^(?:guid|x-[a-z]+-delivery)$/i;

/** Where a push names a person, and the fields that name them (bound like a login). */
const PERSON_KEYS = new Set(['pusher', 'author', 'committer']);
const PERSON_FIELDS = new Set(['name', 'email', 'username']);

/** Fields that spell an id in text (`MDEyOk9yZ2FuaXphdGlvbjM=`, `…/avatars/u/3?v=4`). */
const ID_SPELLINGS = new Set(['node_id', 'avatar_url']);

/** The object an `id` belongs to, from its path: `body.request.payload.organization.id` → `organization`. */
const namespaceOf = (path: string): string =>
  path
    .split('.')
    .slice(-2, -1)[0]
    ?.replace(/\[\d+\]$/, '') ?? 'body';

/**
 * Whether a receiver's URL the recording redacted (`https://deploy.example.test/REDACTED`) is the
 * answered one (`…/releases`) under the same redaction: `replay --against` applies the
 * recording's rules to the live answer rather than flag them. Only where the recording did redact.
 */
const redactedAlike = (key: string | undefined, expected: string, actual: string): boolean =>
  key !== undefined && URL_KEY.test(key) && expected.includes(REDACTED) && redactHookUrl(actual) === expected;

const sameKeys = (a: object, b: object): boolean =>
  Object.keys(a).sort().join() === Object.keys(b).sort().join();

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
  if (sameTimestampShape(expected, actual, key)) return [];
  // How long a delivery took is the machine's, not the API's: compared by kind.
  if (key !== undefined && TIMING_KEYS.has(key) && typeof expected === 'number')
    return typeof actual === 'number' ? [] : here();
  // A payload's `hook.last_response` is the hook's previous delivery as it stood when this one was
  // built (GitHub's create ping may or may not have landed by the test press): compared by kind.
  if (key === 'last_response' && path.includes('.payload.') && isJsonObject(expected))
    return isJsonObject(actual) && sameKeys(expected, actual) ? [] : here();
  if ((key === 'id' || key === 'hook_id') && typeof expected === 'number' && typeof actual === 'number') {
    const binding = key === 'hook_id' || inHook ? ids : ids.other(namespaceOf(path));
    return binding.match(expected, actual) ? [] : here();
  }
  if (typeof expected === 'string' && typeof actual === 'string' && expected !== actual) {
    if (key === 'login') return ids.logins.match(expected, actual) ? [] : here();
    const person = namespaceOf(path);
    if (key !== undefined && PERSON_FIELDS.has(key) && PERSON_KEYS.has(person))
      return ids.person(`${person}.${key}`).match(expected, actual) ? [] : here();
    if (key !== undefined && GUID_KEY.test(key)) return ids.guids.match(expected, actual) ? [] : here();
    // An account's `node_id` and `avatar_url` spell its id: bound as the id is.
    if (key !== undefined && ID_SPELLINGS.has(key))
      return ids.spellings.match(expected, actual) ? [] : here();
    // A ping's `zen` is one of GitHub's sayings, picked at random: compared by shape.
    if (key === 'zen') return [];
    if (key !== undefined && isHookIdHeader(key))
      return ids.match(Number(expected), Number(actual)) ? [] : here();
    const bound = ids.withBound(expected);
    return bound === actual || redactedAlike(key, bound, actual) ? [] : here();
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
