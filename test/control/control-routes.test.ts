// The control API as one router (issue 16 item 2, issue 21 item 6), over HTTP: 405 with Allow
// from the rows, HEAD as GET, bad input as 4xx `{ message }`, a bodyless POST without a
// Content-Type, sessions as rows, and the front door (GET / → the dashboard).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { createServerMock } from '../../src/core/mock-facade.js';

let server: RunningServer;
const control = (path: string, init?: RequestInit) => fetch(`${server.origin}/__hookmock${path}`, init);
const JSON_TYPE = { 'Content-Type': 'application/json' };

beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true });
});
afterAll(() => server.close());

describe('405 with Allow, from the rows', () => {
  it.each([
    ['PUT', '/faults', 'GET, POST, DELETE', '/__hookmock/faults'],
    ['GET', '/faults/x', 'DELETE', '/__hookmock/faults/{id}'],
    ['PUT', '/sessions', 'GET, POST', '/__hookmock/sessions'],
    ['PATCH', '/sessions/abc', 'GET, DELETE', '/__hookmock/sessions/{id}'],
    ['GET', '/reset', 'POST', '/__hookmock/reset'],
    ['PATCH', '/pings', 'GET, DELETE', '/__hookmock/pings'],
  ])('%s %s → 405, Allow: %s', async (method, path, allow, shown) => {
    const response = await control(path, { method, headers: JSON_TYPE });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toEqual({
      message: `method ${method} not allowed on ${shown} (allowed: ${allow})`,
    });
  });

  it('an unknown path is still a JSON 404', async () => {
    const response = await control('/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no control route GET /__hookmock/nothing-here' });
  });
});

describe('HEAD is answered as GET', () => {
  it('on a plain row and on a row with a parameter', async () => {
    expect((await control('/faults', { method: 'HEAD' })).status).toBe(200);
    const created = await control('/sessions', { method: 'POST' });
    const { id } = (await created.json()) as { id: string };
    expect((await control(`/sessions/${id}`, { method: 'HEAD' })).status).toBe(200);
    expect((await control(`/sessions/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await control(`/sessions/${id}`, { method: 'HEAD' })).status).toBe(404);
  });
});

describe('bad input is a 4xx { message }, never a 5xx', () => {
  it.each([
    ['/faults', '{', 400, 'the body must be JSON: a fault rule object or a list of them'],
    ['/events', '[]', 400, 'the body must be a JSON object: { "event": "push", "repo": "owner/name" }'],
    ['/events', '{"event":"push","repo":"acme/widgets","x":1}', 400, 'unknown field "x"'],
    ['/scenario', '"large"', 400, 'the body must be a JSON object'],
    ['/scenario', '{"hooks":5}', 400, 'hooks'],
    ['/sessions', '{"flavor":"github-enterprise-2"}', 400, 'invalid session options: flavor'],
    ['/faults', '{"status":"teapot"}', 400, 'invalid fault rule'],
  ])('POST %s %s → %i', async (path, body, status, message) => {
    const response = await control(path, { method: 'POST', headers: JSON_TYPE, body });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });

  it('a bodyless POST to a route that needs a body says so', async () => {
    const response = await control('/faults', { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'the body must be JSON: a fault rule object or a list of them',
    });
  });
});

describe('a control POST without a body needs no Content-Type', () => {
  it('POST /reset with neither body nor Content-Type (curl -X POST) resets', async () => {
    await control('/faults', { method: 'POST', headers: JSON_TYPE, body: '{"status":503}' });
    const response = await control('/reset', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(server.mock.faults.list()).toEqual([]);
  });

  it('a POST with a body still needs application/json, and a form type stays refused', async () => {
    const plain = await control('/scenario', { method: 'POST', body: '{"name":"empty"}' });
    expect(plain.status).toBe(415);
    const form = await control('/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const foreign = await control('/reset', { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });
});

describe('sessions are rows of the root control API', () => {
  it('exist only where a registry is supplied: not in a session, not on a bare mock', async () => {
    const created = await control('/sessions', { method: 'POST' });
    expect(created.status).toBe(201);
    const session = (await created.json()) as { id: string; controlUrl: string };
    expect(session.controlUrl).toBe(`${server.origin}/sessions/${session.id}/__hookmock`);
    const inner = await fetch(`${session.controlUrl}/sessions`);
    expect(inner.status).toBe(404);
    const bare = await createServerMock().handle({
      method: 'GET',
      url: new URL('http://localhost/__hookmock/sessions'),
      header: () => null,
      body: '',
    });
    expect(bare?.status).toBe(404);
  });
});

describe('the front door', () => {
  it('GET / redirects to the dashboard (302), which answers', async () => {
    const response = await fetch(`${server.origin}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/__hookmock/');
    const followed = await fetch(`${server.origin}/?from=bookmark`);
    expect(followed.url).toBe(`${server.origin}/__hookmock/`);
    expect(followed.headers.get('content-type')).toMatch(/text\/html/);
  });

  it("with --fallback, / is the upstream's", async () => {
    const upstream = createServer((_req, res) => res.end('upstream home'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const proxied = await startServer({ port: 0, quiet: true, fallback: `http://127.0.0.1:${port}` });
    try {
      const response = await fetch(`${proxied.origin}/`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('upstream home');
    } finally {
      await proxied.close();
      upstream.closeAllConnections();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });
});
