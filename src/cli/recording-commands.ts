import { formatMessage } from '../core/errors/format-message.js';
import { FLAVORS, flavorNamed } from '../core/flavors/index.js';
import type { FlavorName } from '../core/contract/flavor.js';
import { toRecordedScenario } from '../core/recording/to-scenario.js';
import { startRecorder } from '../node/record/recorder.js';
import { replayScenario, transcript, unmappedTokens } from '../node/record/replay-file.js';
import { loadScenarioFile } from '../node/load-scenario-file.js';
import { parseScenario } from '../core/scenario/parse-scenario.js';
import { CliError, UsageError, messageOf } from './cli-errors.js';
import { flavorOption, portOption } from './cli-options.js';
import type { Io } from './cli-errors.js';
import { PartialLog, checkOut, partialPathOf, writeFileReplacing } from './record-output.js';
import type { Exchange } from '../core/recording/exchange.js';
import type { Invocation } from './program.js';

/**
 * A server's root: its origin plus the sub-path it is hosted under, if any (the API is at
 * `<root>/api/v1`, GitHub Enterprise's at `<root>/api/v3`; a trailing `/api/vN` given by the user
 * is taken off).
 */
function serverRoot(value: string | undefined, flag: string): string {
  if (value === undefined) throw new UsageError(`${flag} URL is required`);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/api\/v\d+$/, '')}`;
    }
  } catch {
    // fall through
  }
  throw new UsageError(`invalid ${flag} "${value}": expected an http(s) URL`);
}

/** `record`'s flags as declared in program.ts (commander's opts() are untyped). */
interface RecordFlags {
  upstream?: string;
  out?: string;
  port?: string;
  flavor?: string;
  force?: boolean;
}

async function record({ flags, operands: positionals }: Invocation, io: Io): Promise<number> {
  // Boundary: commander's opts() are untyped; program.ts declares exactly these options on `record`.
  const values = flags as RecordFlags;
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const upstream = serverRoot(values.upstream, '--upstream');
  if (!values.out) throw new UsageError('--out FILE is required');
  const out = values.out;
  // Find out now, not after the session, that the file cannot (or must not) be written.
  checkOut(out, values.force === true);
  const flavor = flavorOption(values.flavor) ?? 'spec';
  // The flavor's base path (GitHub Enterprise's `/api/v3`), as `serve` and /health have it.
  const basePath = flavorNamed(flavor).baseUrl.server;
  const partial = new PartialLog(partialPathOf(out), io.err);
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  try {
    recorder = await startRecorder({
      upstream,
      flavor,
      basePath,
      port: portOption(values.port ?? '4200'),
      onExchange: (e) => partial.append(e),
    });
  } catch (error) {
    partial.remove();
    throw new CliError(`cannot start the recording proxy: ${messageOf(error)}`);
  }
  io.out(
    `hookmock recording ${upstream} → point your client at ${recorder.url}${basePath} (Ctrl-C writes ${out})`,
  );
  const save = (exchanges: Exchange[]): number => {
    try {
      const scenario = toRecordedScenario(exchanges, {
        upstreamOrigin: upstream,
        basePath,
        flavor,
      });
      writeFileReplacing(out, JSON.stringify({ flavor, ...scenario }, null, 2) + '\n');
    } catch (error) {
      partial.close();
      io.err(formatMessage(`could not write the recording to ${out}: ${messageOf(error)}`));
      io.err(
        formatMessage(
          `the ${exchanges.length} raw exchanges (credentials included) are kept in ${partial.path}`,
        ),
      );
      return 1;
    }
    partial.remove();
    io.out(`wrote ${out} (${exchanges.length} steps)`);
    if (exchanges.length === 0 && recorder.skipped > 0)
      io.err(formatMessage(noStepsWarning(recorder.skipped, flavor)));
    return 0;
  };
  return stopOnSignals(recorder, io, save);
}

/**
 * Requests went through but none was a step (security review 4, note): most likely the upstream
 * speaks another flavor (GitHub's API is under /api/v3, the others' under /api/v1).
 */
function noStepsWarning(skipped: number, flavor: FlavorName): string {
  const path = flavorNamed(flavor).baseUrl.server;
  return `warning: ${skipped} request${skipped === 1 ? ' was' : 's were'} forwarded, none on the ${flavor} flavor's webhook API (${path}/…): if the upstream is another product, record again with --flavor (${Object.keys(FLAVORS).join(', ')})`;
}

/**
 * Ctrl-C (or SIGTERM) stops the proxy and writes the file; requests still in flight get 2 s, then
 * are aborted. A second Ctrl-C aborts them at once and still writes what was captured.
 */
function stopOnSignals(
  recorder: Awaited<ReturnType<typeof startRecorder>>,
  io: Io,
  save: (exchanges: Exchange[]) => number,
): Promise<number> {
  return new Promise<number>((resolve) => {
    let signals = 0;
    let done = false;
    const finish = (exchanges: Exchange[]) => {
      if (done) return;
      done = true;
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(save(exchanges));
    };
    const onSignal = () => {
      signals += 1;
      if (signals === 1) {
        io.out('stopping: requests in flight get 2 s (Ctrl-C again to stop now)');
        void recorder.stop({ graceMs: 2000 }).then(finish, () => finish(recorder.exchanges));
        return;
      }
      io.out('stopping now: requests in flight aborted');
      recorder.abort();
      setTimeout(() => finish(recorder.exchanges), 200).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

interface ReplayFlags {
  against?: string;
  flavor?: string;
  json?: boolean;
  token?: string[];
}

async function replay({ flags, operands: positionals }: Invocation, io: Io): Promise<number> {
  // Boundary: commander's opts() are untyped; program.ts declares exactly these options on `replay`.
  const values = flags as ReplayFlags;
  const [file, extra] = positionals;
  if (file === undefined) throw new UsageError('missing FILE');
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  const against = values.against === undefined ? undefined : serverRoot(values.against, '--against');
  const tokens: Record<string, string> = {};
  for (const pair of values.token ?? []) {
    const eq = pair.indexOf('=');
    if (eq < 1) throw new UsageError(`invalid --token "${pair}": expected NAME=VALUE`);
    tokens[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  const flavor = flavorOption(values.flavor);
  const scenario = parseScenario(await loadScenarioFile(file), file);
  if (!scenario.steps?.length)
    throw new CliError(`${file} has no steps to replay (record some with hookmock record)`);
  if (against) warnUnmapped(unmappedTokens(scenario, tokens), io);
  const results = await replayScenario(scenario, {
    ...(against ? { against } : {}),
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

/** Placeholders sent to a real server as they are: it will most likely answer 401. */
function warnUnmapped(placeholders: string[], io: Io): void {
  if (placeholders.length === 0) return;
  const flags = placeholders.map((p) => `--token ${p}=…`).join(' ');
  const verb = placeholders.length === 1 ? 'goes' : 'go';
  io.err(
    formatMessage(
      `warning: ${placeholders.join(', ')} ${verb} out as they are (no real token given); the server will likely answer 401. Map them: ${flags}`,
    ),
  );
}

const RUN: Record<string, (invocation: Invocation, io: Io) => Promise<number>> = { record, replay };

/** Runs one of the recording commands (their options and help live in program.ts). */
export function run(name: string, invocation: Invocation, io: Io): Promise<number> {
  const command = RUN[name];
  if (!command) throw new UsageError(`unknown command "${name}"`);
  return command(invocation, io);
}
