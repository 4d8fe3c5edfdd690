/**
 * The two state backends the model oracle runs through — one suite for both, as hono's
 * `common.case.test.ts` runs one suite for every router: `createHookMock` keeps its state in the
 * @mswjs/data database (served by msw's setupServer), the standalone server in plain Maps
 * (served by node:http). Each opens one mock per flavor and auth mode; the runner resets it
 * before every sequence and drives its clock.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createHookMock } from '../../src/index.js';
import type { FlavorName } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { scenario } from './reference-model.js';
import { viaHandleAt } from './steps.js';
import type { ModelMock, Send } from './steps.js';

export interface Opened {
  mock: ModelMock;
  /** The request straight into `mock.handle`. */
  viaHandle: Send;
  /** The request over HTTP semantics: fetch through msw, or a real socket to the server. */
  viaHttp: Send;
  close(): Promise<void>;
}

export interface OpenOptions {
  flavor: FlavorName;
  auth: 'any' | 'strict';
  clock: () => Date;
}

export interface ModelBackend {
  name: string;
  open(options: OpenOptions): Promise<Opened>;
}

/** A fetch-based Send against `origin` (the journal's header spelling for X-Total-Count). */
function viaFetch(origin: string): Send {
  return async (_mock, r) => {
    const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
    const response = await fetch(`${origin}${r.path}`, {
      method: r.method,
      headers: r.headers,
      // bytes, so fetch adds no Content-Type of its own
      ...(hasBody ? { body: new TextEncoder().encode(r.body) } : {}),
    });
    return {
      status: response.status,
      headers: Object.fromEntries(
        [...response.headers].map(([k, v]) => [k === 'x-total-count' ? 'X-Total-Count' : k, v]),
      ),
      body: await response.text(),
    };
  };
}

// One msw server for every in-process mock (each pinned to its own origin); anything they do not
// answer is a 599, so a request that escapes its mock fails the step rather than the network.
const msw = setupServer(http.all('*', () => new Response('unhandled by hookmock', { status: 599 })));
let listening = 0;

const mswjsData: ModelBackend = {
  name: '@mswjs/data (createHookMock + setupServer)',
  open: async ({ flavor, auth, clock }) => {
    const origin = `http://${flavor}-${auth}.model.test`;
    const mock = createHookMock({ scenario: scenario(), flavor, auth, baseUrl: `${origin}/api/v1`, clock });
    if (listening++ === 0) msw.listen({ onUnhandledRequest: 'error' });
    msw.use(...mock.handlers);
    return {
      mock,
      viaHandle: viaHandleAt(origin),
      viaHttp: viaFetch(origin),
      close: async () => {
        if (--listening === 0) msw.close();
      },
    };
  },
};

const plainMaps: ModelBackend = {
  name: 'plain Maps (startServer)',
  open: async ({ flavor, auth, clock }) => {
    const server = await startServer({ port: 0, quiet: true, scenario: scenario(), flavor, auth, clock });
    return {
      mock: server.mock,
      viaHandle: viaHandleAt(server.origin),
      viaHttp: viaFetch(server.origin),
      close: () => server.close(),
    };
  },
};

export const BACKENDS: readonly ModelBackend[] = [mswjsData, plainMaps];
