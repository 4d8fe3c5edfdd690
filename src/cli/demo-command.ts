import { loadDemo, runDemo } from '../node/record/demo.js';
import type { StepResult } from '../core/recording/replay.js';
import { isScenarioPath, loadScenarioFile } from '../node/load-scenario-file.js';
import { parseScenario } from '../core/scenario/parse-scenario.js';
import { CliError, UsageError, messageOf } from './cli-errors.js';
import { portOption } from './cli-options.js';
import type { Io } from './cli-errors.js';
import type { Invocation } from './program.js';
import { scenarioPathOf } from './serve-options.js';
import { stopSignal } from './stop-signal.js';

/** What program.ts declares on `demo`. */
interface DemoFlags {
  speed?: string;
  port?: string;
  keep?: boolean;
}

/** A shipped demo by name, or a scenario file (a path, or a name with a scenario file extension). */
async function demoScenario(name: string) {
  const path = isScenarioPath(name) ? name : scenarioPathOf(name);
  if (path !== undefined) {
    try {
      return parseScenario(await loadScenarioFile(path), name);
    } catch (error) {
      throw new CliError(messageOf(error));
    }
  }
  // A name is only ever looked up among the shipped demos: a wrong one is a usage error.
  try {
    return loadDemo(name);
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
}

function summary(results: StepResult[]): string {
  const failed = results.filter((r) => !r.ok).length;
  return failed === 0
    ? `demo finished: all ${results.length} steps behaved as recorded`
    : `demo finished: ${failed} of ${results.length} steps differ from the recording`;
}

/**
 * `hookmock demo NAME|FILE`: plays the scenario's steps against a fresh server, narrated; with
 * `--keep` the server (and its dashboard) serves on after the last step until Ctrl-C.
 */
export async function runDemoCommand({ flags, operands }: Invocation, io: Io): Promise<number> {
  // Boundary: commander's opts() are untyped; program.ts declares exactly these options on `demo`.
  const values = flags as DemoFlags;
  const [name, extra] = operands;
  if (name === undefined) throw new UsageError('missing demo NAME (see hookmock scenarios)');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  const speed = Number(values.speed ?? '1');
  if (!Number.isFinite(speed) || speed <= 0)
    throw new UsageError(`invalid --speed "${values.speed}": expected a positive number`);
  const scenario = await demoScenario(name);
  const results = await runDemo(scenario, {
    speed,
    port: portOption(values.port ?? '0'),
    out: io.out,
    afterSteps: async (done, url) => {
      io.out('');
      io.out(summary(done));
      if (!values.keep) return;
      io.out(`serving on at ${url} until Ctrl-C (--keep)`);
      await stopSignal();
    },
  });
  return results.every((r) => r.ok) ? 0 : 1;
}
