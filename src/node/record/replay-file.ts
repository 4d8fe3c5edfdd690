import { createServerMock } from '../../core/mock-facade.js';
import { resolveScenarioInput } from '../../core/scenario/resolve-input.js';
import type { FlavorName } from '../../core/contract/flavor.js';
import { flavorNamed, productOf } from '../../core/flavors/index.js';
import { RECORDED_INSTANT, RECORDED_ORIGIN } from '../../core/recording/normalize-values.js';
import { replaySteps } from '../../core/recording/replay.js';
import type { Send, StepResult } from '../../core/recording/replay.js';
import { detailOf } from '../../core/errors/hookmock-error.js';
import type { ParsedScenario } from '../../core/scenario/schema.js';

/** Options of `replayScenario`: where to replay, and with which tokens. */
export interface ReplayOptions {
  /** Replay against this server instead of a fresh mock loaded with the file's state. */
  against?: string;
  /** The fresh mock's flavor. Default: the file's `flavor`, else `spec`. */
  flavor?: FlavorName;
  /** Real tokens for the file's placeholders, when replaying against a real server. */
  tokens?: Record<string, string>;
  /**
   * With `against`: how long a read that shows a delivery still pending (GitHub's `"pending"`,
   * `last_response` `"unused"`) is asked again before it counts as a difference, in ms. Default
   * 11,000: longer than any flavor's delivery timeout, so every delivery has settled by then.
   */
  settleMs?: number;
}

const SETTLE_MS = 11_000;

/**
 * Replays a recorded scenario's steps: against a fresh in-process mock loaded with the file's
 * initial state (a regression test of the mock) or against any server (a drift check).
 *
 * @example
 * const results = await replayScenario(await loadScenarioFile('recordings/create-hook.json'));
 * console.log(transcript(results));
 * @see docs/guide/recording.md
 */
export async function replayScenario(
  scenario: ParsedScenario,
  options: ReplayOptions = {},
): Promise<StepResult[]> {
  const steps = scenario.steps ?? [];
  const flavor = options.flavor ?? scenario.flavor ?? 'spec';
  const send = options.against ? httpSend(options.against) : await mockSend(scenario, flavor);
  // A server's deliveries settle on their own; a fresh mock sends none, so nothing waits there.
  const settleMs = options.against ? (options.settleMs ?? SETTLE_MS) : 0;
  return replaySteps(
    steps,
    send,
    (placeholder) => options.tokens?.[placeholder] ?? placeholder,
    {},
    // Each step's token goes out in the recording's own form (GitLab's `PRIVATE-TOKEN`).
    // A product's other spellings of a hook id (Bitbucket Cloud's uuid) are bound like the id.
    {
      settleMs,
      credentials: flavorNamed(flavor).credentials,
      hints: productOf(flavorNamed(flavor)).recording,
    },
  );
}

async function mockSend(recorded: ParsedScenario, flavor: FlavorName): Promise<Send> {
  const { steps: _steps, flavor: _flavor, ...state } = recorded;
  const { scenario } = await resolveScenarioInput(state);
  const fixed = new Date(RECORDED_INSTANT);
  // Recorded paths carry the server's base path (`/api/v1`, GitHub Enterprise's `/api/v3`).
  const baseUrl = flavorNamed(flavor).baseUrl.server;
  const mock = createServerMock({ scenario, flavor, baseUrl, auth: 'strict', clock: () => fixed });
  return async ({ method, url, headers, body }) => {
    const target = new URL(url, RECORDED_ORIGIN);
    const response = (await mock.handle({
      method,
      url: target,
      header: (name) => headers[name.toLowerCase()] ?? null,
      body: body ?? '',
    })) ?? { status: 404, headers: {}, body: '' }; // a step outside the mocked API: nothing answers
    const lower = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    return { status: response.status, headers: lower, body: response.body, origin: RECORDED_ORIGIN };
  };
}

/** Sends to a server's root (origin plus any sub-path); recorded paths start with /api/v1 (/api/v3). */
export function httpSend(root: string): Send {
  const base = root.replace(/\/+$/, '').replace(/\/api\/v\d+$/, '');
  return async ({ method, url, headers, body }) => {
    let response: Response;
    try {
      response = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual' });
    } catch (error) {
      // fetch's TypeError says only "fetch failed"; the reason is in its cause.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
      throw new Error(`cannot reach ${base}: ${cause ?? detailOf(error)}`);
    }
    const lower: Record<string, string> = {};
    response.headers.forEach((value, name) => (lower[name] = value));
    return { status: response.status, headers: lower, body: await response.text(), origin: base };
  };
}

/** A value of a mismatch, short: JSON cut at 80 characters; nothing there is said so. */
function shown(value: unknown): string {
  if (value === undefined) return '(nothing)';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Under a ✗ line, each place with the recorded and the answered value (the status line has both). */
function valueLines(result: StepResult): string[] {
  return result.mismatches
    .filter((m) => !m.path.startsWith('status ('))
    .map((m) => `      ${m.path}: expected ${shown(m.expected)}, got ${shown(m.actual)}`);
}

/**
 * One line a step: ✓/✗, the request, the status, and for ✗ the paths that differ, each then on
 * a line of its own with the recorded and the answered value.
 *
 * @example
 * const results = await replayScenario(scenario, { against: 'http://127.0.0.1:3000' });
 * console.log(transcript(results)); // ✓  1 GET /api/v1/repos/acme/widgets/hooks → 200
 * @see docs/guide/recording.md
 */
export function transcript(results: readonly StepResult[]): string {
  const lines = results.flatMap((result) => {
    const { index, step, ok, status, differences } = result;
    const head = `${ok ? '✓' : '✗'} ${String(index + 1).padStart(2)} ${step.request.method} ${step.request.path} → ${status}`;
    return ok ? [head] : [`${head}  differs at: ${differences.join(', ')}`, ...valueLines(result)];
  });
  const failed = results.filter((r) => !r.ok).length;
  lines.push(
    failed === 0 ? `all ${results.length} steps match` : `${failed} of ${results.length} steps differ`,
  );
  return lines.join('\n');
}

/**
 * The token placeholders of a recording (`recorded-token-1`, …) that `tokens` leaves unmapped:
 * replayed against a real server they go out as they are, and it answers 401 where the
 * recording had 200 — `hookmock replay --against` warns before it sends anything.
 *
 * @example
 * unmappedTokens(scenario, { 'recorded-token-1': 'abc' }); // ['recorded-token-2']
 * @see docs/guide/recording.md
 */
export function unmappedTokens(scenario: ParsedScenario, tokens: Record<string, string> = {}): string[] {
  const used = (scenario.steps ?? []).map((step) => step.request.token);
  return [...new Set(used)].filter((t): t is string => t !== null && !(t in tokens));
}
