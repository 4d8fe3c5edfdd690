import { Engine } from './engine.js';
import { createHandlers } from './msw/handlers.js';
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
 */
export function createHookMock(options: HookMockOptions = {}): HookMock {
  const engine = new Engine(options);
  return {
    handlers: createHandlers(engine),
    db: engine.store.db,
    pings: engine.pings,
    requests: engine.journal,
    reset: () => engine.reset(),
    load: (scenario) => engine.load(scenario),
    snapshot: () => engine.snapshot(),
    handle: (request) => engine.handle(request),
    flavor: engine.flavor.name,
    basePath: engine.basePath,
    origin: engine.origin,
  };
}
