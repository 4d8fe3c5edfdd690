/**
 * Security review 3 F8 (`--cors-origin '*'` opens neither deliveries nor the fallback and its
 * credentials) and F12 (a cross-site navigation reaches the fallback without its credentials).
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { AUTH, hookBody, listen } from '../support/server.js';
import { raw } from '../support/raw-http.js';

const EVIL = 'http://evil.test:5581';
let upstream: Awaited<ReturnType<typeof listen>>;
const seen: IncomingMessage[] = [];
let wildcard: RunningServer;
let plain: RunningServer;

beforeAll(async () => {
  upstream = await listen((req, res) => {
    seen.push(req);
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  const fallback = `http://admin:s3cretpw@127.0.0.1:${upstream.port}/sub`;
  wildcard = await startServer({
    port: 0,
    quiet: true,
    flavor: 'gitea',
    deliver: true,
    corsOrigins: ['*'],
    fallback,
  });
  plain = await startServer({ port: 0, quiet: true, fallback });
});
afterAll(async () => {
  await wildcard.close();
  await plain.close();
  await upstream.close();
});

const BASIC = `Basic ${Buffer.from('admin:s3cretpw').toString('base64')}`;

describe("F8: --cors-origin '*' lets other pages read, not deliver or reach the fallback", () => {
  it('refuses a hook create from a foreign page while deliveries are on, naming the flag to use', async () => {
    const answer = await raw(wildcard.port, {
      method: 'POST',
      path: '/api/v1/repos/acme/widgets/hooks',
      headers: { Origin: EVIL, 'Content-Type': 'application/json', ...AUTH },
      body: hookBody('http://127.0.0.1:9/browser-ssrf', { authorization_header: 'Bearer from-browser' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(`--cors-origin ${EVIL}`);
  });

  it('still lets a foreign page read the mocked API', async () => {
    const answer = await raw(wildcard.port, {
      path: '/api/v1/repos/acme/widgets/hooks',
      headers: { Origin: EVIL, ...AUTH },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('forwards neither a foreign request nor its preflight to the fallback', async () => {
    const before = seen.length;
    const post = await raw(wildcard.port, {
      method: 'POST',
      path: '/api/v1/admin/users',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: '{}',
    });
    const preflight = await raw(wildcard.port, {
      method: 'OPTIONS',
      path: '/api/v1/admin/users',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect([post.status, preflight.status]).toEqual([403, 403]);
    expect(seen.length).toBe(before);
  });
});

describe('F12: a cross-site navigation reaches the fallback without its credentials', () => {
  it('forwards the navigation without the Basic credentials of the fallback URL', async () => {
    const before = seen.length;
    const answer = await raw(plain.port, {
      path: '/explore',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(answer.status).toBe(200);
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('a local request still carries them', async () => {
    await raw(plain.port, { path: '/explore' });
    expect(seen.at(-1)?.headers.authorization).toBe(BASIC);
  });
});
