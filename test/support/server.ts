import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer, ServerOptions } from '../../src/node/index.js';
import type { FlavorName } from '../../src/index.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLI_ENTRY = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
export const AUTH = { Authorization: 'token demo' };
export const JSON_HEADERS = { ...AUTH, 'Content-Type': 'application/json' };

/** `useStandaloneServer`'s options: the server's, and whether the tests of the block start afresh. */
export interface StandaloneOptions extends Omit<ServerOptions, 'flavor'> {
  /** Reset the mock to its scenario before each test (hooks, deliveries, journal). Default: no. */
  resetEachTest?: boolean;
}

/**
 * The standalone server of a flavor for the enclosing describe block (or file): started on a
 * free port of 127.0.0.1, quiet, before all its tests and closed after them. `options` may be a
 * function, read when the server starts (for values another beforeAll sets, e.g. a receiver's
 * URL). The returned object reads through to the running server, so `server.url` works in any
 * test or later hook. The one helper for a standalone server (test/README.md): the product
 * suites' targets (test/github/support.ts, test/gitlab/support.ts) are built on it.
 */
export function useStandaloneServer(
  flavor: FlavorName,
  options: StandaloneOptions | (() => StandaloneOptions) = {},
): RunningServer {
  let started: RunningServer | undefined;
  let resetEachTest = false;
  beforeAll(async () => {
    const { resetEachTest: reset = false, ...rest } = typeof options === 'function' ? options() : options;
    resetEachTest = reset;
    started = await startServer({ port: 0, quiet: true, ...rest, flavor });
  });
  beforeEach(() => {
    if (resetEachTest) current().mock.reset();
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  const current = (): RunningServer => {
    if (!started) throw new Error('useStandaloneServer: the server runs from beforeAll to afterAll only');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get origin() {
      return current().origin;
    },
    get port() {
      return current().port;
    },
    get mock() {
      return current().mock;
    },
    close: () => current().close(),
  };
}

/** A throwaway HTTP server on 127.0.0.1 with a free port; `close()` also drops open connections. */
export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ server: Server; url: string; port: number; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A hook body for create requests. */
export function hookBody(
  url: string,
  extra: Record<string, unknown> = {},
  config: Record<string, string> = {},
) {
  return JSON.stringify({
    type: 'native',
    active: true,
    events: ['push'],
    config: { url, content_type: 'json', ...config },
    ...extra,
  });
}

export interface CliProcess {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first stdout line matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Kills the process if it still runs (SIGKILL after 3 s) and waits for it. */
  stop(): Promise<void>;
}

/** Runs the CLI from source (`node --import tsx src/cli/main.ts …`), like the bin does once built. */
export function runCli(args: string[], env: Record<string, string | undefined> = {}): CliProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI_ENTRY, ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: undefined, HOST: undefined, ...env } as NodeJS.ProcessEnv,
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForLine(pattern, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = out.match(pattern);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`no line matching ${pattern} within ${timeoutMs} ms; stdout: ${out}; stderr: ${err}`),
          );
        }, timeoutMs);
        const onExit = () => {
          cleanup();
          reject(new Error(`CLI exited before printing ${pattern}; stdout: ${out}; stderr: ${err}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          child.stdout.off('data', check);
          child.off('exit', onExit);
        };
        child.stdout.on('data', check);
        child.once('exit', onExit);
        check();
      });
    },
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A scenario whose hook points at `url` and carries an attacker-chosen Authorization header (review A1). */
export function attackScenario(url: string) {
  return {
    users: [{ login: 'eve', token: 'eve-token' }],
    orgs: [{ name: 'acme', owners: ['eve'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['eve'] }],
    hooks: [
      {
        repo: 'acme/widgets',
        active: true,
        events: ['push'],
        authorization_header: 'Bearer attacker-chosen',
        config: { url, content_type: 'json' },
      },
    ],
  };
}
