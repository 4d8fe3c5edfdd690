import { formatMessage } from '../core/errors/format-message.js';
import { CliError, UsageError, firstLine, messageOf } from './cli-errors.js';
import type { Io } from './cli-errors.js';

/** Usage errors: one line and exit 2; anything else: one line and exit 1 (commander's: cli-run.ts). */
export function reportError(error: unknown, io: Io): number {
  if (error instanceof UsageError) {
    io.err(formatMessage(`${error.message} (see hookmock --help)`));
    return 2;
  }
  if (error instanceof CliError) {
    io.err(formatMessage(error.message));
    return 1;
  }
  io.err(formatMessage(firstLine(messageOf(error))));
  return 1;
}

export function defaultIo(): Io {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
  };
}

/** The process side of a run: its exit code; servers (and a failure) exit at once when done. */
export function exitWith(run: Promise<number>): void {
  // The reader of the output has gone (`hookmock scenarios | head -1`, a `listen` piped to a
  // pager that quit): stop quietly with 0, as Unix tools do, instead of an unhandled EPIPE.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  run.then(
    (code) => {
      process.exitCode = code;
      if (code !== 0 || ['serve', 'record', 'demo', 'listen'].includes(process.argv[2] ?? ''))
        process.exit(code);
    },
    (error: unknown) => {
      process.stderr.write(`${formatMessage(String(error))}\n`);
      process.exit(1);
    },
  );
}
