import { publicError } from '../core/errors/public-api.js';
import { HookMockError } from '../core/errors/hookmock-error.js';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { createHookMock } from '../core/create-hook-mock.js';
import { unhandledOption } from '../core/msw/unhandled.js';
import type { HookMock, HookMockOptions } from '../core/types.js';

type Hook = (fn: () => unknown) => void;
export interface Lifecycle {
  beforeAll: Hook;
  afterEach: Hook;
  afterAll: Hook;
}

let runnerHooks: Lifecycle | undefined;

/** The test runner's lifecycle hooks: vitest's (set by hookmock/vitest) or jest's globals. */
export function useLifecycle(hooks: Lifecycle | undefined): void {
  runnerHooks = hooks;
}

function lifecycle(): Lifecycle {
  if (runnerHooks) return runnerHooks;
  // Boundary: jest's globals are not declared anywhere hookmock compiles; each is checked below.
  const { beforeAll, afterEach, afterAll } = globalThis as Partial<Lifecycle>;
  if (beforeAll && afterEach && afterAll) return { beforeAll, afterEach, afterAll };
  throw publicError(
    new HookMockError('setupHookMock needs a test runner (vitest, or jest with its globals)'),
  );
}

/**
 * One call for a test file: a mock and msw's `setupServer` for it — listening before all tests
 * (unhandled requests are errors), the mock reset and runtime handlers dropped after each,
 * closed after all. Returns the mock, with the msw `server` for `server.use(…)`.
 *
 * @example
 * const mock = setupHookMock({ flavor: 'gitea' });
 * test('creates a hook', async () => {
 *   await createHook(client, 'acme/widgets');
 *   expect(mock).toHaveReceivedRequest({ method: 'POST', status: 201 });
 * });
 * @see docs/guide/matchers.md
 */
export function setupHookMock(options: HookMockOptions = {}): HookMock & { server: SetupServer } {
  const mock = createHookMock(options);
  const server = setupServer(...mock.handlers);
  const { beforeAll, afterEach, afterAll } = lifecycle();
  beforeAll(() => server.listen(unhandledOption('error')));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
  });
  afterAll(() => server.close());
  return Object.assign(mock, { server });
}
