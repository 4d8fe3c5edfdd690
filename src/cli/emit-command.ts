import { readFile } from 'node:fs/promises';
import { CliError, UsageError, messageOf } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { deliveriesOf, deliveryLine, notFiredLine, notFiredOf } from './delivery-line.js';
import type { Invocation } from './program.js';
import { remoteControl, timeoutOption } from './remote-call.js';
import { exitCodeOf, settled } from './settled.js';
import { CONTROL_PATH } from '../core/http/control-path.js';

/** `emit`'s flags as declared in program.ts (commander's opts() are untyped). */
interface EmitFlags {
  repo?: string;
  org?: string;
  action?: string;
  ref?: string;
  sender?: string;
  payload?: string;
  server?: string;
  wait?: boolean;
  json?: boolean;
  timeout?: string;
}

/**
 * `hookmock emit`: POST /__hookmock/events?explain on a running server. One line per hook: each
 * delivery with its outcome (`--wait`: once settled), each hook left out with why; `--json` the
 * whole answer. Exit 0 once the server has fired it; with `--wait`, 1 when a delivery did not get
 * a 2xx (settled.ts `exitCodeOf`, as `simulate`, `redeliver` and `send`).
 */
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
  const call = remoteControl(values.server, io, timeoutOption(values.timeout));
  const answer = await call('POST', '/events?explain', body);
  const fired = deliveriesOf(answer);
  const deliveries = values.wait ? await settled(call, fired) : fired;
  const notFired = notFiredOf(answer);
  if (values.json) {
    io.out(JSON.stringify({ deliveries, notFired, total: totalOf(answer, deliveries.length) }, null, 2));
    return values.wait ? exitCodeOf(deliveries) : 0;
  }
  for (const d of deliveries) io.out(deliveryLine(d));
  for (const n of notFired) io.out(notFiredLine(n));
  const more = totalOf(answer, deliveries.length) - deliveries.length;
  if (more > 0) io.out(`… and ${more} more deliveries (GET ${CONTROL_PATH}/deliveries)`);
  if (deliveries.length === 0 && notFired.length === 0)
    io.out(`no hook of ${values.repo ?? values.org} or its org`);
  return values.wait ? exitCodeOf(deliveries) : 0;
}

function totalOf(answer: unknown, fallback: number): number {
  if (typeof answer !== 'object' || answer === null || !('total' in answer)) return fallback;
  return typeof answer.total === 'number' ? answer.total : fallback;
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
