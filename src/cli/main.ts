#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Io } from './cli-errors.js';
import { defaultIo, exitWith } from './cli-process.js';
import { runCli } from './cli-run.js';
import type { Invocation, Runner } from './program.js';

export { CliError, UsageError } from './cli-errors.js';
export type { Io } from './cli-errors.js';

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
    case 'events':
      return (await import('./events-command.js')).listFlavorEvents(invocation, io);
    default:
      return (await import('./recording-commands.js')).run(name, invocation, io);
  }
};

/** Runs the CLI; resolves with the process exit code. */
export function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  return runCli(argv, io, runCommand);
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

/** Set by the bundler: the bundle runs from bin.ts, never from here. */
declare const HOOKMOCK_VERSION: string | undefined;

// Run from source (tsx); the bundle's bin is bin.ts.
if (typeof HOOKMOCK_VERSION !== 'string' && isEntryPoint()) exitWith(main(process.argv.slice(2)));
