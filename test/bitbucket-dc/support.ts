/**
 * Shared by the bitbucket-dc flavor's tests: a `@coderabbitai/bitbucket` Data Center client for
 * the in-process mock (msw at Data Center's default `http://localhost:7990/rest`) or for a
 * standalone server on 127.0.0.1 (`/rest`), and a plain `fetch` helper for the raw answers.
 */
import { createBitbucketServerClient } from '@coderabbitai/bitbucket/server';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { HookMock, Scenario } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { useStandaloneServer } from '../support/server.js';

/** The client `@coderabbitai/bitbucket` makes for Data Center. */
export type DcClient = ReturnType<typeof createBitbucketServerClient>;

/** What a test drives: a client factory, the API root, and the mock behind it. */
export interface Target {
  readonly name: 'in-process' | 'server';
  /** A client signed in with `token` as Bearer (default `demo`, alice in the default scenario). */
  client(token?: string | null, basic?: string): DcClient;
  /** `…/rest/api/latest` of the target. */
  api(): string;
  mock(): Pick<HookMock, 'snapshot' | 'reset' | 'deliveries' | 'load' | 'emit' | 'simulate'>;
}

const authHeaders = (token: string | null, basic?: string): Record<string, string> => {
  if (token === null) return {};
  if (basic !== undefined) return { Authorization: `Basic ${btoa(`${basic}:${token}`)}` };
  return { Authorization: `Bearer ${token}` };
};

const clientAt =
  (rest: string) =>
  (token: string | null = 'demo', basic?: string) =>
    createBitbucketServerClient({
      baseUrl: rest,
      headers: { Accept: 'application/json', ...authHeaders(token, basic) },
    });

/** In-process: msw in front of `fetch` at Data Center's default URL. */
export function useInProcess(scenario?: Scenario): Target {
  const mock = createHookMock({ flavor: 'bitbucket-dc', ...(scenario ? { scenario } : {}) });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen(unhandledOption('error')));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());
  return {
    name: 'in-process',
    client: clientAt('http://localhost:7990/rest'),
    api: () => 'http://localhost:7990/rest/api/latest',
    mock: () => mock,
  };
}

/** The standalone server on 127.0.0.1, reset before each test. */
export function useServerTarget(scenario?: Scenario): Target {
  const server = useStandaloneServer('bitbucket-dc', {
    resetEachTest: true,
    ...(scenario ? { scenario } : {}),
  });
  return {
    name: 'server',
    client: (token, basic) => clientAt(server.url.replace(/\/api\/latest$/, ''))(token, basic),
    api: () => server.url,
    mock: () => server.mock,
  };
}

/** Both targets, for `describe.each`. */
export const TARGETS = [
  ['in-process', useInProcess],
  ['server', useServerTarget],
] as const;

/** One answer: status, headers and the parsed body. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** `fetch` against `url` with a Bearer token (null: none), a JSON body when given. */
export async function call(
  url: string,
  method: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const token = options.token === undefined ? 'demo' : options.token;
  const headers: Record<string, string> = { ...authHeaders(token), ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    ...(options.body !== undefined
      ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
      : {}),
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
