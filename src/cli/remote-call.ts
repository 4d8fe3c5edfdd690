import { CliError, UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { errorMessageOf } from '../client/control-fetch.js';
import { CONTROL_PATH } from '../core/http/control-path.js';
import { httpCall } from './http-call.js';
import type { CallAnswer, CallInit } from './http-call.js';

/** One control API call of a remote command: its JSON answer, or a one-line CliError (exit 1). */
export type RemoteCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

/** How long one call to a running server may take, as `hookmock/client`'s `timeoutMs` (F11, G8). */
export const REMOTE_TIMEOUT_MS = 10_000;

/** `--timeout MS` of a remote command: a whole number of milliseconds, 1 or more. */
export function timeoutOption(value: unknown): number {
  if (value === undefined) return REMOTE_TIMEOUT_MS;
  const text = String(value);
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw new UsageError(`invalid --timeout "${text}": expected milliseconds, e.g. 10000`);
  return Number(text);
}

/**
 * One call that gives up after `timeoutMs` (the answer's body included, so read it through the
 * returned text), with one line saying what did not answer: a silent server held `simulate` and
 * `listen --server` until they were killed (security review 4, G8). Node's own client
 * (http-call.ts), not `fetch`, whose first use costs a short command more than its start.
 */
export async function timedFetch(url: string, init: CallInit, timeoutMs: number): Promise<CallAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await httpCall(url, init, signal);
  } catch (error) {
    const origin = new URL(url).origin;
    if (signal.aborted)
      throw new CliError(`${origin} did not answer within ${timeoutMs} ms (--timeout to wait longer)`);
    // The socket's error says what went wrong (connect ECONNREFUSED …).
    const cause = error instanceof Error ? error.message : String(error);
    throw new CliError(
      `cannot reach a hookmock server at ${origin} (${cause}); start one with \`hookmock serve\``,
    );
  }
}

/**
 * The control API of `--server` (default `$HOOKMOCK_URL`, then http://127.0.0.1:4100), as
 * `hookmock emit` reaches it: a bad URL is a usage error, an unreachable or silent server or an
 * error answer one line naming what to do.
 */
export function remoteControl(server: string | undefined, io: Io, timeoutMs = REMOTE_TIMEOUT_MS): RemoteCall {
  const base = server ?? io.env.HOOKMOCK_URL ?? 'http://127.0.0.1:4100';
  let origin: string;
  try {
    origin = new URL(base).origin;
  } catch {
    throw new UsageError(`--server must be a URL like http://127.0.0.1:4100, got "${base}"`);
  }
  return async (method, path, body) => {
    const init =
      body === undefined
        ? { method }
        : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const { ok, status, text } = await timedFetch(`${origin}${CONTROL_PATH}${path}`, init, timeoutMs);
    if (!ok) throw new CliError(`${origin} answered ${status}: ${errorMessageOf(text)}`);
    return text === '' ? undefined : JSON.parse(text);
  };
}
