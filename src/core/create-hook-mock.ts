import { Engine } from './engine.js';
import { facadeOf } from './mock-facade.js';
import { createHandlers } from './msw/handlers.js';
import { mswjsBackend } from './state/mswjs-backend.js';
import type { HookMock, HookMockOptions } from './types.js';

/**
 * An in-process double of the webhook API: msw handlers, a typed database, the ping log and the
 * request journal. Use `setupServer(...mock.handlers)` in Node or `setupWorker` in a browser.
 *
 * @example
 * const mock = createHookMock({ flavor: 'gitea' });
 * const server = setupServer(...mock.handlers);
 * server.listen();
 * beforeEach(() => mock.reset());
 *
 * @param options Flavor (`spec`, `gitea`, `forgejo`), auth mode, scenario, clock, delivery, faults,
 *   latency and log limits; every one optional.
 * @returns The mock: `handlers` for msw, `db`, `pings`, `deliveries`, `requests`, `faults`, `load`,
 *   `reset`, `snapshot`, `emit`, `simulate`.
 * @see docs/reference/api.md
 */
export function createHookMock(options: HookMockOptions = {}): HookMock {
  const { backend, db } = mswjsBackend();
  const engine = new Engine(options, backend);
  return { ...facadeOf(engine), handlers: createHandlers(engine), db };
}
