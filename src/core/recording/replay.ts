import type { Step } from './exchange.js';
import { KEPT_RESPONSE_HEADERS } from './exchange.js';
import { IdBinding, differences } from './compare.js';
import type { Mismatch } from './compare.js';
import { HOOK_ID_IN_URL, normalizeValue, replaceOrigin } from './normalize-values.js';
import { AUTHORIZATION_FORMS } from '../auth/credential-forms.js';
import type { CredentialForm } from '../auth/credential-forms.js';
import { bindSpelledHooks, respelled } from './hook-answers.js';
import type { RecordingHints } from './recording-hints.js';

/** What replaying needs from a target: send one request, get status, headers and body text. */
export type Send = (request: {
  method: string;
  /** Path and query, e.g. `/api/v1/orgs/acme/hooks?page=2`. */
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}) => Promise<{ status: number; headers: Record<string, string>; body: string; origin: string }>;

/** One replayed step (`replayScenario` resolves to these, in order; `transcript` prints them). */
export interface StepResult {
  /** The step's position in the file, from 0. */
  index: number;
  /** The recorded step. */
  step: Step;
  /** Whether the answer matched the recorded one (no `differences`). */
  ok: boolean;
  /** The status the target answered. */
  status: number;
  /** Paths that differ (`status (201 ≠ 422)`, `headers.link`, `body.message`, …). */
  differences: string[];
  /** The same places with the recorded and the answered value of each. */
  mismatches: Mismatch[];
}

/**
 * Replays recorded steps in order against a target and compares each answer with the recorded
 * one, normalized the same way (docs/guide/recording.md). `tokens` maps the file's
 * placeholder tokens to real ones (identity for a mock loaded from the same file).
 */
export async function replaySteps(
  steps: readonly Step[],
  send: Send,
  tokens: (placeholder: string) => string = (t) => t,
  observe: {
    before?(step: Step, index: number): Promise<void> | void;
    after?(result: StepResult): Promise<void> | void;
  } = {},
  options: ReplayTiming = {},
): Promise<StepResult[]> {
  const ids = new IdBinding();
  const results: StepResult[] = [];
  for (const [index, step] of steps.entries()) {
    await observe.before?.(step, index);
    const request = requestOf(step, ids, tokens, options.credentials ?? AUTHORIZATION_FORMS, options.hints);
    const deadline = Date.now() + (options.settleMs ?? 0);
    let answer = await send(request);
    const compareAnswer = (binding: IdBinding) => compareWith(step, answer, binding, options.hints);
    let mismatches = compareAnswer(ids.copy());
    // A read that shows a delivery still in flight is asked again until it settles (bounded):
    // the recording saw it settled, and the target will too.
    while (request.method === 'GET' && unsettled(mismatches) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
      answer = await send(request);
      mismatches = compareAnswer(ids.copy());
    }
    mismatches = compareAnswer(ids);
    const result: StepResult = {
      index,
      step,
      ok: mismatches.length === 0,
      status: answer.status,
      differences: mismatches.map((m) => m.path),
      mismatches,
    };
    results.push(result);
    await observe.after?.(result);
  }
  return results;
}

/** How long `replaySteps` lets a target's deliveries settle (a fresh mock sends none: 0). */
export interface ReplayTiming {
  /** How long a read that shows a pending delivery is asked again, in ms. Default 0 (asked once). */
  settleMs?: number;
  /** The recording's token forms (`Flavor.credentials`): how each step's token is sent. Default: `Authorization: token`. */
  credentials?: CredentialForm;
  /** The product's recording hints: its other spellings of a hook id (a uuid), bound like the id. Default: none. */
  hints?: RecordingHints;
}

const SETTLE_POLL_MS = 50;
/** What GitHub's deliveries and `last_response` say before a delivery settles. */
const UNSETTLED = new Set<unknown>(['pending', 'unused']);
const unsettled = (mismatches: readonly Mismatch[]): boolean =>
  mismatches.some((m) => UNSETTLED.has(m.actual));

/** The recorded request for the target: hook ids as bound so far, placeholder tokens mapped. */
function requestOf(
  step: Step,
  ids: IdBinding,
  tokens: (placeholder: string) => string,
  sending: CredentialForm,
  hints: RecordingHints | undefined,
): Parameters<Send>[0] {
  const { request } = step;
  // A delivery's id in a path (GitHub's `…/deliveries/2`) is bound where its list showed it.
  const path = respelled(hints, request.path, (id) => ids.actualFor(id))
    .replace(HOOK_ID_IN_URL, (_, at: string, id: string) => `${at}${ids.actualFor(Number(id))}`)
    .replace(
      /\/deliveries\/(\d+)(?=\/|$)/,
      (_, id: string) => `/deliveries/${ids.other('body').actualFor(Number(id))}`,
    );
  const query = new URLSearchParams(request.query ?? {});
  const headers: Record<string, string> = {};
  if (request.token !== null) {
    const token = tokens(request.token);
    if (request.tokenIn === 'query') query.set(sending.queryKey, token);
    else {
      const [name, value] = sending.header(token);
      headers[name] = value;
    }
  }
  if (request.contentType) headers['content-type'] = request.contentType;
  const search = query.toString();
  return {
    method: request.method,
    url: `${path}${search ? `?${search}` : ''}`,
    headers,
    body: bodyText(request.body),
  };
}

function compareWith(
  step: Step,
  answer: Awaited<ReturnType<Send>>,
  ids: IdBinding,
  hints: RecordingHints | undefined,
): Mismatch[] {
  const out: Mismatch[] = [];
  const expected = step.response;
  if (expected.status !== answer.status)
    out.push({
      path: `status (${expected.status} ≠ ${answer.status})`,
      expected: expected.status,
      actual: answer.status,
    });
  for (const name of KEPT_RESPONSE_HEADERS) {
    if (name === 'content-type') continue; // charset spelling varies between servers; bodies are compared
    const want = expected.headers?.[name];
    const got = answer.headers[name];
    const normalized =
      got === undefined
        ? undefined
        : replaceOrigin(got, answer.origin).replace(
            /([?&])(token|access_token|private_token)=[^&>]*/g,
            '$1$2=…',
          );
    const wanted = want?.replace(/([?&])(token|access_token|private_token)=[^&>]*/g, '$1$2=…');
    if (wanted !== normalized) out.push({ path: `headers.${name}`, expected: wanted, actual: normalized });
  }
  let actualBody: unknown;
  try {
    actualBody = answer.body === '' ? undefined : JSON.parse(answer.body);
  } catch {
    actualBody = answer.body;
  }
  // The answer's other spellings of hook ids (uuids) read back as the recorded ones they are bound to.
  const respell = hints ? bindSpelledHooks(hints, expected.body, actualBody, ids) : undefined;
  const normalized = normalizeValue(actualBody, { origin: answer.origin, mapId: (id) => id, respell });
  out.push(...differences(expected.body, normalized, ids));
  return out;
}

/** A step's request body as sent: a string as is (even malformed JSON), anything else as JSON. */
export function bodyText(body: unknown): string | undefined {
  return body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
}
