import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { flavorNamed } from '../core/flavors/index.js';
import type { FlavorName } from '../core/flavors/flavor.js';
import { toRecordedScenario } from '../core/recording/to-scenario.js';
import { loadDemo, runDemo } from '../node/record/demo.js';
import { startRecorder } from '../node/record/recorder.js';
import { replayScenario, transcript } from '../node/record/replay-file.js';
import { isScenarioPath, loadScenarioFile } from '../node/load-scenario-file.js';
import { parseScenario } from '../core/scenario/parse-scenario.js';
import { CliError, UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';

const FLAVORS = ['spec', 'gitea', 'forgejo'];

function flavorOption(value: string | undefined): FlavorName | undefined {
  if (value === undefined) return undefined;
  if (!FLAVORS.includes(value))
    throw new UsageError(`invalid --flavor "${value}": expected ${FLAVORS.join(', ')}`);
  return value as FlavorName;
}

function portOption(value: string | undefined, fallback: number): number {
  const text = value ?? String(fallback);
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535)
    throw new UsageError(`invalid --port "${text}": expected 0-65535`);
  return Number(text);
}

function upstreamUrl(value: string | undefined, flag: string): string {
  if (value === undefined) throw new UsageError(`${flag} URL is required`);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // fall through
  }
  throw new UsageError(`invalid ${flag} "${value}": expected an http(s) URL`);
}

const RECORD_USAGE = `Usage: hookmock record --upstream URL --out FILE [--port 4200] [--flavor spec]

Starts a local proxy in front of a real server. Point your client at the printed URL; every
webhook-API exchange is captured in order. On Ctrl-C (SIGINT) or SIGTERM the session is written
to FILE as a scenario: the initial state it implies plus the steps, with tokens, hook secrets and
authorization headers redacted, ids remapped and timestamps fixed.

Options:
  --upstream URL   the real server (its origin; the API is expected under /api/v1)
  --out FILE       where to write the scenario
  --port PORT      port of the recording proxy; 0 picks a free one (default 4200)
  --flavor FLAVOR  the upstream's dialect: spec, gitea or forgejo (default spec)`;

async function record(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      upstream: { type: 'string' },
      out: { type: 'string' },
      port: { type: 'string' },
      flavor: { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const upstream = upstreamUrl(values.upstream, '--upstream');
  if (!values.out) throw new UsageError('--out FILE is required');
  const out = values.out;
  const flavor = flavorOption(values.flavor) ?? 'spec';
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  try {
    recorder = await startRecorder({ upstream, port: portOption(values.port, 4200) });
  } catch (error) {
    throw new CliError(`cannot start the recording proxy: ${(error as Error).message}`);
  }
  io.out(
    `hookmock recording ${upstream} → point your client at ${recorder.url}/api/v1 (Ctrl-C writes ${out})`,
  );
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      recorder.stop().then(
        (exchanges) => {
          const scenario = toRecordedScenario(exchanges, {
            upstreamOrigin: upstream,
            basePath: '/api/v1',
            flavor: flavorNamed(flavor),
          });
          writeFileSync(out, JSON.stringify({ flavor, ...scenario }, null, 2) + '\n');
          io.out(`wrote ${out} (${exchanges.length} steps)`);
          resolve(0);
        },
        (error: unknown) => {
          io.err(`hookmock: could not write the recording: ${(error as Error).message}`);
          resolve(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

const REPLAY_USAGE = `Usage: hookmock replay FILE [--against URL] [--flavor F] [--json] [--token NAME=VALUE]...

Replays a recorded scenario's steps and compares every answer with the recording (status,
headers that matter, body; timestamps by shape, ids consistently). By default against a fresh
mock loaded with the file's initial state; with --against, against any server (a drift check).
Prints one line per step (✓/✗ and the paths that differ); exits 0 when all match, 1 otherwise.

Options:
  --against URL        replay against this server instead of a fresh mock
  --flavor FLAVOR      the fresh mock's flavor (default: the file's "flavor", else spec)
  --json               print the results as JSON
  --token NAME=VALUE   a real token for a placeholder of the file (e.g. recorded-token-1=abc); repeatable`;

async function replay(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      against: { type: 'string' },
      flavor: { type: 'string' },
      json: { type: 'boolean' },
      token: { type: 'string', multiple: true },
    },
    strict: true,
    allowPositionals: true,
  });
  const [file, extra] = positionals;
  if (file === undefined) throw new UsageError('missing FILE');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  const against = values.against === undefined ? undefined : upstreamUrl(values.against, '--against');
  const tokens: Record<string, string> = {};
  for (const pair of values.token ?? []) {
    const eq = pair.indexOf('=');
    if (eq < 1) throw new UsageError(`invalid --token "${pair}": expected NAME=VALUE`);
    tokens[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  const flavor = flavorOption(values.flavor);
  const scenario = parseScenario(await loadScenarioFile(file), file);
  const results = await replayScenario(scenario, {
    ...(against ? { against: `${against}/api/v1` } : {}),
    ...(flavor ? { flavor } : {}),
    tokens,
  });
  if (values.json) {
    io.out(
      JSON.stringify(
        {
          ok: results.every((r) => r.ok),
          steps: results.map(({ step, ...r }) => ({
            ...r,
            method: step.request.method,
            path: step.request.path,
          })),
        },
        null,
        2,
      ),
    );
  } else {
    io.out(transcript(results));
  }
  return results.every((r) => r.ok) ? 0 : 1;
}

const DEMO_USAGE = `Usage: hookmock demo NAME|FILE [--speed 1] [--port 0]

Serves a recorded scenario and plays its steps live against the server, narrating each one, so
the dashboard (printed URL) and any frontend show the session unfold. NAME is a shipped demo
(see \`hookmock scenarios\`); a value containing "/" or ending in .json is a file.

Options:
  --speed X    play X times faster (default 1: 1.5 s between steps)
  --port PORT  port of the demo server (default 0: a free one)`;

async function demo(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { speed: { type: 'string' }, port: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  const [name, extra] = positionals;
  if (name === undefined) throw new UsageError('missing demo NAME (see hookmock scenarios)');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  const speed = Number(values.speed ?? '1');
  if (!Number.isFinite(speed) || speed <= 0)
    throw new UsageError(`invalid --speed "${values.speed}": expected a positive number`);
  let scenario;
  try {
    scenario = isScenarioPath(name) ? parseScenario(await loadScenarioFile(name), name) : loadDemo(name);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const results = await runDemo(scenario, { speed, port: portOption(values.port, 0), out: io.out });
  const failed = results.filter((r) => !r.ok).length;
  io.out('');
  io.out(
    failed === 0
      ? `demo finished: all ${results.length} steps behaved as recorded`
      : `demo finished: ${failed} of ${results.length} steps differ from the recording`,
  );
  return failed === 0 ? 0 : 1;
}

export const recordingCommands = {
  record: {
    summary: 'record a session through a proxy into a scenario file',
    usage: RECORD_USAGE,
    run: record,
  },
  replay: {
    summary: 'replay a recorded scenario against a fresh mock or a server',
    usage: REPLAY_USAGE,
    run: replay,
  },
  demo: { summary: 'serve a recorded scenario and play it live, narrated', usage: DEMO_USAGE, run: demo },
};
