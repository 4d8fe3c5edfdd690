import { readFile } from 'node:fs/promises';
import { CliError, UsageError, messageOf } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import type { Invocation } from './program.js';
import { errorMessageOf } from '../client/control-fetch.js';
import { CONTROL_PATH } from '../core/control/control-path.js';

/** `emit`'s flags as declared in program.ts (commander's opts() are untyped). */
interface EmitFlags {
  repo?: string;
  org?: string;
  action?: string;
  ref?: string;
  sender?: string;
  payload?: string;
  server?: string;
}

/** `hookmock emit`: POST /__hookmock/events on a running server. */
export async function runEmit({ flags, operands: positionals }: Invocation, io: Io): Promise<number> {
  // Boundary: commander's opts() are untyped; program.ts declares exactly these options on `emit`.
  const values = flags as EmitFlags;
  const [event, extra] = positionals;
  if (event === undefined) throw new UsageError('missing EVENT (e.g. push, issues, pull_request)');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  if ((values.repo === undefined) === (values.org === undefined))
    throw new UsageError('give exactly one of --repo and --org');
  const body: Record<string, unknown> = { event };
  for (const key of ['repo', 'org', 'action', 'ref', 'sender'] as const)
    if (values[key] !== undefined) body[key] = values[key];
  if (values.payload !== undefined) body.payload = await payloadFile(values.payload);
  const base = values.server ?? io.env.HOOKMOCK_URL ?? 'http://127.0.0.1:4100';
  let url: URL;
  try {
    url = new URL(`${CONTROL_PATH}/events`, base);
  } catch {
    throw new UsageError(`--server must be a URL like http://127.0.0.1:4100, got "${base}"`);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // fetch() rejects with a TypeError whose cause says what went wrong (ECONNREFUSED, …).
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new CliError(
      `cannot reach a hookmock server at ${url.origin} (${cause}); start one with \`hookmock serve\``,
    );
  }
  const text = await response.text();
  if (response.status !== 200) {
    throw new CliError(`${url.origin} answered ${response.status}: ${errorMessageOf(text)}`);
  }
  io.out(JSON.stringify(JSON.parse(text), null, 2));
  return 0;
}

export async function payloadFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read --payload ${path}: ${messageOf(error)}`);
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value;
  } catch {
    throw new CliError(`--payload ${path} must hold a JSON object`);
  }
}
