#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtinScenarios } from '../core/scenario/builtins.js';
import { isScenarioPath } from '../node/load-scenario-file.js';
import { startServer } from '../node/server.js';
import type { RunningServer } from '../node/server.js';
import { DEFAULT_ALLOWED_HOSTS, isValidHostRule } from '../core/pings/allowed-hosts.js';
import { CliError, UsageError } from './cli-errors.js';
import { flavorOption, instrumentOptions, originOptions, portOption } from './cli-options.js';
import { loadFaultsFile } from '../node/load-faults-file.js';
import type { Io } from './cli-errors.js';
import { RECORDING_COMMANDS } from './recording-usage.js';
import { EMIT_USAGE } from './emit-usage.js';

export { CliError, UsageError } from './cli-errors.js';
export type { Io } from './cli-errors.js';

interface Command {
  summary: string;
  usage: string;
  /** Resolves with the exit code; `serve` resolves only when the server stops. */
  run(args: string[], io: Io): Promise<number>;
}

const AUTH_MODES = ['any', 'strict'] as const;

const SERVE_USAGE = `Usage: hookmock serve [options]

Serves the mocked webhook API, the control API (/__hookmock) and the dashboard (/__hookmock/).

Options:
  --port PORT         port to listen on; 0 picks a free one (default: $PORT or 4100)
  --host HOST         interface to bind (default: $HOST or 127.0.0.1)
  --scenario NAME|PATH
                      a built-in scenario name (see \`hookmock scenarios\`) or a scenario
                      file (.json, or a .js/.mjs/.cjs/.ts/.mts module with a default
                      export; other file types are refused); a value containing
                      "/" or ending in .json is a path (default: default)
  --flavor FLAVOR     wire dialect: spec, gitea or forgejo (default: spec)
  --auth MODE         any: any well-formed token; strict: only scenario users' tokens (default: any)
  --deliver           also send test pings and events to the hooks' URLs (allowed hosts only)
  --allow-host HOST   a host deliveries may reach besides loopback (a name, *.name, an
                      address or a CIDR range; * allows any, with a warning); repeatable
  --fallback URL      proxy requests the mock does not own to URL
  --cors-origin ORIGIN
                      a browser origin allowed besides localhost, 127.0.0.1 and [::1]
                      (any port); * opens the mocked API to every page (warning); repeatable
  --allowed-host NAME a Host name answered besides localhost, loopback addresses and the
                      bound address (.NAME: NAME and its subdomains); repeatable
  --faults FILE       fault rules to start with (a JSON list; see README "Faults")
  --latency MS|MIN-MAX
                      delay every mocked API answer by MS, or by MIN-MAX drawn from the
                      scenario's seed (default: none)
  --session-ttl DURATION
                      sessions (POST /__hookmock/sessions) idle longer than this expire:
                      e.g. 90s, 30m, 2h; a bare number is minutes (default: 30m)
  --max-sessions N    how many sessions may live at once (default: 256)
  -h, --help          show this help`;

const commands: Record<string, Command> = {
  serve: { summary: 'serve the mock API, control API and dashboard', usage: SERVE_USAGE, run: serve },
  scenarios: {
    summary: 'list the built-in scenarios',
    usage: 'Usage: hookmock scenarios\n\nLists the built-in scenarios with their descriptions.',
    run: listScenarios,
  },
  emit: {
    summary: 'fire an event at a running server (deliveries to every hook that fires)',
    usage: EMIT_USAGE,
    run: async (args: string[], io: Io) => (await import('./emit-command.js')).runEmit(args, io),
  },
  // Loaded on use: `serve` starts without the recorder, http-proxy or the replay machinery.
  ...Object.fromEntries(
    Object.entries(RECORDING_COMMANDS).map(([name, { summary, usage }]) => [
      name,
      {
        summary,
        usage,
        run: async (args: string[], io: Io) => (await import('./recording-commands.js')).run(name, args, io),
      },
    ]),
  ),
};

function mainUsage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(
    ([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`,
  );
  return `Usage: hookmock <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun \`hookmock <command> --help\` for a command's options.`;
}

/** Runs the CLI; resolves with the process exit code. */
export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined) throw new UsageError(`missing command (${Object.keys(commands).join(', ')})`);
    if (name === '-h' || name === '--help' || name === 'help') {
      const command = rest[0] !== undefined ? commands[rest[0]] : undefined;
      io.out(command?.usage ?? mainUsage());
      return 0;
    }
    if (name === '-v' || name === '--version') {
      io.out(await version());
      return 0;
    }
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (command === undefined)
      throw new UsageError(`unknown command "${name}" (${Object.keys(commands).join(', ')})`);
    if (rest.includes('-h') || rest.includes('--help')) {
      io.out(command.usage);
      return 0;
    }
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`hookmock: ${error.message} (see hookmock --help)`);
      return 2;
    }
    if (error instanceof CliError) {
      io.err(`hookmock: ${error.message}`);
      return 1;
    }
    if (isParseArgsError(error)) {
      // parseArgs explains at length ("Unknown option '--x'. To specify a positional…"): first sentence.
      const message = firstLine((error as Error).message).split(/\.\s/, 1)[0] ?? '';
      io.err(`hookmock: ${message.charAt(0).toLowerCase()}${message.slice(1)} (see hookmock --help)`);
      return 2;
    }
    io.err(`hookmock: ${firstLine(error instanceof Error ? error.message : String(error))}`);
    return 1;
  }
}

/** The options of `serve`, validated; exported for tests. */
export function serveOptions(args: string[], env: Record<string, string | undefined>) {
  const { values, positionals } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      scenario: { type: 'string' },
      flavor: { type: 'string' },
      auth: { type: 'string' },
      deliver: { type: 'boolean' },
      'allow-host': { type: 'string', multiple: true },
      fallback: { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      'allowed-host': { type: 'string', multiple: true },
      faults: { type: 'string' },
      latency: { type: 'string' },
      'session-ttl': { type: 'string' },
      'max-sessions': { type: 'string' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);

  const port = portOption(
    values.port ?? (env.PORT || '4100'),
    values.port === undefined ? ' (from PORT)' : '',
  );
  const host = values.host ?? (env.HOST || '127.0.0.1');
  const flavor = flavorOption(values.flavor) ?? 'spec';
  const auth = values.auth ?? 'any';
  if (!(AUTH_MODES as readonly string[]).includes(auth)) {
    throw new UsageError(`invalid --auth "${auth}": expected ${AUTH_MODES.join(' or ')}`);
  }
  if (values.fallback !== undefined && !isHttpUrl(values.fallback)) {
    throw new UsageError(`invalid --fallback "${values.fallback}": expected an http(s) URL`);
  }
  const extraHosts = values['allow-host'] ?? [];
  const badHost = extraHosts.find((h) => !isValidHostRule(h));
  if (badHost !== undefined)
    throw new UsageError(`invalid --allow-host "${badHost}": expected a host name, address or CIDR range`);

  return {
    port,
    host,
    scenario: checkScenario(values.scenario ?? 'default'),
    flavor,
    auth: auth as (typeof AUTH_MODES)[number],
    deliver: values.deliver ?? false,
    allowHosts: [...new Set([...DEFAULT_ALLOWED_HOSTS, ...extraHosts])],
    ...(values.fallback !== undefined ? { fallback: values.fallback } : {}),
    ...originOptions(values['cors-origin'], values['allowed-host']),
    ...instrumentOptions(values),
  };
}

/**
 * A value containing "/" or ending in .json is a file (startServer loads it; a bad file is a
 * one-line error, exit 1); anything else must name a built-in — names are only ever looked up in
 * the built-in table, so they cannot reach a file outside scenarios/.
 */
function checkScenario(value: string): string {
  if (isScenarioPath(value)) return value;
  if (!Object.hasOwn(builtinScenarios, value)) {
    throw new UsageError(
      `unknown scenario "${value}": expected one of ${Object.keys(builtinScenarios).join(', ')}, or a path to a scenario file`,
    );
  }
  return value;
}

async function serve(args: string[], io: Io): Promise<number> {
  const { faultsFile, ...options } = serveOptions(args, io.env);
  if (faultsFile !== undefined) Object.assign(options, { faults: await loadFaultsFile(faultsFile) });
  let server: RunningServer;
  try {
    // Not quiet: startServer prints the listening line, and handler or proxy errors to stderr.
    server = await startServer(options);
  } catch (error) {
    throw new CliError(listenError(error, options.host, options.port));
  }

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        io.err(`hookmock: ${signal} again, exiting now`);
        resolve(1);
        return;
      }
      stopping = true;
      server.close().then(
        () => resolve(0),
        (error: unknown) => {
          io.err(`hookmock: error while stopping: ${(error as Error).message}`);
          resolve(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

async function listScenarios(args: string[], io: Io): Promise<number> {
  if (args.length > 0) throw new UsageError(`unexpected argument "${args[0]}"`);
  const entries = Object.entries(builtinScenarios);
  const width = Math.max(0, ...entries.map(([name]) => name.length));
  for (const [name, scenario] of entries) {
    io.out(`${name.padEnd(width)}  ${scenario.description ?? ''}`.trimEnd());
  }
  io.out('');
  io.out('Recorded demos (hookmock demo NAME):');
  const { listDemos } = await import('../node/record/demo.js');
  for (const demo of listDemos()) io.out(`${demo.name}  ${demo.description}`.trimEnd());
  return 0;
}

function listenError(error: unknown, host: string, port: number): string {
  const code = (error as { code?: string }).code;
  if (code === undefined) return firstLine(error instanceof Error ? error.message : String(error)); // not a listen error
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (code === 'EADDRINUSE')
    return `port ${port} is already in use on ${host} (choose another with --port, or --port 0)`;
  if (code === 'EACCES') return `permission denied to listen on ${where} (choose a port above 1023)`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `cannot listen on ${where}: address not available on this machine`;
  return `cannot listen on ${where}: ${firstLine((error as Error).message)}`;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}

async function version(): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  for (const candidate of ['../package.json', '../../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(await readFile(new URL(candidate, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'hookmock' && pkg.version) return pkg.version;
    } catch {
      // try the next location (src/cli in a clone, dist/src/cli when built)
    }
  }
  return 'unknown';
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
      if (code !== 0 || ['serve', 'record', 'demo'].includes(process.argv[2] ?? '')) process.exit(code);
    },
    (error: unknown) => {
      process.stderr.write(`hookmock: ${String(error)}\n`);
      process.exit(1);
    },
  );
}
