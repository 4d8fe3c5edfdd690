import { CliError, UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { errorMessageOf } from '../client/control-fetch.js';
import { CONTROL_PATH } from '../core/control/control-path.js';

/** One control API call of a remote command: its JSON answer, or a one-line CliError (exit 1). */
export type RemoteCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

/**
 * The control API of `--server` (default `$HOOKMOCK_URL`, then http://127.0.0.1:4100), as
 * `hookmock emit` reaches it: a bad URL is a usage error, an unreachable server or an error
 * answer one line naming what to do.
 */
export function remoteControl(server: string | undefined, io: Io): RemoteCall {
  const base = server ?? io.env.HOOKMOCK_URL ?? 'http://127.0.0.1:4100';
  let origin: string;
  try {
    origin = new URL(base).origin;
  } catch {
    throw new UsageError(`--server must be a URL like http://127.0.0.1:4100, got "${base}"`);
  }
  return async (method, path, body) => {
    let response: Response;
    try {
      response = await fetch(`${origin}${CONTROL_PATH}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      });
    } catch (error) {
      // fetch() rejects with a TypeError whose cause says what went wrong (ECONNREFUSED, …).
      const cause =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new CliError(
        `cannot reach a hookmock server at ${origin} (${cause}); start one with \`hookmock serve\``,
      );
    }
    const text = await response.text();
    if (!response.ok) throw new CliError(`${origin} answered ${response.status}: ${errorMessageOf(text)}`);
    return text === '' ? undefined : JSON.parse(text);
  };
}
