import { setupWorker } from 'msw/browser';
import type { SetupWorker, StartOptions } from 'msw/browser';
import { createHookMock } from '../index.js';
import { unhandledOption } from '../core/msw/unhandled.js';
import type { HookMock, HookMockOptions } from '../core/types.js';

/** Options of `startWorker`: `createHookMock`'s, plus msw's `worker.start()` options. */
export interface WorkerOptions extends HookMockOptions {
  /** Passed to msw's `worker.start()`; unhandled requests default to `'bypass'` (`onUnhandledRequest` in msw 2, `onUnhandledFrame` in msw 3). */
  worker?: StartOptions;
}

/** What `startWorker` resolves to: msw's worker, the mock behind it, and `stop()`. */
export interface RunningWorker {
  /** msw's worker, e.g. for `worker.use(…)`. */
  readonly worker: SetupWorker;
  /** The mock the worker answers with: its state, logs and faults. */
  readonly mock: HookMock;
  /** Stops the worker (the mock's state stays in memory). */
  stop(): void;
}

/**
 * Starts msw's service worker with hookmock's handlers (the mocked API and the control API).
 * Resolves once the worker is active, so the app's first request is already mocked.
 *
 * @example
 * if (import.meta.env.DEV) {
 *   const { startWorker } = await import('hookmock/browser');
 *   await startWorker({ flavor: 'gitea', scenario: 'default' });
 * }
 * createApp(App).mount('#app');
 * @see docs/guide/frontend.md
 */
export async function startWorker(options: WorkerOptions = {}): Promise<RunningWorker> {
  const { worker: startOptions, ...mockOptions } = options;
  const mock = createHookMock(mockOptions);
  const worker = setupWorker(...mock.handlers);
  // Both msw 2's and msw 3's name for it (src/core/msw/unhandled.ts); the caller's options win.
  await worker.start({ ...unhandledOption('bypass'), ...startOptions });
  return { worker, mock, stop: () => worker.stop() };
}
