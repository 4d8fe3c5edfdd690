/**
 * Row 17 of the third fidelity audit: one JSON encoder per product build. Gitea's official build
 * (Makefile L6 `GOEXPERIMENT ?= jsonv2`) writes every API answer with `modules/json`'s v2 handler:
 * G `services/context/base.go` L117 `Base.JSON` → `json.NewEncoder(b.Resp).Encode(content)`, which
 * `modules/json/jsonv2.go` `jsonV2Encoder.Encode` turns into `jsonv2.MarshalWrite(w, v, opts)`
 * with only `FormatNilSliceAsNull`/`FormatNilMapAsNull`. Go `encoding/json/v2` `arshal.go`:
 * MarshalWrite "does not terminate the output with a newline"; `jsontext/options.go`:
 * `EscapeForHTML` and `EscapeForJS` are off unless set (`jsonwire/encode.go` `AppendQuote`), so
 * `<>&` and U+2028/U+2029 are written raw. Forgejo (jsoniter, standard-library mode) keeps v1:
 * escaped, with json.Encoder's newline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HookMock } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { AUTH } from '../support/server.js';
import { fidelityMock } from './world.js';

const API = 'http://localhost:4100/api/v1';
const NAME = 'deploy\u2028<b>&</b>';
const URL_WITH_HTML = 'https://r.example.test/g?a=1&b=<2>';

/** A request to the mocked API through `mock.fetch`; every path here is the API's. */
async function call(mock: HookMock, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await mock.fetch(
    new Request(`${API}${path}`, {
      method,
      headers: { Authorization: 'token demo', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (!response) throw new Error(`${method} ${path}: not the mock's`);
  return response;
}

/** A mock of the product whose acme/widgets has a hook named and addressed with `<>&` and U+2028. */
async function withHtmlHook(product: 'gitea' | 'forgejo') {
  const mock = fidelityMock(product);
  const created = await call(mock, 'POST', '/repos/acme/widgets/hooks', {
    type: product,
    name: NAME,
    active: true,
    events: ['issues'],
    config: { url: URL_WITH_HTML, content_type: 'json' },
  });
  return { mock, created: await created.text() };
}

describe('gitea: API answers written by jsonv2.MarshalWrite (G base.go L117, jsonv2.go)', () => {
  it('a created hook: <>& and U+2028 raw, no trailing newline', async () => {
    const { created } = await withHtmlHook('gitea');
    expect(created).toContain(`"name":"${NAME}"`);
    expect(created).toContain(`"url":"${URL_WITH_HTML}"`);
    expect(created).not.toMatch(/\\u00(3c|3e|26)|\\u2028/);
    expect(created.endsWith('}')).toBe(true);
  });

  it('a hook, a list and an error end where the JSON ends', async () => {
    const { mock } = await withHtmlHook('gitea');
    const one = await (await call(mock, 'GET', '/repos/acme/widgets/hooks/2')).text();
    expect(one).toBe(
      `{"id":2,"name":"${NAME}","type":"gitea","branch_filter":"","config":{"content_type":"json","url":"${URL_WITH_HTML}"},"events":["issues","issue_assign","issue_label","issue_milestone","issue_comment"],"authorization_header":"","active":true,"updated_at":"2026-03-01T12:00:00Z","created_at":"2026-03-01T12:00:00Z"}`,
    );
    const list = await (await call(mock, 'GET', '/repos/acme/widgets/hooks')).text();
    expect(list.endsWith(`${one}]`)).toBe(true);
    const missing = await call(mock, 'GET', '/repos/acme/widgets/hooks/99');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(
      '{"errors":null,"message":"not found","url":"http://localhost:4100/api/swagger"}',
    );
  });

  it('an injected fault answers with the same encoder', async () => {
    const mock = fidelityMock('gitea');
    mock.faults.add({ path: '/repos/acme/widgets/hooks', status: 503, body: { message: 'a<b & c>d' } });
    const answer = await call(mock, 'GET', '/repos/acme/widgets/hooks');
    expect(await answer.text()).toBe('{"message":"a<b & c>d"}');
  });

  it('answers and deliveries agree: <>& raw in both (deliveries: src/core/delivery/encoding.ts)', async () => {
    const { mock, created } = await withHtmlHook('gitea');
    const { deliveries } = await mock.simulate.openIssue({ repo: 'acme/widgets', title: 'a<b>&' });
    expect(deliveries[0]?.body).toContain('"title": "a<b>&"');
    expect(created).toContain(URL_WITH_HTML);
  });
});

describe('forgejo keeps v1 (jsoniter ConfigCompatibleWithStandardLibrary)', () => {
  it('escapes <>& and U+2028 and ends with json.Encoder newline', async () => {
    const { mock, created } = await withHtmlHook('forgejo');
    expect(created).toContain('"url":"https://r.example.test/g?a=1\\u0026b=\\u003c2\\u003e"');
    expect(created.endsWith('}\n')).toBe(true);
    const missing = await call(mock, 'GET', '/repos/acme/widgets/hooks/99');
    expect((await missing.text()).endsWith('"errors":[]}\n')).toBe(true);
  });
});

describe('the standalone server: Content-Length counts the bytes v2 writes', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true, flavor: 'gitea' });
  });
  afterAll(() => server.close());

  it('a raw U+2028 is three bytes, and no newline is counted', async () => {
    const created = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'gitea',
        name: NAME,
        config: { url: URL_WITH_HTML, content_type: 'json' },
      }),
    });
    const bytes = Buffer.from(await created.arrayBuffer());
    expect(created.status).toBe(201);
    expect(Number(created.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.includes(Buffer.from('\u2028'))).toBe(true);
    expect(bytes.at(-1)).toBe('}'.charCodeAt(0));
  });
});
