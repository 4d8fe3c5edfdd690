import { formatMessage } from '../core/errors/format-message.js';
import { startServer } from '../node/server.js';
import type { RunningServer } from '../node/server.js';
import { loadFaultsFile } from '../node/load-faults-file.js';
import { CliError, UsageError, codeOf, firstLine, messageOf } from './cli-errors.js';
import { guardProcess } from '../node/process-guard.js';
import type { Io } from './cli-errors.js';
import type { Invocation } from './program.js';
import { flavorNamed } from '../core/flavors/index.js';
import { ScenarioError } from '../core/scenario/scenario-error.js';
import { resolveServe } from './serve-options.js';

/** `hookmock serve`: resolves with the exit code once the server stopped (SIGINT, SIGTERM). */
export async function serve(invocation: Invocation, io: Io): Promise<number> {
  const { faultsFile, ...options } = resolveServe(invocation, io.env);
  // A faults file is part of the command line: a bad one is a usage error (exit 2), found at start.
  if (faultsFile !== undefined)
    Object.assign(options, { faults: await loadFaultsFile(faultsFile).catch(asUsageError) });
  guardProcess(io.err);
  let server: RunningServer;
  try {
    // Not quiet: startServer prints the listening line, and handler or proxy errors to stderr.
    server = await startServer(options);
  } catch (error) {
    throw new CliError(listenError(error, options.host, options.port));
  }
  // The flavor's own line (Flavor.serveLine): spec, neither product, says how to get a product's.
  io.out(flavorNamed(options.flavor).serveLine);

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        io.err(formatMessage(`${signal} again, exiting now`));
        resolve(1);
        return;
      }
      stopping = true;
      server.close().then(
        () => resolve(0),
        (error: unknown) => {
          io.err(formatMessage(`error while stopping: ${messageOf(error)}`));
          resolve(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** What a failed start says on one line: the port in use, no permission, a scenario's problems, … (`serve` and `listen`). */
export function listenError(error: unknown, host: string, port: number): string {
  const code = codeOf(error);
  // A scenario's problems are one per line; any other error that is not a listen error, one line.
  if (error instanceof ScenarioError) return messageOf(error);
  if (code === undefined) return firstLine(messageOf(error)); // not a listen error
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (code === 'EADDRINUSE')
    return `port ${port} is already in use on ${host} (choose another with --port, or --port 0)`;
  if (code === 'EACCES') return `permission denied to listen on ${where} (choose a port above 1023)`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `cannot listen on ${where}: address not available on this machine`;
  return `cannot listen on ${where}: ${firstLine(messageOf(error))}`;
}

function asUsageError(error: unknown): never {
  throw new UsageError(firstLine(messageOf(error)));
}
