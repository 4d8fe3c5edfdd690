/**
 * Fuzzing the standalone server (issue 5): random bytes, request lines, headers, paths, methods,
 * query strings and bodies, over raw node:net sockets and over fetch, to 127.0.0.1 only and
 * bounded in count (about 2,000 requests) and time. The server must stay up, answer every
 * request with a well-formed HTTP response (node's own 400 for what it cannot parse), never
 * answer a client's mistake with a 5xx, and a rejected request must leave the state as it was.
 * A failing input is shrunk and printed with its seed (FUZZ_SEED/FUZZ_PATH replay it).
 */
import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { exchange, parseResponses } from '../support/raw-http.js';

const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => Math.max(10, Math.round(n * SCALE));
const replay = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};

let server: RunningServer;
let host = '';
let sent = 0;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', quiet: true });
  host = `127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
});

function stateNow() {
  const { clock: _clock, ...state } = server.mock.snapshot();
  return state;
}

/** The server still answers: health and a plain list. */
async function assertAlive(context: string) {
  const health = await fetch(`${server.origin}/__hookmock/health`);
  expect(health.status, `${context}: server still up`).toBe(200);
  await health.arrayBuffer();
}

/**
 * One raw exchange: never a hang, every answer well-formed, no 5xx; when nothing was accepted
 * (no 2xx), the state is exactly as before.
 */
async function rawCheck(bytes: Uint8Array, label: string, finalResponses?: number) {
  const before = stateNow();
  const method = /^[A-Z]+/.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'))?.[0];
  const result = await exchange(server.port, bytes);
  sent += 1;
  const context = `${label} ${JSON.stringify(Buffer.from(bytes).toString('latin1').slice(0, 400))}`;
  expect(result.timedOut, `${context}: the server neither answered nor closed`).toBe(false);
  let responses: ReturnType<typeof parseResponses> = [];
  expect(() => (responses = parseResponses(result.data, method)), context).not.toThrow();
  const onlyLineEnds = bytes.every((b) => b === 0x0d || b === 0x0a);
  if (!onlyLineEnds) {
    // A request was sent (blank lines before a request line are skipped, RFC 9112 §2.2) and
    // the connection ended cleanly: there must have been an answer.
    expect(
      responses.length,
      `${context}: no answer before the close${result.error ? ` (${result.error})` : ''}`,
    ).toBeGreaterThan(0);
  }
  for (const response of responses) {
    expect(response.status, `${context}: ${response.body.toString('utf8').slice(0, 200)}`).toBeLessThan(500);
    if ((response.headers['content-type'] ?? '').includes('json') && response.body.length > 0) {
      expect(() => JSON.parse(response.body.toString('utf8')), `${context}: JSON body`).not.toThrow();
    }
  }
  if (finalResponses !== undefined) {
    const statuses = responses.map((r) => r.status);
    expect(
      statuses.filter((st) => st >= 200).length,
      `${context}: one answer per request, got ${statuses.join(', ')}`,
    ).toBe(finalResponses);
  }
  if (!responses.some((r) => r.status >= 200 && r.status < 300)) {
    expect(stateNow(), `${context}: a rejected request changed the state`).toEqual(before);
  }
}

// ---- generators ----------------------------------------------------------------------------------

const SEGMENTS = [
  'api',
  'v1',
  'repos',
  'orgs',
  'acme',
  'widgets',
  'gadgets',
  'alice',
  'dotfiles',
  'hooks',
  '1',
  '2',
  '3',
  '007',
  '0',
  '-1',
  '99999999999999999999',
  'tests',
  '__hookmock',
  'state',
  'reset',
  'pings',
  'requests',
  'health',
  'scenario',
  '%00',
  '%zz',
  '%E0%A4%A',
  '..',
  '.',
  '%2F',
  'ünï',
  '~',
  ';',
  'a%20b',
];
const segmentArb = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const apiPathArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'repos/acme/widgets',
          'orgs/acme',
          'repos/alice/dotfiles',
          'repos/ghost/x',
          'orgs/ghost',
        ),
        fc.array(segmentArb, { maxLength: 3 }),
      )
      .map(([base, rest]) => `/api/v1/${base}/hooks${rest.length ? `/${rest.join('/')}` : ''}`),
  },
  { weight: 2, arbitrary: fc.array(segmentArb, { maxLength: 7 }).map((s) => `/${s.join('/')}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '/__hookmock/state',
      '/__hookmock/pings',
      '/__hookmock/requests',
      '/__hookmock/nope',
      '/__hookmock/',
      '//api/v1',
      '/api/v1',
      '/api/v1/',
    ),
  },
);
const queryArb = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('page', 'limit', 'token', 'access_token', 'ref', 'x', ''),
        fc.oneof(
          fc.constantFrom(
            '1',
            '-1',
            '0',
            'demo',
            'bob-token',
            '%',
            '%%',
            '&&',
            '99999999999999999999',
            'a+b',
          ),
          fc.string({ maxLength: 8 }),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  { nil: '' },
);
const hookishArb = fc.record(
  {
    type: fc.constantFrom('native', 'gitea', 'slack', 'bogus', '', 1),
    active: fc.constantFrom(true, false, 'yes', null),
    events: fc.oneof(
      fc.constant(['push']),
      fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
      fc.constant('push'),
    ),
    config: fc.oneof(
      fc.record(
        {
          url: fc.constantFrom('https://ci.example.test/x', 'ftp://x', '', 'http://[::1'),
          content_type: fc.constantFrom('json', 'form', 'xml'),
        },
        { requiredKeys: [] },
      ),
      fc.constantFrom(null, 'x', 1),
    ),
    branch_filter: fc.constantFrom('[', '*', '{a'),
  },
  { requiredKeys: [] },
);
const bodyTextArb = fc.oneof(
  { weight: 3, arbitrary: hookishArb.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"type":',
      'null',
      '[]',
      '{"name":"large"}',
      '{"name":"nope"}',
      '{"hooks":[{}]}',
    ),
  },
);
const authArb = fc.constantFrom(
  'token demo',
  'token bob-token',
  'bearer demo',
  'token',
  'token a b',
  'Basic !!!',
  'Basic ZGVtbzo=',
  'Digest x',
  '',
  'token ' + 'x'.repeat(300),
);
const contentTypeArb = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
  'application/jsonx',
  'JSON',
);

/** A request line, headers and body that look like HTTP and often are not quite. */
const rawRequestArb = fc
  .record({
    method: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS') },
      // CONNECT has its own case below (node hands it to a 'connect' listener, not the handler)
      { weight: 1, arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'get', 'BREW', '') },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 6 }).filter((m) => m !== 'CONNECT') },
    ),
    target: fc.oneof(
      { weight: 8, arbitrary: fc.tuple(apiPathArb, queryArb).map(([p, q]) => p + q) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '*',
          `http://evil.test/api/v1/repos/acme/widgets/hooks`,
          'api/v1',
          '',
          '/a b',
          '/\u0000',
          `/${'a'.repeat(20_000)}`,
        ),
      },
    ),
    version: fc.oneof(
      { weight: 10, arbitrary: fc.constant('HTTP/1.1') },
      { weight: 1, arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1', '') },
    ),
    host: fc.oneof(
      { weight: 8, arbitrary: fc.constant('ok') },
      { weight: 1, arbitrary: fc.constantFrom('missing', '[::1', 'a b', 'evil.test:99999', '') },
    ),
    auth: fc.option(authArb, { nil: undefined }),
    contentType: fc.option(contentTypeArb, { nil: undefined }),
    extra: fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'X-Forwarded-For',
            'Origin',
            'Access-Control-Request-Method',
            'Expect',
            'Connection',
            'Accept',
            'Cookie',
          ),
          fc.string({ minLength: 1, maxLength: 10 }),
        ),
        fc.oneof(
          fc.constantFrom('PATCH', '100-continue', 'close', 'keep-alive', 'upgrade', '*/*'),
          fc.string({ maxLength: 20 }),
        ),
      ),
      { maxLength: 3 },
    ),
    body: fc.option(bodyTextArb, { nil: undefined }),
    framing: fc.constantFrom(
      'length',
      'length',
      'length',
      'chunked',
      'bad-chunked',
      'short-length',
      'long-length',
      'both',
      'none',
    ),
  })
  .map((r) => {
    const lines = [`${r.method} ${r.target} ${r.version}`.trimEnd()];
    if (r.host === 'ok') lines.push(`Host: ${host}`);
    else if (r.host !== 'missing') lines.push(`Host: ${r.host}`);
    if (r.auth !== undefined) lines.push(`Authorization: ${r.auth}`);
    if (r.contentType !== undefined) lines.push(`Content-Type: ${r.contentType}`);
    for (const [name, value] of r.extra) lines.push(`${name}: ${value}`);
    let body = Buffer.alloc(0);
    if (r.body !== undefined) {
      const raw = Buffer.from(r.body, 'utf8');
      switch (r.framing) {
        case 'length':
          lines.push(`Content-Length: ${raw.length}`);
          body = raw;
          break;
        case 'short-length':
          lines.push(`Content-Length: ${Math.max(0, raw.length - 3)}`);
          body = raw;
          break;
        case 'long-length':
          lines.push(`Content-Length: ${raw.length + 5}`);
          body = raw;
          break;
        case 'chunked':
          lines.push('Transfer-Encoding: chunked');
          body = Buffer.concat([
            Buffer.from(`${raw.length.toString(16)}\r\n`),
            raw,
            Buffer.from('\r\n0\r\n\r\n'),
          ]);
          break;
        case 'bad-chunked':
          lines.push('Transfer-Encoding: chunked');
          body = Buffer.concat([Buffer.from('zz\r\n'), raw]);
          break;
        case 'both':
          lines.push(`Content-Length: ${raw.length}`, 'Transfer-Encoding: chunked');
          body = raw;
          break;
        case 'none':
          body = raw;
          break;
      }
    }
    return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), body]);
  });

// ---- properties ----------------------------------------------------------------------------------

describe('fuzzing the standalone server (127.0.0.1)', () => {
  it('random bytes: a clean 400 or a clean close, never a hang or a crash', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }),
          // printable junk that starts like a request line
          fc.string({ maxLength: 120 }).map((s) => Buffer.from(`GET /${s}`, 'utf8')),
        ),
        (bytes) => rawCheck(bytes, 'random bytes'),
      ),
      { numRuns: runs(300), ...replay },
    );
    await assertAlive('after random bytes');
  }, 60_000);

  it('HTTP-shaped requests: well-formed answers, no 5xx, rejected requests change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(rawRequestArb, (bytes) => rawCheck(bytes, 'raw request')),
      { numRuns: runs(800), ...replay },
    );
    await assertAlive('after raw requests');
  }, 90_000);

  it('API requests over fetch: random methods, paths, queries, headers and bodies', async () => {
    const requestArb = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS'),
      path: apiPathArb,
      query: queryArb,
      auth: fc.option(authArb, { nil: undefined }),
      contentType: fc.option(contentTypeArb, { nil: undefined }),
      extra: fc.array(
        fc.tuple(fc.stringMatching(/^x-[a-z0-9-]{1,12}$/), fc.stringMatching(/^[\x21-\x7e]{0,30}$/)),
        { maxLength: 3 },
      ),
      body: bodyTextArb,
    });
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const before = stateNow();
        const headers: Record<string, string> = Object.fromEntries(r.extra);
        if (r.auth) headers.authorization = r.auth;
        if (r.contentType) headers['content-type'] = r.contentType;
        const withBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(r.method);
        // Concatenated, never resolved: "//api/v1" must not turn into a host named "api".
        const url = `${server.origin}${r.path}${r.query}`;
        try {
          if (new URL(url).host !== host) return;
        } catch {
          return; // not a URL fetch could send: the raw properties cover it
        }
        const response = await fetch(url, {
          method: r.method,
          headers,
          ...(withBody ? { body: new TextEncoder().encode(r.body) } : {}),
        });
        sent += 1;
        const text = await response.text();
        const context = `${r.method} ${url} ${JSON.stringify(headers)} ${withBody ? JSON.stringify(r.body) : ''} → ${response.status} ${text.slice(0, 200)}`;
        expect(response.status, context).toBeLessThan(500);
        if (
          (response.headers.get('content-type') ?? '').includes('json') &&
          text !== '' &&
          r.method !== 'HEAD'
        ) {
          expect(() => JSON.parse(text), context).not.toThrow();
        }
        if (response.status >= 400)
          expect(stateNow(), `${context}: a rejected request changed the state`).toEqual(before);
      }),
      { numRuns: runs(800), ...replay },
    );
    await assertAlive('after fetch requests');
  }, 90_000);

  it('malformed journal inputs (deep JSON, security review S6): every control route still answers, no 5xx', async () => {
    // Nesting that JSON.parse accepts but JSON.stringify cannot write back (depth ≥ ~5,000), in
    // arrays, objects and mixes, truncated or whole, to every API route and method with a body.
    const nestArb = fc.record({
      depth: fc.constantFrom(100, 257, 3000, 5000, 20_000, 100_000),
      open: fc.constantFrom('[', '{"a":', '[{"b":', '{"x":['),
      whole: fc.boolean(),
      method: fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE'),
      path: fc.constantFrom(
        '/api/v1/repos/acme/widgets/hooks',
        '/api/v1/repos/acme/widgets/hooks/1',
        '/api/v1/orgs/acme/hooks',
        '/api/v1/repos/acme/widgets/hooks/1/tests',
      ),
      auth: fc.boolean(),
      paging: fc.constantFrom(
        '',
        '?limit=1',
        '?after=0&limit=1000',
        '?limit=0',
        '?after=x',
        '?limit=99999999',
      ),
    });
    const close = (open: string) =>
      [...open]
        .reverse()
        .map((c) => (c === '[' ? ']' : c === '{' ? '}' : ''))
        .join('');
    await fc.assert(
      fc.asyncProperty(nestArb, async (r) => {
        const body = `{"config":${r.open.repeat(r.depth)}1${r.whole ? close(r.open).repeat(r.depth) : ''}}`;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (r.auth) headers.authorization = 'token demo';
        const answer = await fetch(`${server.origin}${r.path}`, { method: r.method, headers, body });
        sent += 1;
        expect(answer.status, `${r.method} ${r.path} depth ${r.depth}`).toBeLessThan(500);
        await answer.arrayBuffer();
        for (const route of ['/requests', '/pings', '/state']) {
          const res = await fetch(`${server.origin}/__hookmock${route}${r.paging}`);
          const text = await res.text();
          expect(
            res.status,
            `${route}${r.paging} after depth ${r.depth}: ${text.slice(0, 200)}`,
          ).toBeLessThan(500);
          expect(() => JSON.parse(text), `${route}${r.paging}`).not.toThrow();
        }
      }),
      { numRuns: runs(60), ...replay },
    );
    const requests = await fetch(`${server.origin}/__hookmock/requests`);
    expect(requests.status).toBe(200);
    expect(Array.isArray(await requests.json())).toBe(true);
    await assertAlive('after deep JSON');
  }, 90_000);

  const big = Buffer.alloc(1024 * 1024 + 10, 'a');
  /** [label, request bytes, how many final answers it must get] */
  const pathological: [string, () => Buffer, number][] = [
    [
      'body over 1 MiB (Content-Length)',
      () =>
        Buffer.concat([
          Buffer.from(
            `POST /api/v1/repos/acme/widgets/hooks HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token demo\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n`,
          ),
          big,
        ]),
      1,
    ],
    [
      'body over 1 MiB (chunked)',
      () =>
        Buffer.concat([
          Buffer.from(
            `POST /api/v1/orgs/acme/hooks HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token demo\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${big.length.toString(16)}\r\n`,
          ),
          big,
          Buffer.from('\r\n0\r\n\r\n'),
        ]),
      1,
    ],
    [
      'declared 10 GB, sends little',
      () =>
        Buffer.from(
          `PATCH /api/v1/repos/acme/widgets/hooks/1 HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 10000000000\r\n\r\n{}`,
        ),
      1,
    ],
    [
      'header block over 16 KiB',
      () =>
        Buffer.from(
          `GET /api/v1/orgs/acme/hooks HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
        ),
      1,
    ],
    [
      '200 headers',
      () =>
        Buffer.from(
          `GET /api/v1/orgs/acme/hooks HTTP/1.1\r\nHost: ${host}\r\n${Array.from({ length: 200 }, (_, i) => `X-H${i}: ${i}\r\n`).join('')}\r\n`,
        ),
      1,
    ],
    [
      '50 pipelined requests',
      () =>
        Buffer.from(
          Array.from(
            { length: 50 },
            (_, i) =>
              `GET /api/v1/repos/acme/widgets/hooks/${i} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token demo\r\n\r\n`,
          ).join(''),
        ),
      50,
    ],
    [
      'NUL in a header',
      () =>
        Buffer.from(
          `GET /api/v1/orgs/acme/hooks HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token\u0000demo\r\n\r\n`,
        ),
      1,
    ],
    [
      'obs-fold header',
      () =>
        Buffer.from(
          `GET /api/v1/orgs/acme/hooks HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token\r\n demo\r\n\r\n`,
        ),
      1,
    ],
    [
      'bare LF line ends',
      () => Buffer.from(`GET /api/v1/orgs/acme/hooks HTTP/1.1\nHost: ${host}\nAuthorization: token demo\n\n`),
      1,
    ],
    [
      'request smuggling shape',
      () =>
        Buffer.from(
          `POST /api/v1/orgs/acme/hooks HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /__hookmock/reset HTTP/1.1\r\n\r\n`,
        ),
      1,
    ],
    [
      'CONNECT',
      () => Buffer.from(`CONNECT /api/v1/repos/acme/widgets/hooks HTTP/1.1\r\nHost: ${host}\r\n\r\n`),
      1,
    ],
    [
      'CONNECT authority-form',
      () => Buffer.from(`CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n`),
      1,
    ],
    [
      'upgrade to websocket',
      () =>
        Buffer.from(
          `GET /api/v1/orgs/acme/hooks HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
        ),
      1,
    ],
    [
      'Expect: 100-continue',
      () =>
        Buffer.from(
          `POST /api/v1/orgs/acme/hooks HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token demo\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n{}`,
        ),
      1,
    ],
  ];
  it.each(pathological)('pathological: %s', async (label, bytes, finals) => {
    await rawCheck(bytes(), label, finals);
    await assertAlive(`after ${label}`);
  });

  // The security review's malformed inputs (S2, S12, S13): each with the answer it must get.
  const reviewInputs: [string, () => string, number][] = [
    [
      'raw // path',
      () =>
        `GET //api/v1/repos/acme/widgets/hooks HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token demo\r\n\r\n`,
      200, // repeated slashes collapse, as in both products: the path /api/v1/…, never a host
    ],
    [
      '// then the control API',
      () => `GET //anything/__hookmock/state HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      404,
    ],
    [
      '%2e%2e segments',
      () =>
        `GET /api/v1/repos/acme/%2e%2e/acme/widgets/hooks HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token demo\r\n\r\n`,
      200,
    ],
    [
      'dot segments above the root',
      () => `GET /../../../__hookmock/health HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      200,
    ],
    [
      'backslashes',
      () =>
        `GET /api/v1\\repos\\acme\\widgets\\hooks HTTP/1.1\r\nHost: ${host}\r\nAuthorization: token demo\r\n\r\n`,
      200,
    ],
    [
      'absolute-form target',
      () => `GET http://evil.example/__hookmock/state HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      400,
    ],
    ['foreign Host', () => `GET /__hookmock/state HTTP/1.1\r\nHost: attacker.rebind.example\r\n\r\n`, 403],
    ['empty Host', () => `GET /__hookmock/health HTTP/1.1\r\nHost: \r\n\r\n`, 403],
    [
      'Host with userinfo',
      () => `GET /__hookmock/health HTTP/1.1\r\nHost: 127.0.0.1@evil.example\r\n\r\n`,
      403,
    ],
    ['Host with a path', () => `GET /__hookmock/health HTTP/1.1\r\nHost: 127.0.0.1/x\r\n\r\n`, 403],
    ['unclosed IPv6 Host', () => `GET /__hookmock/health HTTP/1.1\r\nHost: [::1\r\n\r\n`, 403],
    ['Host port out of range', () => `GET /__hookmock/health HTTP/1.1\r\nHost: 127.0.0.1:99999\r\n\r\n`, 403],
    [
      'Host 0x7f.1 (loopback, odd form)',
      () => `GET /__hookmock/health HTTP/1.1\r\nHost: 0x7f.1\r\n\r\n`,
      200,
    ],
    [
      'Host localhost. (trailing dot)',
      () => `GET /__hookmock/health HTTP/1.1\r\nHost: localhost.\r\n\r\n`,
      200,
    ],
    ['Host 0.0.0.0', () => `GET /__hookmock/health HTTP/1.1\r\nHost: 0.0.0.0\r\n\r\n`, 403],
    ['20 KiB URL', () => `GET /${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 431],
    ['20 KiB Host', () => `GET / HTTP/1.1\r\nHost: ${'h'.repeat(20 * 1024)}\r\n\r\n`, 431],
  ];
  it.each(reviewInputs)('review input: %s', async (label, text, status) => {
    const bytes = Buffer.from(text(), 'latin1');
    await rawCheck(bytes, label);
    const [response] = parseResponses((await exchange(server.port, bytes)).data, 'GET');
    expect(response?.status, label).toBe(status);
    await assertAlive(`after ${label}`);
  });

  it('random Host headers and dot/backslash/double-slash paths: no 5xx, foreign names refused', async () => {
    const hostArb = fc.oneof(
      fc.stringMatching(/^[a-z0-9.:[\]@/_-]{0,40}$/),
      fc.constantFrom(
        'localhost',
        '127.0.0.1',
        '[::1]',
        '127.1',
        'LOCALHOST',
        'evil.example',
        'localhost.evil',
      ),
    );
    const segmentArb = fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '%2E.',
      '',
      '\\',
      'api',
      'v1',
      '__hookmock',
      'state',
      'repos',
      'acme',
      'widgets',
      'hooks',
    );
    const pathArb = fc.array(segmentArb, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`);
    await fc.assert(
      fc.asyncProperty(hostArb, pathArb, async (hostValue, path) => {
        const bytes = Buffer.from(
          `GET ${path} HTTP/1.1\r\nHost: ${hostValue}\r\nAuthorization: token demo\r\n\r\n`,
          'latin1',
        );
        await rawCheck(bytes, 'host and path');
      }),
      { numRuns: runs(200), ...replay },
    );
    await assertAlive('after odd hosts and paths');
  }, 60_000);

  it('stays up and keeps its state through all of it', async () => {
    await assertAlive('at the end');
    const list = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      headers: { Authorization: 'token demo' },
    });
    expect(list.status).toBe(200);
    expect(Array.isArray(await list.json())).toBe(true);
    expect(sent).toBeGreaterThan(0);
  });
});
