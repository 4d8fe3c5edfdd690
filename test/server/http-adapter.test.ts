// The node:http adapter: CORS, body limit, bad input, unknown routes, failures — over real HTTP.
import { request as httpRequest } from 'node:http';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT, startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import type { CoreResponse } from '../../src/index.js';
import { AUTH, JSON_HEADERS, hookBody, useStandaloneServer } from '../support/server.js';

const server = useStandaloneServer('spec');
const originalHandle = () => server.mock.handle;
let handle: RunningServer['mock']['handle'];

beforeAll(async () => {
  handle = originalHandle();
});
beforeEach(() => {
  (server.mock as { handle: typeof handle }).handle = handle;
  server.mock.reset();
});

/** A raw request with a chunked body (no Content-Length), as a streaming client sends it. */
function chunkedPost(path: string, chunks: Buffer[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.origin}${path}`,
      { method: 'POST', headers: { ...JSON_HEADERS, 'Transfer-Encoding': 'chunked' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('CORS', () => {
  it('answers a loopback origin preflight with 204, that origin, and only the headers the API uses', async () => {
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('vary')).toMatch(/Origin/);
    const methods = response.headers.get('access-control-allow-methods') ?? '';
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) expect(methods).toContain(method);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('content-type');
    expect(await response.text()).toBe('');
  });

  it('puts the allowed Origin on every answer to a loopback page, and on lists the headers the list names', async () => {
    const list = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      headers: { ...AUTH, Origin: 'http://localhost:5173' },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    // One page: no Link, so the list names only X-Total-Count (as Gitea's SetTotalCountHeader).
    expect(list.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
    expect(list.headers.get('x-total-count')).toBe('2');
    const unauthorized = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      headers: { Origin: 'http://127.0.0.1:3000' },
    });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    const control = await fetch(`${server.origin}/__hookmock/health`, {
      headers: { Origin: 'http://[::1]:8080' },
    });
    expect(control.headers.get('access-control-allow-origin')).toBe('http://[::1]:8080');
  });
});

describe('request bodies', () => {
  it(`rejects a body over 1 MiB (Content-Length) with 413 and a JSON error; the server keeps serving`, async () => {
    const big = hookBody('https://ci.example.test/x', { pad: 'x'.repeat(BODY_LIMIT) });
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: big,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const body = (await response.json()) as { message: string; url: string };
    expect(body.message).toBe('request body too large (limit 1 MiB)');
    expect(body.url).toBe(`${server.origin}/api/swagger`);
    expect(server.mock.snapshot().hooks).toHaveLength(3);
    expect((await fetch(`${server.origin}/__hookmock/health`)).status).toBe(200);
  });

  it('rejects a chunked body once it passes 1 MiB', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const response = await chunkedPost('/api/v1/repos/acme/widgets/hooks', [
      chunk,
      chunk,
      chunk,
      chunk,
      chunk,
    ]);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'request body too large (limit 1 MiB)' });
  });

  it('accepts a body of exactly 1 MiB and a small chunked body', async () => {
    const base = hookBody('https://ci.example.test/limit', { pad: '' });
    const exact = base.replace('"pad":""', `"pad":"${'y'.repeat(BODY_LIMIT - base.length)}"`);
    expect(Buffer.byteLength(exact)).toBe(BODY_LIMIT);
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: exact,
    });
    expect(response.status).toBe(201);
    const chunked = await chunkedPost('/api/v1/orgs/acme/hooks', [
      Buffer.from(hookBody('https://a.example.test/1').slice(0, 10)),
      Buffer.from(hookBody('https://a.example.test/1').slice(10)),
    ]);
    expect(chunked.status).toBe(201);
  });

  it('answers bad JSON with the core 422 in the reference shape', async () => {
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"type": "native", ',
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; url: string };
    expect(body.message).toMatch(/^\[\]: /);
    expect(body.url).toBe(`${server.origin}/api/swagger`);
  });

  it('passes UTF-8 bodies through intact', async () => {
    const url = 'https://ci.example.test/ünïcødé/✓';
    const response = await fetch(`${server.url}/orgs/acme/hooks`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: hookBody(url),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { config: { url: string } }).config.url).toBe(url);
  });
});

describe('unknown routes and methods', () => {
  it('an unknown path under the base path is a JSON 404 in the spec flavor', async () => {
    const response = await fetch(`${server.url}/repos/acme/widgets/nothing-here`, { headers: AUTH });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.json()).toMatchObject({ message: 'not found' });
  });

  it('a path the mock does not own is a JSON 404 (without --fallback), without the internal marker header', async () => {
    const response = await fetch(`${server.origin}/somewhere/else?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-hookmock-unowned')).toBeNull();
    expect(((await response.json()) as { message: string }).message).toMatch(/somewhere/);
  });

  it('an unsupported method is a JSON 405', async () => {
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: '{}',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  it('HEAD answers headers without a body', async () => {
    const response = await fetch(`${server.origin}/__hookmock/health`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('a malformed Host header is refused (403), not a crash', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: server.port, path: '/__hookmock/health', headers: { Host: 'bad host:x' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    expect((await fetch(`${server.origin}/__hookmock/health`)).status).toBe(200);
  });
});

describe('failures never kill the server', () => {
  it('a handler that throws becomes a 500 JSON error', async () => {
    (server.mock as { handle: typeof handle }).handle = () => {
      throw new Error('boom');
    };
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: AUTH });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      message: 'hookmock internal error: boom',
      url: `${server.origin}/api/swagger`,
    });
  });

  it('a handler whose promise rejects becomes a 500 JSON error', async () => {
    (server.mock as { handle: typeof handle }).handle = () => Promise.reject(new Error('async boom'));
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: AUTH });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toBe(
      'hookmock internal error: async boom',
    );
  });

  it('a network-error answer (status 0, HttpResponse.error()) resets the connection', async () => {
    (server.mock as { handle: typeof handle }).handle = (): CoreResponse => ({
      status: 0,
      headers: {},
      body: '',
    });
    await expect(fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: AUTH })).rejects.toThrow(
      TypeError,
    );
  });

  it('still serves after all that', async () => {
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: AUTH });
    expect(response.status).toBe(200);
  });
});

describe('startServer', () => {
  it('binds 127.0.0.1 by default and reports the API URL and a free port for port 0', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/api/v1`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('rejects with EADDRINUSE for a port in use, and close() is idempotent', async () => {
    await expect(startServer({ port: server.port, quiet: true })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    const other = await startServer({ port: 0, quiet: true, baseUrl: '/gitea/api/v1', flavor: 'gitea' });
    expect(other.url).toBe(`http://127.0.0.1:${other.port}/gitea/api/v1`);
    const response = await fetch(`${other.url}/orgs/acme/hooks`, { headers: AUTH });
    expect(response.status).toBe(200);
    await Promise.all([other.close(), other.close()]);
    await expect(fetch(`${other.url}/orgs/acme/hooks`)).rejects.toThrow();
  });
});
