import { HookMockError } from '../core/errors/hookmock-error.js';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { createHookMock } from '../core/create-hook-mock.js';
import { unhandledOption } from '../core/msw/unhandled.js';
import { assertMswRuns } from './msw-node-check.js';
import { registerWithGlobalExpect } from '../matchers/register.js';
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
  throw new HookMockError('setupHookMock needs a test runner (vitest, or jest with its globals)');
}

/** msw's handler list, as `setupServer` takes it (the same type under msw 2 and msw 3). */
type Handlers = Parameters<typeof setupServer>;
/** msw's `server.listen` options. */
type ListenOptions = NonNullable<Parameters<SetupServer['listen']>[0]>;

/** `setupHookMock`'s options: the mock's, plus the test file's own msw handlers and listen options. */
export interface SetupHookMockOptions extends HookMockOptions {
  /**
   * Your own msw handlers for the whole file. They go before the mock's, because hookmock owns
   * every path under its base path (`/api/v1/version` included: it answers the product's 404), and
   * msw asks handlers in order. They stay across tests (runtime `server.use` ones are dropped).
   */
  handlers?: Handlers;
  /**
   * msw's listen options. Default: unhandled requests are errors. `onUnhandledRequest` is also
   * given to msw 3 under its new name, `onUnhandledFrame`.
   */
  listen?: ListenOptions;
}

/**
 * The listen options: unhandled requests are errors unless the caller says otherwise, and the
 * strategy goes under both of msw's names (an `onUnhandledFrame` given for msw 3 is kept).
 */
function listenOptions(given: ListenOptions = {}): ListenOptions {
  const strategy = given.onUnhandledRequest ?? unhandledOption('error').onUnhandledRequest;
  const both = { onUnhandledFrame: strategy, ...given, onUnhandledRequest: strategy };
  return both;
}

/**
 * One call for a test file: a mock and msw's `setupServer` for it — listening before all tests
 * (unhandled requests are errors), the mock reset and runtime handlers dropped after each,
 * closed after all. Returns the mock, with the msw `server` for `server.use(…)`. Your own
 * handlers for the file go in `handlers` (placed before the mock's, which would answer them).
 *
 * @example
 * const mock = setupHookMock({ flavor: 'gitea' });
 * test('creates a hook', async () => {
 *   await createHook(client, 'acme/widgets');
 *   expect(mock).toHaveReceivedRequest({ method: 'POST', status: 201 });
 * });
 * @see docs/guide/matchers.md
 */
export function setupHookMock(options: SetupHookMockOptions = {}): HookMock & { server: SetupServer } {
  const { handlers = [], listen, ...mockOptions } = options;
  // msw 3 on Node < 22.12: say so now, not as a TypeError inside msw in every test.
  assertMswRuns();
  // Under jest, the matchers come with setupHookMock too (hookmock/vitest registered them with vitest).
  registerWithGlobalExpect();
  const mock = createHookMock(mockOptions);
  const server = setupServer(...handlers, ...mock.handlers);
  const { beforeAll, afterEach, afterAll } = lifecycle();
  beforeAll(() => server.listen(listenOptions(listen)));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
  });
  afterAll(() => server.close());
  return Object.assign(mock, { server });
}
