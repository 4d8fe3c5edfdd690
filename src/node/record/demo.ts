import { HookMockError } from '../../core/errors/hookmock-error.js';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { replaySteps } from '../../core/recording/replay.js';
import { RECORDED_INSTANT } from '../../core/recording/normalize-values.js';
import type { StepResult } from '../../core/recording/replay.js';
import { parseScenario } from '../../core/scenario/parse-scenario.js';
import type { ParsedScenario } from '../../core/scenario/schema.js';
import { startServer } from '../server.js';
import { httpSend } from './replay-file.js';
import { CONTROL_PATH } from '../../core/http/control-path.js';

/**
 * The shipped demos' folder. The package names itself (its `exports` has ./package.json), so
 * Node's resolver finds its root from src/, dist/src/ and the bundled dist/cli/ alike.
 */
const demosFolder = () =>
  join(dirname(createRequire(import.meta.url).resolve('hookmock/package.json')), 'scenarios', 'demos');

const DEMO_NAME = /^[a-z0-9][a-z0-9-]*$/;
/** Pause between steps at speed 1. */
const PAUSE_MS = 1500;

/**
 * The shipped demos (scenarios/demos/*.json) with their descriptions.
 *
 * @example
 * for (const { name, description } of listDemos()) console.log(`${name}: ${description}`);
 * @see docs/guide/recording.md
 */
export function listDemos(): { name: string; description: string }[] {
  const dir = demosFolder();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      name: f.slice(0, -5),
      description:
        // Our own demo files (JSON.parse is untyped); a missing description reads as ''.
        (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { description?: string }).description ?? '',
    }));
}

/**
 * A shipped demo by name; names are plain words, so they never resolve outside scenarios/demos.
 *
 * @example
 * await runDemo(loadDemo(listDemos()[0].name), { port: 0, speed: 4 });
 * @see docs/guide/recording.md
 */
export function loadDemo(name: string): ParsedScenario {
  if (!DEMO_NAME.test(name))
    throw new HookMockError(`a demo name is lower-case letters, digits and "-", got "${name}"`);
  const file = join(demosFolder(), `${name}.json`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new HookMockError(
      `no demo "${name}" (demos: ${listDemos()
        .map((d) => d.name)
        .join(', ')})`,
    );
  }
  return parseScenario(JSON.parse(text), `scenarios/demos/${name}.json`);
}

export interface DemoOptions {
  speed?: number;
  port?: number;
  out?: (line: string) => void;
  /** Called after the last step while the server still serves (`demo --keep` waits here). */
  afterSteps?: (results: StepResult[], url: string) => Promise<void>;
}

/**
 * Serves the scenario's initial state and plays its steps live against that server, narrating
 * each on stdout, so the dashboard and any frontend show the session unfold. Resolves with the
 * step results (all ✓ when the mock still behaves as recorded).
 *
 * @example
 * const results = await runDemo(loadDemo(listDemos()[0].name), { port: 0, speed: 2 });
 * if (results.some((r) => !r.ok)) process.exitCode = 1;
 * @see docs/guide/recording.md
 */
export async function runDemo(scenario: ParsedScenario, options: DemoOptions = {}): Promise<StepResult[]> {
  const out = options.out ?? ((line: string) => console.log(line));
  const speed = options.speed ?? 1;
  const { steps = [], flavor = 'spec', ...state } = scenario;
  const server = await startServer({
    scenario: state,
    flavor,
    auth: 'strict',
    // The recorded instant, frozen: event payloads carry times, and a demo replays byte for byte.
    clock: () => new Date(RECORDED_INSTANT),
    port: options.port ?? 0,
    quiet: true,
  });
  try {
    out(
      `hookmock demo${scenario.name ? ` "${scenario.name}"` : ''} (${flavor} flavor, ${steps.length} steps)`,
    );
    if (scenario.description) out(scenario.description);
    out(`API ${server.url} · dashboard ${new URL(server.url).origin}${CONTROL_PATH}/`);
    const results = await replaySteps(steps, httpSend(server.url), (t) => t, {
      before: async (step, i) => {
        if (i > 0) await sleep(PAUSE_MS / speed);
        out('');
        out(`▶ step ${i + 1}/${steps.length}${step.note ? `: ${step.note}` : ''}`);
        out(
          `  ${step.request.method} ${step.request.path}${step.request.token ? ` (as ${step.request.token})` : ' (no token)'}`,
        );
      },
      after: (r) => {
        const body: unknown = r.step.response.body;
        const detail =
          body && typeof body === 'object' && 'message' in body ? ` "${String(body.message)}"` : '';
        out(
          r.ok
            ? `  ← ${r.status}${detail} ✓ as recorded`
            : `  ← ${r.status} ✗ differs from the recording at ${r.differences.join(', ')}`,
        );
      },
    });
    await options.afterSteps?.(results, server.url);
    return results;
  } finally {
    await server.close();
  }
}
