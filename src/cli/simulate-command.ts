import { UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { deliveriesOf, deliveryLine, notFiredLine, notFiredOf } from './delivery-line.js';
import type { Invocation } from './program.js';
import { remoteControl, timeoutOption } from './remote-call.js';
import { exitCodeOf, settled } from './settled.js';

/**
 * `--set key=value`: the value as JSON when it is a number, `true`/`false`, a list or a quoted
 * string (`--set number=3`, `--set assignees='["bob"]'`, `--set 'title="42"'`); any other text
 * is a string (`--set head=feature`), as `gh api -F` reads its fields.
 */
export function setValue(pair: string): [string, unknown] {
  const at = pair.indexOf('=');
  if (at <= 0) throw new UsageError(`--set expects key=value, got "${pair}"`);
  const key = pair.slice(0, at);
  const text = pair.slice(at + 1);
  if (!/^(-?\d|true$|false$|\[|")/.test(text)) return [key, text];
  try {
    return [key, JSON.parse(text)];
  } catch {
    return [key, text];
  }
}

/**
 * `hookmock simulate ACTION`: POST /__hookmock/simulate/ACTION, then one line per delivery and
 * one per hook that did not fire (with why), as `hookmock emit` prints them; exit 1 when a delivery
 * did not get a 2xx (settled.ts `exitCodeOf`).
 */
export async function runSimulate({ flags, operands }: Invocation, io: Io): Promise<number> {
  const [action, extra] = operands;
  if (action === undefined)
    throw new UsageError('missing ACTION (e.g. push, openPullRequest, mergePullRequest)');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  if (typeof flags.repo !== 'string') throw new UsageError('missing --repo OWNER/NAME');
  const sets = Array.isArray(flags.set) ? flags.set.filter((s) => typeof s === 'string') : [];
  const options = Object.fromEntries([['repo', flags.repo], ...sets.map(setValue)]);
  const server = typeof flags.server === 'string' ? flags.server : undefined;
  const call = remoteControl(server, io, timeoutOption(flags.timeout));
  const answer = await call('POST', `/simulate/${encodeURIComponent(action)}`, options);
  const deliveries = await settled(call, deliveriesOf(answer));
  io.out(
    `${action} ${flags.repo}${madeOf(answer)}: ${deliveries.length} ${deliveries.length === 1 ? 'delivery' : 'deliveries'}`,
  );
  for (const d of deliveries) io.out(deliveryLine(d));
  for (const n of notFiredOf(answer)) io.out(notFiredLine(n));
  return exitCodeOf(deliveries);
}

/** `, #3` and `, sha 1a2b3c4`: what the action made, when it says. */
function madeOf(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) return '';
  const number = 'number' in answer && typeof answer.number === 'number' ? `, #${answer.number}` : '';
  const sha = 'sha' in answer && typeof answer.sha === 'string' ? `, sha ${answer.sha.slice(0, 10)}` : '';
  return `${number}${sha}`;
}
