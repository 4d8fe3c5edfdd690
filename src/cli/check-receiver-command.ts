import { CliError, UsageError, messageOf } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { flavorOption } from './cli-options.js';
import type { Invocation } from './program.js';
import { checkReceiver } from '../core/receiver-check/check-receiver.js';
import type { ReceiverCaseResult, ReceiverReport } from '../core/receiver-check/check-receiver.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The answer part of a case's line: `got 202 in 4 ms`, or what went wrong. */
function answerText(c: ReceiverCaseResult): string {
  if (c.status === undefined) return `got no answer (${c.error ?? 'no response'})`;
  return c.durationMs === undefined ? `got ${c.status}` : `got ${c.status} in ${c.durationMs} ms`;
}

/** One case on one line; a failing case says why a receiver should answer otherwise. */
export function caseLine(c: ReceiverCaseResult, width: number): string {
  const mark = c.ok ? '✓' : '✗';
  const head = `${mark} ${c.name.padEnd(width)} expected ${c.expected}, ${answerText(c)}`;
  const size = c.name === 'large-body' ? ` (${Math.round(c.bodyBytes / 1024)} KiB body)` : '';
  const again =
    c.name === 'redelivery'
      ? ` (guid ${c.guid}, the same as valid's: check that your receiver acted once)`
      : '';
  return c.ok ? `${head}${size}${again}` : `${head}${size}${again} — ${c.why}`;
}

function summary(report: ReceiverReport): string {
  const total = report.cases.length;
  const verdict = report.ok ? 'every case passed' : `${report.failed} of ${total} failed`;
  return `${report.flavor} receiver check of ${report.url}: ${total} cases, ${report.passed} passed; ${verdict}`;
}

/**
 * `hookmock check-receiver URL --secret S`: the battery of `checkReceiver` against a receiver
 * over HTTP, one line per case and a summary (`--json`: the report). Exit 1 when a case fails.
 */
export async function runCheckReceiver({ flags, operands }: Invocation, io: Io): Promise<number> {
  const [url, extra] = operands;
  if (url === undefined) throw new UsageError('missing URL (where the receiver listens)');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  if (!/^https?:\/\//.test(url) || !URL.canParse(url))
    throw new UsageError(`URL must be an http(s) URL, got "${url}"`);
  const secret = text(flags.secret);
  if (secret === undefined || secret === '')
    throw new UsageError('missing --secret (the secret the receiver checks signatures with)');
  const flavor = flavorOption(text(flags.flavor)) ?? 'spec';
  const signingToken = text(flags.signingToken);
  const options = { secret, flavor, ...(signingToken === undefined ? {} : { signingToken }) };
  const report = await checkReceiver(url, options).catch((error: unknown) => {
    throw new CliError(messageOf(error));
  });
  if (flags.json === true) io.out(JSON.stringify(report, null, 2));
  else {
    const width = Math.max(...report.cases.map((c) => c.name.length));
    for (const c of report.cases) io.out(caseLine(c, width));
    io.out(summary(report));
  }
  return report.ok ? 0 : 1;
}
