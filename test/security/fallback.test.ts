// S4 (fallback CORS and credentials), S10 (a silent upstream, a client that leaves) and S13
// (request targets: `//`, dot segments, backslashes), over HTTP.
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { AUTH, listen } from '../support/server.js';
import { raw } from '../support/raw-http.js';

let upstream: Awaited<ReturnType<typeof listen>>;
const seen: IncomingMessage[] = [];
let server: RunningServer;

beforeAll(async () => {
  upstream = await listen((req, res) => {
    seen.push(req);
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': 'https://upstream.example',
    });
    res.end(JSON.stringify({ url: req.url }));
  });
  server = await startServer({ port: 0, quiet: true, fallback: `${upstream.url}/sub` });
});
afterAll(async () => {
  await server.close();
  await upstream.close();
});

describe('S4: the fallback adds no CORS and never shows its credentials', () => {
  it('passes the upstream CORS headers through unchanged and adds none', async () => {
    const answer = await raw(server.port, {
      path: '/api/v1/admin/users',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('https://upstream.example');
  });

  it('sends a loopback page preflight for a proxied path upstream; refuses a foreign page outright', async () => {
    const before = seen.length;
    const preflight = (origin: string) =>
      raw(server.port, {
        method: 'OPTIONS',
        path: '/api/v1/admin/users',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'x-webauth-user',
        },
      });
    const local = await preflight('http://localhost:5173');
    expect(local.headers['access-control-allow-headers']).toBeUndefined(); // the upstream approves nothing
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)?.method).toBe('OPTIONS');
    const evil = await preflight('https://evil.example');
    expect(evil.status).toBe(403);
    expect(seen.length).toBe(before + 1);
  });

  it('never forwards a foreign page request (it would carry the mock address and credentials)', async () => {
    const before = seen.length;
    const answer = await raw(server.port, {
      method: 'POST',
      path: '/api/v1/admin/users',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain', 'X-WEBAUTH-USER': 'admin' },
      body: 'x',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(seen.length).toBe(before);
  });

  it('applies userinfo as Basic auth, and keeps it out of every error body', async () => {
    const withAuth = await startServer({
      port: 0,
      quiet: true,
      fallback: `http://admin:s3cretpw@127.0.0.1:${upstream.port}/`,
    });
    try {
      await raw(withAuth.port, { path: '/api/v1/version' });
      expect(seen.at(-1)?.headers.authorization).toBe(
        `Basic ${Buffer.from('admin:s3cretpw').toString('base64')}`,
      );
      await raw(withAuth.port, { path: '/api/v1/version', headers: AUTH });
      expect(seen.at(-1)?.headers.authorization).toBe('token demo'); // the client's own wins
    } finally {
      await withAuth.close();
    }
    const gone = await listen(() => undefined);
    await gone.close();
    const down = await startServer({
      port: 0,
      quiet: true,
      fallback: `http://admin:s3cretpw@127.0.0.1:${gone.port}/`,
    });
    try {
      const answer = await raw(down.port, { path: '/api/v1/version' });
      expect(answer.status).toBe(502);
      expect(answer.body).not.toMatch(/s3cretpw|admin/);
      expect(JSON.parse(answer.body).url).toBe(`${down.origin}/api/swagger`);
    } finally {
      await down.close();
    }
  });
});

describe('S10: a silent upstream and a client that leaves', () => {
  it('answers 504 when the upstream stays silent, and closes the upstream request', async () => {
    const sockets: { closed: boolean }[] = [];
    const silent = await listen(() => undefined);
    silent.server.on('connection', (socket) => {
      const entry = { closed: false };
      sockets.push(entry);
      socket.on('close', () => (entry.closed = true));
    });
    const slow = await startServer({
      port: 0,
      quiet: true,
      fallback: silent.url,
      timeouts: { fallback: 300 },
    });
    try {
      const answer = await raw(slow.port, { path: '/api/v1/version' });
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body).message).toMatch(/timed out/);
      await expect.poll(() => sockets.every((s) => s.closed), { timeout: 2000 }).toBe(true);
    } finally {
      await slow.close();
      await silent.close();
    }
  });

  it('aborts the upstream request when the client goes away', async () => {
    const upstreamSockets: { closed: boolean }[] = [];
    const silent = await listen(() => undefined);
    silent.server.on('connection', (socket) => {
      const entry = { closed: false };
      upstreamSockets.push(entry);
      socket.on('close', () => (entry.closed = true));
    });
    const proxy = await startServer({ port: 0, quiet: true, fallback: silent.url });
    try {
      const client = connect({ host: '127.0.0.1', port: proxy.port });
      client.write(`GET /api/v1/version HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\n\r\n`);
      await expect.poll(() => upstreamSockets.length, { timeout: 2000 }).toBe(1);
      client.destroy();
      await expect.poll(() => upstreamSockets[0]?.closed, { timeout: 2000 }).toBe(true);
    } finally {
      await proxy.close();
      await silent.close();
    }
  });
});

describe('S13: the request target is a path, resolved once for routing and forwarding', () => {
  it('never reads //api/... as a host name', async () => {
    const plain = await startServer({ port: 0, quiet: true });
    try {
      // A path, never a host: repeated slashes collapse as both products do (Gitea
      // normalizeRequestPath, Forgejo stripSlashesMiddleware), so this is the mock's own hook list.
      const api = await raw(plain.port, { path: '//api/v1/repos/acme/widgets/hooks', headers: AUTH });
      expect(api.status).toBe(200);
      expect((JSON.parse(api.body) as { id: number }[]).map((h) => h.id)).toEqual([1, 2]);
      const state = await raw(plain.port, { path: '//anything/__hookmock/state' });
      expect(state.status).toBe(404);
      expect(state.body).not.toContain('token');
    } finally {
      await plain.close();
    }
  });

  it('resolves dot segments and backslashes before deciding ownership, and forwards that same path', async () => {
    const cases: [string, string][] = [
      ['/../admin', '/sub/admin'],
      ['/__hookmock/../admin', '/sub/admin'],
      ['/%2e%2e/%2E%2E/admin?x=1', '/sub/admin?x=1'],
      ['/api/v1\\..\\..\\admin', '/sub/admin'],
      ['//evil.example/x', '/sub/evil.example/x'],
    ];
    for (const [path, expected] of cases) {
      const answer = await raw(server.port, { path });
      expect(answer.status, path).toBe(200);
      expect(seen.at(-1)?.url, path).toBe(expected);
      expect(seen.at(-1)?.headers.host, path).toBe(`127.0.0.1:${upstream.port}`);
    }
    // A hook route reached through a dot segment is the mock's, not the upstream's.
    const before = seen.length;
    const mocked = await raw(server.port, {
      path: '/api/v1/repos/x/%2e%2e/acme/widgets/hooks',
      headers: AUTH,
    });
    expect(mocked.status).toBe(200);
    expect(seen.length).toBe(before);
  });

  it('refuses absolute-form targets with 400', async () => {
    const answer = await raw(server.port, { path: 'http://evil.example/x' });
    expect(answer.status).toBe(400);
  });
});
