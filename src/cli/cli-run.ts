import { formatMessage } from '../core/errors/format-message.js';
import { CommanderError } from 'commander';
import { UsageError, firstLine } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { reportError } from './cli-process.js';
import { COMMAND_NAMES, buildProgram } from './program.js';
import type { FlavorPaths } from './flavor-help.js';
import type { Runner } from './program.js';
import { isJsonObject } from '../core/util/json-object.js';

/** Set by the bundler (scripts/bundle-cli.mjs) from package.json; absent when run from source. */
declare const HOOKMOCK_VERSION: string | undefined;
const VERSION = typeof HOOKMOCK_VERSION === 'string' ? HOOKMOCK_VERSION : '0.0.0-source';
/**
 * The registry's flavors and their API paths (src/core/flavors/index.ts), for `record --help`:
 * set by the bundler from the registry, so the bin's help loads no flavor; from source the
 * registry itself is read, and only for the commands whose help names them.
 */
declare const HOOKMOCK_FLAVORS: FlavorPaths | undefined;

async function flavorPaths(only: string | undefined): Promise<FlavorPaths> {
  if (typeof HOOKMOCK_FLAVORS === 'object') return HOOKMOCK_FLAVORS;
  if (only !== undefined && only !== 'record') return {};
  // A specifier the bundler leaves alone: the bin never gets here (HOOKMOCK_FLAVORS is set).
  const registry = '../core/flavors/index.js';
  const loaded: unknown = await import(registry);
  const flavors: unknown = isJsonObject(loaded) ? loaded.FLAVORS : undefined;
  if (!isJsonObject(flavors)) return {};
  return Object.fromEntries(
    Object.entries(flavors).map(([name, f]) => {
      const base: unknown = isJsonObject(f) && isJsonObject(f.baseUrl) ? f.baseUrl.server : '';
      return [name, String(base)];
    }),
  );
}

/**
 * Runs the command line with `run` as the commands' implementations; resolves with the exit code.
 * main.ts passes every command.
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
    const program = buildProgram(VERSION, io, run, (exit) => (code = exit), only, await flavorPaths(only));
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (error) {
    return report(error, io);
  }
}

/** commander's errors (usage: exit 2; help and version: 0), then as reportError. */
function report(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // Help and version "errors" are commander's way of stopping after printing them.
    if (error.exitCode === 0) return 0;
    io.err(formatMessage(`${firstLine(error.message).replace(/^error: /, '')} (see hookmock --help)`));
    return 2;
  }
  return reportError(error, io);
}
