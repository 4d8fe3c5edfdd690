// S1 (CORS and CSRF on the control API) and S2 (Host header / DNS rebinding), over HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { AUTH, hookBody } from '../support/server.js';
import { raw } from '../support/raw-http.js';

const EVIL = 'https://evil.example';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, allowedHosts: ['dev.example.test'] });
});
afterAll(() => server.close());
beforeEach(() => server.mock.reset());

const hookCount = () => server.mock.snapshot().hooks?.length ?? 0;

describe('S1: a page on a foreign origin can neither read nor steer the control API', () => {
  it('refuses a cross-origin read of /__hookmock/state (403, no CORS header, no tokens)', async () => {
    const answer = await raw(server.port, { path: '/__hookmock/state', headers: { Origin: EVIL } });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.body).not.toContain('token');
    expect(JSON.parse(answer.body).message).toMatch(/--cors-origin/);
  });

  it('refuses a text/plain scenario POST (a simple request) and a no-cors form reset; state unchanged', async () => {
    await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json' },
      body: hookBody('http://127.0.0.1:9/kept'),
    });
    const before = hookCount();
    const scenario = await raw(server.port, {
      method: 'POST',
      path: '/__hookmock/scenario',
      headers: { Origin: EVIL, 'Content-Type': 'text/plain' },
      body: '{"name":"empty"}',
    });
    expect(scenario.status).toBe(403);
    // Without Origin (curl, or a browser that hides it): the content type alone is refused.
    const reset = await raw(server.port, {
      method: 'POST',
      path: '/__hookmock/reset',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(reset.status).toBe(415);
    const plain = await raw(server.port, {
      method: 'POST',
      path: '/__hookmock/scenario',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"name":"empty"}',
    });
    expect(plain.status).toBe(415);
    expect(hookCount()).toBe(before);
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin (an iframe or a no-cors GET), but not a followed link', async () => {
    const framed = await raw(server.port, {
      path: '/__hookmock/state',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'iframe' },
    });
    expect(framed.status).toBe(403);
    const deleted = await raw(server.port, {
      method: 'DELETE',
      path: '/__hookmock/pings',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'empty' },
    });
    expect(deleted.status).toBe(403);
    const link = await raw(server.port, {
      path: '/__hookmock/',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'document' },
    });
    expect(link.status).toBe(200);
  });

  it('approves a control preflight only for trusted origins, and only the headers the API uses', async () => {
    const evil = await raw(server.port, {
      method: 'OPTIONS',
      path: '/__hookmock/pings',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const local = await raw(server.port, {
      method: 'OPTIONS',
      path: '/api/v1/repos/acme/widgets/hooks',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, x-webauth-user',
      },
    });
    expect(local.status).toBe(204);
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(local.headers['access-control-allow-headers']).toLowerCase()).not.toContain(
      'x-webauth-user',
    );
  });

  it('refuses the mocked API to a foreign origin too: no answer to read, no hook created by a form POST', async () => {
    const read = await raw(server.port, {
      path: '/api/v1/repos/acme/widgets/hooks',
      headers: { ...AUTH, Origin: EVIL },
    });
    expect(read.status).toBe(403);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers.vary).toMatch(/Origin/);
    const before = hookCount();
    const form = await raw(server.port, {
      method: 'POST',
      path: '/api/v1/repos/acme/widgets/hooks?token=demo',
      headers: { Origin: EVIL, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'type=gitea&active=true&config%5Burl%5D=http%3A%2F%2F127.0.0.1%3A9%2Fx&config%5Bcontent_type%5D=json',
    });
    expect(form.status).toBe(403);
    expect(hookCount()).toBe(before);
    // Clients that are not browsers send no Origin and are answered as before.
    expect((await raw(server.port, { path: '/api/v1/repos/acme/widgets/hooks', headers: AUTH })).status).toBe(
      200,
    );
  });

  it('lets the dashboard (same origin) and loopback dev servers use the control API', async () => {
    for (const origin of [
      server.origin,
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      'https://[::1]:8443',
    ]) {
      const answer = await raw(server.port, {
        method: 'POST',
        path: '/__hookmock/reset',
        headers: { Origin: origin, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-site' },
      });
      expect(answer.status, origin).toBe(204);
    }
  });

  it('--cors-origin adds an origin; * opens the mocked API but never the control API', async () => {
    const open = await startServer({ port: 0, quiet: true, corsOrigins: ['https://app.example.test', '*'] });
    try {
      const app = await raw(open.port, {
        path: '/__hookmock/health',
        headers: { Origin: 'https://app.example.test' },
      });
      expect(app.status).toBe(200);
      expect(app.headers['access-control-allow-origin']).toBe('https://app.example.test');
      const api = await raw(open.port, {
        path: '/api/v1/repos/acme/widgets/hooks',
        headers: { ...AUTH, Origin: EVIL },
      });
      expect(api.headers['access-control-allow-origin']).toBe('*');
      const state = await raw(open.port, { path: '/__hookmock/state', headers: { Origin: EVIL } });
      expect(state.status).toBe(403);
    } finally {
      await open.close();
    }
  });
});

describe('S2: only known Host names are answered (DNS rebinding)', () => {
  it('refuses a foreign Host with 403 naming --allowed-host, and never reflects it into a URL', async () => {
    for (const path of [
      '/__hookmock/state',
      '/__hookmock/',
      '/api/v1/repos/acme/widgets/hooks',
      '/api/v1/nope',
    ]) {
      const answer = await raw(server.port, {
        path,
        headers: { ...AUTH, Host: `attacker.rebind.example:${server.port}` },
      });
      expect(answer.status, path).toBe(403);
      const body = JSON.parse(answer.body) as { message: string; url: string };
      expect(body.message).toMatch(/--allowed-host/);
      expect(body.url).toBe(`${server.origin}/api/swagger`);
      expect(answer.body).not.toContain('demo');
    }
  });

  it('answers localhost, loopback addresses, the bound address and --allowed-host names', async () => {
    const port = server.port;
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `127.0.0.5:${port}`,
      `[::1]:${port}`,
      'dev.example.test',
    ]) {
      const answer = await raw(port, { path: '/api/v1/nope', headers: { Host: host } });
      expect(answer.status, host).toBe(404);
    }
    for (const host of ['dev.example.test.evil.example', 'localhost.evil.example', '0.0.0.0', '10.0.0.1']) {
      const answer = await raw(port, { path: '/__hookmock/health', headers: { Host: host } });
      expect(answer.status, host).toBe(403);
    }
  });

  it('builds error and payload URLs from the checked Host only', async () => {
    const error = await raw(server.port, {
      path: '/api/v1/repos/acme/widgets/hooks',
      headers: { Host: 'dev.example.test' },
    });
    expect(JSON.parse(error.body).url).toBe('http://dev.example.test/api/swagger');
    const test = await raw(server.port, {
      method: 'POST',
      path: '/api/v1/repos/acme/widgets/hooks/1/tests',
      headers: { ...AUTH, Host: 'dev.example.test' },
    });
    expect(test.status).toBe(204);
    expect(server.mock.pings.last()?.body).toContain('http://dev.example.test/');
  });
});
