/**
 * Shared helpers for the in-process suite: one msw server per file, mocks plugged in per
 * describe block, a manual clock, and a small fetch wrapper that reads every response fully.
 */
import { createHmac } from 'node:crypto';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { contractFor } from './openapi-contract.js';
import { builtinScenarios, createHookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import type { HookMock, HookMockOptions, Scenario } from '../../src/index.js';

export const ORIGIN = 'http://localhost';
export const API = `${ORIGIN}/api/v1`;
/** The reference's APIError `url`: ROOT_URL + "api/swagger" (docs/behaviour.md §4.1). */
export const SWAGGER = `${ORIGIN}/api/swagger`;

/** A clock the test moves by hand: deterministic `created`/`updated`/`at`. */
export interface ManualClock {
  (): Date;
  advance(ms: number): void;
  set(iso: string): void;
  /** Back to the start instant (useMock does this before each test). */
  reset(): void;
}

export function manualClock(start = '2026-03-01T12:00:00Z'): ManualClock {
  let now = Date.parse(start);
  const clock = (() => new Date(now)) as ManualClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (iso) => {
    now = Date.parse(iso);
  };
  clock.reset = () => {
    now = Date.parse(start);
  };
  return clock;
}

/** One server per file: listen before all, drop runtime handlers after each, close after all. */
export function useMswServer(): SetupServer {
  const server = setupServer();
  // Both msw 2's and msw 3's name for the option (msw 3 ignores onUnhandledRequest).
  beforeAll(() => server.listen(unhandledOption('error')));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * A mock for the enclosing describe block: before each test it is reset to its scenario and its
 * handlers are put in front of the file's server.
 */
export function useMock(server: SetupServer, options: HookMockOptions = {}): HookMock {
  const mock = createHookMock(options);
  beforeEach(() => {
    const clock = options.clock as Partial<ManualClock> | undefined;
    clock?.reset?.();
    mock.reset();
    server.use(...mock.handlers);
  });
  checkContract(server, mock);
  return mock;
}

/**
 * Every answer the mock gives in these tests must match its OpenAPI document
 * (test/support/openapi-contract.ts); a mismatch fails the test that received it.
 */
function checkContract(server: SetupServer, mock: HookMock): void {
  const contract = contractFor(mock.flavor);
  let pending: Promise<string[]>[] = [];
  // Answers of this mock only (a test may plug in another one): its journal grew.
  let journalled = 0;
  const onResponse = ({ request, response }: { request: Request; response: Response }) => {
    const path = new URL(request.url).pathname;
    const total = mock.requests.all().length + mock.requests.dropped;
    if (total === journalled || !path.startsWith(`${mock.basePath}/`)) return;
    journalled = total;
    const body = response.clone().text();
    pending.push(
      body.then(
        (text) =>
          contract.check({
            method: request.method,
            rest: path.slice(mock.basePath.length),
            status: response.status,
            headers: response.headers,
            body: text,
          }) ?? [],
      ),
    );
  };
  beforeEach(() => {
    journalled = mock.requests.all().length + mock.requests.dropped;
    server.events.on('response:mocked', onResponse);
  });
  afterEach(async () => {
    server.events.removeListener('response:mocked', onResponse);
    const problems = (await Promise.all(pending)).flat();
    pending = [];
    expect(problems, 'answers that do not match the OpenAPI document').toEqual([]);
  });
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The body exactly as received. */
  text: string;
  /** The body parsed as JSON (undefined when empty or not JSON). */
  json: unknown;
}

export interface CallOptions {
  /** `Authorization: token <t>`; null sends no Authorization header. Default `demo`. */
  token?: string | null;
  /** An object is sent as JSON, a string as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Content-Type for a body; null sends none. Default `application/json`. */
  contentType?: string | null;
  /** Another API base, e.g. a second mock's origin. */
  base?: string;
}

/** One request to the mocked API, as a client would send it. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const { token = 'demo', body, contentType = 'application/json', base = API } = options;
  const headers: Record<string, string> = {};
  if (token !== null) headers.Authorization = `token ${token}`;
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    // Bytes, not a string: fetch would add `text/plain` to a string body by itself.
    payload = new TextEncoder().encode(text);
    if (contentType !== null) headers['Content-Type'] = contentType;
  }
  Object.assign(headers, options.headers);
  const response = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export type HookJson = Record<string, unknown> & {
  id: number;
  type: string;
  active: boolean;
  events: string[];
  config: Record<string, string>;
};

export interface ErrorJson {
  message: string;
  url?: string;
  errors?: string[] | null;
}

export const hookOf = (answer: Answer) => answer.json as HookJson;
export const hooksOf = (answer: Answer) => answer.json as HookJson[];
export const errorOf = (answer: Answer) => answer.json as ErrorJson;
export const idsOf = (answer: Answer) => hooksOf(answer).map((h) => h.id);

/**
 * What each flavor's encoder writes after an answer's JSON: json.Encoder's newline (Go v1: spec,
 * Forgejo's jsoniter), nothing for Gitea's official jsonv2 build (`MarshalWrite`; fidelity audit
 * 3 row 17, test/fidelity/api-json-encoder.test.ts).
 */
export const ANSWER_END = { spec: '\n', gitea: '', forgejo: '\n', github: '\n' } as const;
type Flavor = keyof typeof ANSWER_END;

/** Gitea's generic error body, byte for byte (docs/behaviour.md §4.1), as `flavor` ends it. */
export const apiErrorText = (message: string, flavor: Flavor = 'spec') =>
  `${JSON.stringify({ message, url: SWAGGER })}${ANSWER_END[flavor]}`;

/** Gitea's (and the spec flavor's) 404 body: a Go map, keys sorted (docs/behaviour.md §4.1). */
export const giteaNotFoundText = (
  message = 'not found',
  errors: string[] | null = null,
  flavor: Flavor = 'spec',
) => `${JSON.stringify({ errors, message, url: SWAGGER })}${ANSWER_END[flavor]}`;

/** Forgejo's 404 body: a struct, keys in declaration order, `errors` an array (docs/behaviour.md §4.3). */
export const forgejoNotFoundText = (message = "The target couldn't be found.", errors: string[] = []) =>
  `${JSON.stringify({ message, url: SWAGGER, errors })}\n`;

/** A valid create body for the flavor's own type. */
export function createBody(
  type: string,
  extra: Record<string, unknown> = {},
  config: Record<string, string> = {},
) {
  return {
    type,
    config: { url: 'https://receiver.example.test/hook', content_type: 'json', ...config },
    ...extra,
  };
}

export const NATIVE = { spec: 'native', gitea: 'gitea', forgejo: 'forgejo' } as const;
export const FLAVOR_NAMES = ['spec', 'gitea', 'forgejo'] as const;

/** A deep copy of a built-in scenario, to derive test scenarios from. */
export function builtin(name: string): Scenario {
  const scenario = builtinScenarios[name];
  if (!scenario) throw new Error(`no built-in ${name}`);
  return structuredClone(scenario);
}

export const hmacHex = (algorithm: 'sha256' | 'sha1', secret: string, data: string) =>
  createHmac(algorithm, secret).update(data, 'utf8').digest('hex');

/** Go's url.QueryEscape, written independently of the implementation (space as '+'). */
export function goQueryEscape(s: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(s)) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c)) out += c;
    else if (c === ' ') out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
