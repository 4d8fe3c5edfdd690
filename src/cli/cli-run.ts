import { formatMessage } from '../core/errors/format-message.js';
import { CommanderError } from 'commander';
import { CliError, UsageError, firstLine, messageOf } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { COMMAND_NAMES, buildProgram } from './program.js';
import type { Runner } from './program.js';

/** Set by the bundler (scripts/bundle-cli.mjs) from package.json; absent when run from source. */
declare const HOOKMOCK_VERSION: string | undefined;
const VERSION = typeof HOOKMOCK_VERSION === 'string' ? HOOKMOCK_VERSION : '0.0.0-source';

/**
 * Runs the command line with `run` as the commands' implementations; resolves with the exit code.
 * main.ts passes every command; the bundle's `serve` entry (serve-bin.ts) `serve` alone.
 */
export async function runCli(argv: string[], io: Io, run: Runner): Promise<number> {
  let code = 0;
  const names = COMMAND_NAMES;
  try {
    const [name] = argv;
    if (name === undefined) throw new UsageError(`missing command (${names.join(', ')})`);
    if (!name.startsWith('-') && name !== 'help' && !names.includes(name))
      throw new UsageError(`unknown command "${name}" (${names.join(', ')})`);
    // A command runs from a program holding it alone; --help, help and --version get them all.
    const only = names.includes(name) ? name : undefined;
    const program = buildProgram(VERSION, io, run, (exit) => (code = exit), only);
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (error) {
    return report(error, io);
  }
}

/** Usage errors: one line and exit 2; anything else: one line and exit 1. */
function report(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // Help and version "errors" are commander's way of stopping after printing them.
    if (error.exitCode === 0) return 0;
    io.err(formatMessage(`${firstLine(error.message).replace(/^error: /, '')} (see hookmock --help)`));
    return 2;
  }
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
