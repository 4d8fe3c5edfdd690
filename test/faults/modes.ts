/**
 * The fault suite runs twice: in-process (msw's setupServer over createHookMock) and against the
 * standalone server over real HTTP, steering faults through `mock.faults` and the control API.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { FaultRule, FaultRuleInput, HookMockOptions, JournalEntry } from '../../src/index.js';
import { useStandaloneServer } from '../support/server.js';

export interface Mode {
  /** The mocked API's URL. */
  readonly api: string;
  readonly origin: string;
  addFault(rule: FaultRuleInput): Promise<string>;
  listFaults(): Promise<FaultRule[]>;
  reset(): Promise<void>;
  journal(): Promise<JournalEntry[]>;
}

export const MODES = ['in-process', 'server'] as const;

/** Sets up a mock in the given mode for the enclosing describe block; reset before each test. */
export function useMode(kind: (typeof MODES)[number], options: HookMockOptions = {}): Mode {
  return kind === 'in-process' ? inProcess(options) : overHttp(options);
}

function inProcess(options: HookMockOptions): Mode {
  const mock = createHookMock(options);
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());
  return {
    api: 'http://localhost/api/v1',
    origin: 'http://localhost',
    addFault: async (rule) => mock.faults.add(rule),
    listFaults: async () => mock.faults.list(),
    reset: async () => mock.reset(),
    journal: async () => mock.requests.all(),
  };
}

function overHttp(options: HookMockOptions): Mode {
  const { flavor = 'spec', ...rest } = options;
  const server = useStandaloneServer(flavor, rest);
  // Control POSTs need a JSON content type (the server's cross-site guard).
  const control = (path: string, init: RequestInit = {}) =>
    fetch(`${server.origin}/__hookmock${path}`, { ...init, headers: { 'Content-Type': 'application/json' } });
  beforeEach(async () => {
    await control('/reset', { method: 'POST' });
  });
  return {
    get api() {
      return server.url;
    },
    get origin() {
      return server.origin;
    },
    async addFault(rule) {
      const response = await control('/faults', { method: 'POST', body: JSON.stringify(rule) });
      const body = (await response.json()) as { id: string; message?: string };
      if (response.status !== 201) throw new Error(body.message);
      return body.id;
    },
    listFaults: async () => (await (await control('/faults')).json()) as FaultRule[],
    reset: async () => {
      await control('/reset', { method: 'POST' });
    },
    journal: async () => (await (await control('/requests')).json()) as JournalEntry[],
  };
}
