#!/usr/bin/env node
import { formatMessage } from '../core/errors/format-message.js';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CommanderError } from 'commander';
import { CliError, UsageError, firstLine, messageOf } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { COMMAND_NAMES, buildProgram } from './program.js';
import type { Invocation, Runner } from './program.js';

export { CliError, UsageError } from './cli-errors.js';
export type { Io } from './cli-errors.js';

/** Set by the bundler (scripts/bundle-cli.mjs) from package.json; absent when run from source. */
declare const HOOKMOCK_VERSION: string | undefined;
const VERSION = typeof HOOKMOCK_VERSION === 'string' ? HOOKMOCK_VERSION : '0.0.0-source';

/**
 * Each command's code is imported when it runs: `--help` loads commander and nothing else, and
 * `serve` neither the recorder, http-proxy nor the replay machinery.
 */
const runCommand: Runner = async (name: string, invocation: Invocation, io: Io) => {
  switch (name) {
    case 'serve':
      return (await import('./serve-command.js')).serve(invocation, io);
    case 'emit':
      return (await import('./emit-command.js')).runEmit(invocation, io);
    case 'demo':
      return (await import('./demo-command.js')).runDemoCommand(invocation, io);
    case 'redeliver':
      return (await import('./redeliver-command.js')).runRedeliver(invocation, io);
    case 'simulate':
      return (await import('./simulate-command.js')).runSimulate(invocation, io);
    case 'send':
      return (await import('./send-command.js')).runSend(invocation, io);
    case 'check-receiver':
      return (await import('./check-receiver-command.js')).runCheckReceiver(invocation, io);
    case 'listen':
      return (await import('./listen-command.js')).runListen(invocation, io);
    case 'scenarios':
      return (await import('./scenarios-command.js')).listScenarios(invocation, io);
    default:
      return (await import('./recording-commands.js')).run(name, invocation, io);
  }
};

/** Runs the CLI; resolves with the process exit code. */
export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  let code = 0;
  const names = COMMAND_NAMES;
  try {
    const [name] = argv;
    if (name === undefined) throw new UsageError(`missing command (${names.join(', ')})`);
    if (!name.startsWith('-') && name !== 'help' && !names.includes(name))
      throw new UsageError(`unknown command "${name}" (${names.join(', ')})`);
    // A command runs from a program holding it alone; --help, help and --version get them all.
    const only = names.includes(name) ? name : undefined;
    const program = buildProgram(VERSION, io, runCommand, (exit) => (code = exit), only);
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

function defaultIo(): Io {
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
  };
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main(process.argv.slice(2)).then(
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
