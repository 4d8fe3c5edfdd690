/**
 * A real node:http receiver on 127.0.0.1 for the bitbucket-dc delivery tests (it records every
 * request and answers by path: `answers`, 200 by default), and a bitbucket-dc server that
 * delivers for real on a clock the test moves (`clock.now`); `dcRig` starts both for a test file
 * and stops them after it.
 */
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Delivery, Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Receiver {
  readonly received: Received[];
  /** Status by path; unlisted paths answer 200. */
  readonly answers: Map<string, number>;
  url(path: string): string;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body });
      res
        .writeHead(answers.get(path.split('?')[0] ?? '') ?? 200, { 'content-type': 'text/plain' })
        .end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    received,
    answers,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The mock's clock, moved by hand. */
export const clock = { now: Date.parse('2026-03-02T10:00:00.000Z') };
export const START = clock.now;

/** alice (`demo`) administers acme/widgets (project ACME); bob (`bob-token`) only reads it. */
export const SCENARIO: Scenario = {
  users: [
    { login: 'alice', token: 'demo', email: 'alice@example.com', full_name: 'Alice Example' },
    { login: 'bob', token: 'bob-token' },
  ],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'], readers: ['bob'] }],
};

export interface Rig {
  readonly receiver: Receiver;
  readonly server: RunningServer;
}

/** The receiver and a delivering bitbucket-dc server, reset before each test (clock, state, log, answers). */
export function dcRig(): Rig {
  const rig: { receiver?: Receiver; server?: RunningServer } = {};
  beforeAll(async () => {
    rig.receiver = await startReceiver();
    rig.server = await startServer({
      port: 0,
      quiet: true,
      flavor: 'bitbucket-dc',
      scenario: SCENARIO,
      deliver: true,
      clock: () => new Date(clock.now),
    });
  });
  afterAll(async () => {
    await rig.server?.close();
    await rig.receiver?.close();
  });
  beforeEach(() => {
    clock.now = START;
    rig.server?.mock.reset();
    rig.receiver?.received.splice(0);
    rig.receiver?.answers.clear();
  });
  return {
    get receiver() {
      if (!rig.receiver) throw new Error('dcRig: the receiver runs from beforeAll to afterAll');
      return rig.receiver;
    },
    get server() {
      if (!rig.server) throw new Error('dcRig: the server runs from beforeAll to afterAll');
      return rig.server;
    },
  };
}

/** Whether a delivery has its final outcome. */
export const settled = (d: Delivery) => d.delivery.status === 'delivered' || d.delivery.status === 'failed';
