/**
 * Shared by the github flavor's API tests: an Octokit for the in-process mock (msw, Octokit's
 * default base URL https://api.github.com) or for a standalone server on 127.0.0.1 (`/api/v3`),
 * and a receiver that answers every delivery.
 */
import { Octokit } from '@octokit/rest';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { HookMock, HookMockOptions } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { useStandaloneServer } from '../support/server.js';
import type { StandaloneOptions } from '../support/server.js';
import type { Delivery } from '../../src/core/wire.js';

/** What a test drives: an Octokit factory, and the deliveries log of the mock behind it. */
export interface Target {
  readonly name: 'in-process' | 'server';
  /** Octokit signed in with `auth` (default `demo`, alice in the default scenario); null: no token. */
  octokit(auth?: string | null): Octokit;
  /** The mock's delivery log. */
  deliveries(): HookMock['deliveries'];
  /** Back to the scenario (hooks and deliveries). */
  reset(): void;
}

/** Octokit logs every failed request to the console; the tests read the failures themselves. */
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** `settled(d)`: the delivery reached the receiver or failed for good. */
export const settled = (d: Delivery) => d.delivery.status === 'delivered' || d.delivery.status === 'failed';

/** In-process: msw in front of `fetch`, Octokit with no `baseUrl` at all. */
export function useInProcess(options: HookMockOptions = {}): Target {
  const mock = createHookMock({ flavor: 'github', deliver: () => ({ status: 200 }), ...options });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen(unhandledOption('error')));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());
  return {
    name: 'in-process',
    octokit: (auth = 'demo') => new Octokit({ log: quiet, ...(auth === null ? {} : { auth }) }),
    deliveries: () => mock.deliveries,
    reset: () => mock.reset(),
  };
}

/** The standalone server on 127.0.0.1 (`useStandaloneServer`), deliveries answered by a receiver of its own. */
export function useServerTarget(options: StandaloneOptions = {}): Target {
  const server = useStandaloneServer('github', {
    deliver: () => ({ status: 200 }),
    resetEachTest: true,
    ...options,
  });
  return {
    name: 'server',
    octokit: (auth = 'demo') =>
      new Octokit({ log: quiet, baseUrl: server.url, ...(auth === null ? {} : { auth }) }),
    deliveries: () => server.mock.deliveries,
    reset: () => server.mock.reset(),
  };
}

/** Both targets, for `describe.each`. */
export const TARGETS = [
  ['in-process', useInProcess],
  ['server', useServerTarget],
] as const;

/** The error an Octokit call rejects with: its status and GitHub's body. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (error) {
    const e = error as { status: number; response?: { data: unknown } };
    return { status: e.status, body: e.response?.data };
  }
  throw new Error('expected the call to fail');
}
