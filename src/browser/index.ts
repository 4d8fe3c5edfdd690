import { setupWorker } from 'msw/browser';
import type { SetupWorker, StartOptions } from 'msw/browser';
import { createHookMock } from '../index.js';
import type { HookMock, HookMockOptions } from '../core/types.js';

export interface WorkerOptions extends HookMockOptions {
  /** Passed to msw's `worker.start()`; `onUnhandledRequest` defaults to `'bypass'`. */
  worker?: StartOptions;
}

export interface RunningWorker {
  readonly worker: SetupWorker;
  readonly mock: HookMock;
  /** Stops the worker (the mock's state stays in memory). */
  stop(): void;
}

/**
 * Starts msw's service worker with hookmock's handlers (the mocked API and the control API).
 * Resolves once the worker is active, so the app's first request is already mocked.
 */
export async function startWorker(options: WorkerOptions = {}): Promise<RunningWorker> {
  const { worker: startOptions, ...mockOptions } = options;
  const mock = createHookMock(mockOptions);
  const worker = setupWorker(...mock.handlers);
  await worker.start({ onUnhandledRequest: 'bypass', ...startOptions });
  return { worker, mock, stop: () => worker.stop() };
}
