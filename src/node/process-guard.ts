import { formatMessage } from '../core/errors/format-message.js';

/**
 * `hookmock serve` keeps serving whatever goes wrong: an exception nothing caught (in a scenario
 * module's timer, a library callback, a rejected promise nobody awaited) is logged, not fatal.
 * The request path has its own guards (a 500 or a closed socket); this is the last line. Installed
 * once per process by the CLI only: a library must not take over its host's crash policy.
 */
let installed = false;

export function guardProcess(log: (line: string) => void): void {
  if (installed) return;
  installed = true;
  const report = (kind: string) => (error: unknown) =>
    log(
      formatMessage(
        `${kind} (kept serving): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      ),
    );
  process.on('uncaughtException', report('uncaught exception'));
  process.on('unhandledRejection', report('unhandled promise rejection'));
}
