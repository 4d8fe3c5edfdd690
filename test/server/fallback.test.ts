// --fallback: requests the mock does not own are proxied to a local upstream (http-proxy).
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { AUTH, listen, readBody } from '../support/server.js';

let upstream: Awaited<ReturnType<typeof listen>>;
let server: RunningServer;
const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  upstream = await listen(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, {
      'Content-Type': 'application/json',
      'X-Upstream': 'yes',
    });
    res.end(JSON.stringify({ upstream: true, method: req.method, url: req.url, body }));
  });
  server = await startServer({ port: 0, quiet: true, fallback: upstream.url });
});
afterAll(async () => {
  await server.close();
  await upstream.close();
});

describe('--fallback proxying', () => {
  it('proxies a GET outside the mock to the upstream, query string and headers intact, adding no CORS', async () => {
    const response = await fetch(`${server.origin}/api/v2/users/me?expand=1`, {
      headers: { ...AUTH, 'X-Custom': 'kept', Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-upstream')).toBe('yes');
    // The upstream's CORS policy decides; the mock adds no Access-Control-* header of its own.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toMatchObject({
      upstream: true,
      method: 'GET',
      url: '/api/v2/users/me?expand=1',
    });
    const request = seen.at(-1)!;
    expect(request.headers['x-custom']).toBe('kept');
    expect(request.headers.authorization).toBe('token demo');
    expect(request.headers.host).toBe(`127.0.0.1:${upstream.port}`);
  });

  it('proxies a POST body byte for byte, including bodies larger than the mock limit', async () => {
    const body = JSON.stringify({ note: 'ü'.repeat(10), pad: 'z'.repeat(1_200_000) });
    const response = await fetch(`${server.origin}/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(seen.at(-1)!.body).toBe(body);
  });

  it('passes the upstream status through', async () => {
    const response = await fetch(`${server.origin}/missing/thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ upstream: true });
  });

  it('still serves the mocked API and the control API itself', async () => {
    const count = seen.length;
    const list = await fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: AUTH });
    expect(list.status).toBe(200);
    expect(((await list.json()) as unknown[]).length).toBe(2);
    expect((await fetch(`${server.origin}/__hookmock/health`)).status).toBe(200);
    expect(seen.length).toBe(count);
  });

  it('proxies the rest of the API under the base path: only the hook routes are mocked', async () => {
    const count = seen.length;
    for (const path of [
      '/version',
      '/repos/acme/widgets/branches',
      '/repos/acme/widgets/issues?state=open',
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: AUTH });
      expect(await response.json(), path).toMatchObject({ upstream: true });
    }
    expect(seen.length).toBe(count + 3);
    expect(seen.at(-1)).toMatchObject({ url: '/api/v1/repos/acme/widgets/issues?state=open' });
    // Hook routes stay mocked, and the journal only holds what the mock answered.
    expect((await fetch(`${server.url}/orgs/acme/hooks`, { headers: AUTH })).status).toBe(200);
    expect(seen.length).toBe(count + 3);
  });

  it('sends the CORS preflight of a proxied path upstream: the upstream decides', async () => {
    const count = seen.length;
    const response = await fetch(`${server.origin}/api/v2/users/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(200);
    expect(seen.length).toBe(count + 1);
    expect(seen.at(-1)).toMatchObject({ method: 'OPTIONS', url: '/api/v2/users/me' });
  });

  it('proxies a path that only looks like the base path', async () => {
    const response = await fetch(`${server.origin}/api/v1x/thing`);
    expect(await response.json()).toMatchObject({ upstream: true, url: '/api/v1x/thing' });
  });

  it('proxies, body included, what the core itself declares unowned (a baseUrl pinned to another origin)', async () => {
    const pinned = await startServer({
      port: 0,
      quiet: true,
      fallback: upstream.url,
      baseUrl: 'http://git.example.test/api/v1',
    });
    try {
      const body = JSON.stringify({ hello: 'upstream' });
      const response = await fetch(`${pinned.origin}/api/v1/orgs/acme/hooks`, {
        method: 'POST',
        headers: { ...AUTH, 'Content-Type': 'application/json' },
        body,
      });
      expect(await response.json()).toMatchObject({
        upstream: true,
        method: 'POST',
        url: '/api/v1/orgs/acme/hooks',
        body,
      });
    } finally {
      await pinned.close();
    }
  });

  it('answers 502 with a JSON error when the upstream is down', async () => {
    const gone = await listen(() => undefined);
    await gone.close();
    const orphan = await startServer({ port: 0, quiet: true, fallback: gone.url });
    try {
      const response = await fetch(`${orphan.origin}/elsewhere`);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /fallback upstream .* unreachable/,
      );
      expect((await fetch(`${orphan.origin}/__hookmock/health`)).status).toBe(200);
    } finally {
      await orphan.close();
    }
  });
});
