/**
 * Shared by the gitlab flavor's tests: a @gitbeaker/rest client for the in-process mock (msw,
 * gitbeaker's default host https://gitlab.com) or for a standalone server on 127.0.0.1
 * (`/api/v4`), and a plain `fetch` helper against the server for the error table and headers.
 */
import { Gitlab } from '@gitbeaker/rest';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { HookMock, Scenario } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { useStandaloneServer } from '../support/server.js';

/** What a test drives: a gitbeaker factory and the mock behind it. */
export interface Target {
  readonly name: 'in-process' | 'server';
  /** A client signed in with `token` (default `demo`, alice in the default scenario). */
  gitlab(token?: string): InstanceType<typeof Gitlab>;
  mock(): Pick<HookMock, 'snapshot' | 'reset' | 'deliveries' | 'load'>;
}

/** In-process: msw in front of `fetch`, gitbeaker with no `host` at all. */
export function useInProcess(scenario?: Scenario): Target {
  const mock = createHookMock({ flavor: 'gitlab', ...(scenario ? { scenario } : {}) });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen(unhandledOption('error')));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());
  return {
    name: 'in-process',
    gitlab: (token = 'demo') => new Gitlab({ token }),
    mock: () => mock,
  };
}

/** The standalone server on 127.0.0.1 (`useStandaloneServer`), reset before each test. */
export function useServerTarget(scenario?: Scenario): Target {
  const server = useStandaloneServer('gitlab', { resetEachTest: true, ...(scenario ? { scenario } : {}) });
  return {
    name: 'server',
    gitlab: (token = 'demo') => new Gitlab({ host: server.url.replace(/\/api\/v4$/, ''), token }),
    mock: () => server.mock,
  };
}

/** Both targets, for `describe.each`. */
export const TARGETS = [
  ['in-process', useInProcess],
  ['server', useServerTarget],
] as const;

/** One answer of the server: status, headers and the parsed body. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** `fetch` against the API with a `PRIVATE-TOKEN` (null: none), a JSON body when given. */
export async function call(
  api: string,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const token = options.token === undefined ? 'demo' : options.token;
  const headers: Record<string, string> = {
    ...(token ? { 'PRIVATE-TOKEN': token } : {}),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${api}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text
  }
  return { status: response.status, headers: response.headers, body, text };
}
