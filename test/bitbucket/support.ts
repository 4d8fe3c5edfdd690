/**
 * Shared by the bitbucket flavor's tests: node-bitbucket (npm `bitbucket` 2.12, unchanged) for the
 * in-process mock (msw, the client's default base `https://api.bitbucket.org/2.0`) or for a
 * standalone server on 127.0.0.1 (`/2.0`).
 */
import { createRequire } from 'node:module';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { HookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { useStandaloneServer } from '../support/server.js';

/** A JSON answer's body, as the tests read it. */
export interface Data {
  readonly [key: string]: unknown;
  readonly uuid?: string;
  readonly next?: string;
  readonly values?: readonly { readonly event?: string }[];
}

/** One method of the client: its parameters in, `{status, data, headers}` out. */
type Call = (params: Record<string, unknown>) => Promise<{ status: number; data: Data; headers: unknown }>;

/**
 * The part of node-bitbucket the tests call, the client itself unchanged (loaded with `require`:
 * its published typings point at TypeScript sources that do not compile under this project's
 * `verbatimModuleSyntax`; in Node ESM it is `import bitbucket from 'bitbucket'` as well).
 */
export interface Client {
  repositories: Record<
    'createWebhook' | 'listWebhooks' | 'getWebhook' | 'updateWebhook' | 'deleteWebhook' | 'get',
    Call
  >;
  workspaces: Record<'createWebhookForWorkspace' | 'getWebhooksForWorkspace' | 'getWorkspace', Call>;
  hook_events: Record<'getAllSubjectTypes' | 'list', Call>;
  user: Record<'get', Call>;
}

const { Bitbucket }: { Bitbucket: new (options: object) => Client } = createRequire(import.meta.url)(
  'bitbucket',
);

/** What a test drives: a client factory, the API's base URL and the mock behind it. */
export interface Target {
  readonly name: 'in-process' | 'server';
  client(auth?: { token: string } | { username: string; password: string }): Client;
  api(): string;
  mock(): Pick<HookMock, 'snapshot' | 'reset' | 'deliveries' | 'emit'>;
}

const quiet = () => {
  // node-bitbucket prints a banner on construction; the tests keep their output clean.
  const log = console.log;
  console.log = () => undefined;
  return () => {
    console.log = log;
  };
};

const make = (options: object): Client => {
  const restore = quiet();
  try {
    return new Bitbucket(options);
  } finally {
    restore();
  }
};

/** In-process: msw in front of node-fetch, the client with no `baseUrl` at all. */
export function useInProcess(): Target {
  const mock = createHookMock({ flavor: 'bitbucket' });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen(unhandledOption('error')));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());
  return {
    name: 'in-process',
    client: (auth = { token: 'demo' }) => make({ auth }),
    api: () => 'https://api.bitbucket.org/2.0',
    mock: () => mock,
  };
}

/** `hookmock serve --flavor bitbucket` in this process, on 127.0.0.1, reset before each test. */
export function useServerTarget(): Target {
  const server = useStandaloneServer('bitbucket', { resetEachTest: true });
  return {
    name: 'server',
    client: (auth = { token: 'demo' }) => make({ baseUrl: server.url, auth }),
    api: () => server.url,
    mock: () => server.mock,
  };
}

export const TARGETS = [
  ['in-process', useInProcess],
  ['server', useServerTarget],
] as const;

/** The error node-bitbucket throws: the status and the parsed body. */
export async function failure(promise: Promise<unknown>): Promise<{ status: number; error: unknown }> {
  try {
    await promise;
  } catch (e) {
    const { status, error } = Object(e);
    return { status: Number(status), error };
  }
  throw new Error('expected the call to fail');
}
