/**
 * A real node:http receiver on 127.0.0.1 for the gitlab events-log, resend and auto-disable
 * tests: it records every request and answers by path (`answers`, set by the test; 200
 * `{"ok":true}` by default), and a gitlab server on an injectable clock (`now`, advanced by the
 * test); `gitlabRig` starts both for a test file and resets them before each test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer, ServerOptions } from '../../src/node/index.js';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a path answers: a status, headers and a body. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface Receiver {
  readonly received: Received[];
  /** By path; unlisted paths answer 200 `{"ok":true}`. */
  readonly answers: Map<string, Answer>;
  url(path: string): string;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers = new Map<string, Answer>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body });
      const answer = answers.get(path) ?? { status: 200, headers: { 'content-type': 'application/json' } };
      res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    answers,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mock's clock, advanced by hand. */
export const clock = { now: Date.parse('2026-03-02T10:00:00.000Z') };
/** Where `clock` starts, and is put back before each test of a `gitlabRig`. */
export const START = clock.now;
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * alice (token `demo`) maintains acme/widgets (project 1) and owns the group acme (1); bob
 * (token `bob-token`) may only read the project.
 */
export const SCENARIO = {
  users: [
    { login: 'alice', token: 'demo', email: 'alice@example.com' },
    { login: 'bob', token: 'bob-token' },
  ],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'], readers: ['bob'] }],
} as Scenario;

/** A gitlab server that delivers for real, on `clock`. */
export const startGitlab = (options: ServerOptions = {}): Promise<RunningServer> =>
  startServer({
    port: 0,
    quiet: true,
    flavor: 'gitlab',
    scenario: SCENARIO,
    deliver: true,
    clock: () => new Date(clock.now),
    ...options,
  });

/** A test file's receiver and gitlab server (`gitlabRig`). */
export interface Rig {
  readonly receiver: Receiver;
  readonly server: RunningServer;
}

/**
 * The receiver and the gitlab server of a test file: started before its tests, stopped after
 * them; before each test the clock is back at START, the mock reset, the receiver's log empty and
 * its answers `answers` (by path) alone.
 */
export function gitlabRig(answers: Record<string, Answer> = {}): Rig {
  const rig = {} as { receiver: Receiver; server: RunningServer };
  beforeAll(async () => {
    rig.receiver = await startReceiver();
    rig.server = await startGitlab();
  });
  afterAll(async () => {
    await rig.server?.close();
    await rig.receiver?.close();
  });
  beforeEach(() => {
    clock.now = START;
    rig.server.mock.reset();
    rig.receiver.received.length = 0;
    rig.receiver.answers.clear();
    for (const [path, answer] of Object.entries(answers)) rig.receiver.answers.set(path, answer);
  });
  return rig;
}

export const AUTH = { 'PRIVATE-TOKEN': 'demo', 'Content-Type': 'application/json' };

/** POST/PUT/GET as alice, the JSON answer and the response. */
export async function call(
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: AUTH,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers };
}

/** Whether a delivery has its outcome. */
export const settled = (d: { delivery: { status: string } }) =>
  d.delivery.status === 'delivered' || d.delivery.status === 'failed' || d.delivery.status === 'skipped';
