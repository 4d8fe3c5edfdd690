// Sessions: isolated mocks on one server, steered through hookmock/client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHookMock } from '../../src/client/index.js';
import type { HookMockClient } from '../../src/client/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { serveOptions } from '../../src/cli/serve-parse.js';

const JSON_AUTH = { Authorization: 'token demo', 'Content-Type': 'application/json' };
const hook = (url: string) =>
  JSON.stringify({ type: 'native', active: true, events: ['push'], config: { url, content_type: 'json' } });

describe('8 parallel clients, one session each', () => {
  let server: RunningServer;
  let root: HookMockClient;
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true });
    root = await connectHookMock(server.origin);
  });
  afterAll(() => server.close());

  it.concurrent.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'worker %i creates, lists, tests and deletes its own hooks',
    async (n) => {
      const session = await root.createSession();
      expect(session.url).toMatch(new RegExp(`^${server.origin}/sessions/[0-9a-f]{16}/api/v1$`));
      const base = `${session.url}/repos/acme/widgets/hooks`;
      const before = ((await (await fetch(base, { headers: JSON_AUTH })).json()) as { id: number }[]).map(
        (h) => h.id,
      );
      const mine = `https://worker-${n}.example.test/hook`;
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const created = await fetch(base, { method: 'POST', headers: JSON_AUTH, body: hook(mine) });
        expect(created.status).toBe(201);
        ids.push(((await created.json()) as { id: number }).id);
      }
      const listed = (await (await fetch(base, { headers: JSON_AUTH })).json()) as {
        id: number;
        config: { url: string };
      }[];
      // Only the scenario's hooks and this worker's: every session counts ids from the same start.
      expect(listed.map((h) => h.id)).toEqual([...before, ...ids]);
      expect(
        listed.filter((h) => h.config.url.startsWith('https://worker-')).every((h) => h.config.url === mine),
      ).toBe(true);
      expect((await fetch(`${base}/${ids[0]}/tests`, { method: 'POST', headers: JSON_AUTH })).status).toBe(
        204,
      );
      const ping = await session.deliveries.waitFor((p) => p.hookId === ids[0], { timeoutMs: 2000 });
      expect(ping.url).toBe(mine);
      expect((await session.pings.all()).map((p) => p.url)).toEqual([mine]);
      expect((await fetch(`${base}/${ids[1]}`, { method: 'DELETE', headers: JSON_AUTH })).status).toBe(204);
      const journal = await session.requests.all();
      expect(journal).toHaveLength(7);
      expect(journal.every((e) => e.path.startsWith(new URL(session.url).pathname))).toBe(true);
      expect(
        journal
          .filter((e) => e.method === 'POST' && e.status === 201)
          .map((e) => (e.requestBody as { config: { url: string } }).config.url),
      ).toEqual([mine, mine, mine]);
      await session.close();
      await expect(fetch(base, { headers: JSON_AUTH }).then((r) => r.status)).resolves.toBe(404);
    },
  );

  it('the root API stays the default session, untouched by sessions', async () => {
    const session = await root.createSession({ flavor: 'gitea' });
    await fetch(`${session.url}/orgs/acme/hooks`, {
      method: 'POST',
      headers: JSON_AUTH,
      body: hook('https://s.example.test'),
    });
    expect(await root.requests.all()).toEqual([]);
    expect(JSON.stringify(await root.snapshot())).not.toContain('s.example.test');
    const gitea = (await (
      await fetch(`${session.url}/orgs/acme/hooks`, { headers: JSON_AUTH })
    ).json()) as object[];
    expect(gitea.at(-1)).toHaveProperty('created_at');
    await session.close();
  });

  it('faults, Link headers and the control API are per session', async () => {
    const a = await root.createSession();
    const b = await root.createSession();
    await a.faults.add({ operation: 'list', status: 503 });
    expect((await fetch(`${a.url}/orgs/acme/hooks`, { headers: JSON_AUTH })).status).toBe(503);
    for (const n of [1, 2]) {
      const body = hook(`https://b${n}.example.test`);
      await fetch(`${b.url}/orgs/acme/hooks`, { method: 'POST', headers: JSON_AUTH, body });
    }
    const listed = await fetch(`${b.url}/orgs/acme/hooks?limit=1`, { headers: JSON_AUTH });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('link')).toContain(`${b.url}/orgs/acme/hooks?limit=1&page=2`);
    expect(await b.faults.list()).toEqual([]);
    expect(await root.faults.list()).toEqual([]);
    const sessions = (await (await fetch(`${server.origin}/__hookmock/sessions`)).json()) as { id: string }[];
    expect(sessions.map((s) => s.id)).toEqual(expect.arrayContaining([a.sessionId, b.sessionId]));
    await a.close();
    await b.close();
  });

  it("a session's control API has the root control API's origin rules", async () => {
    const session = await root.createSession();
    const foreign = { Origin: 'https://evil.example', 'Content-Type': 'application/json' };
    const refused = await fetch(`${session.controlUrl}/reset`, { method: 'POST', headers: foreign });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^the control API refuses/);
    // A body needs application/json (a bodyless POST needs no Content-Type: issue 21 item 6).
    const plain = await fetch(`${session.controlUrl}/reset`, { method: 'POST', body: '{}' });
    expect(plain.status).toBe(415);
    const create = await fetch(`${server.origin}/__hookmock/sessions`, {
      method: 'POST',
      headers: foreign,
      body: '{}',
    });
    expect(create.status).toBe(403);
    await session.close();
  });

  it('answers clear errors for bad session requests', async () => {
    const post = (body: string) =>
      fetch(`${server.origin}/__hookmock/sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    const cases: [string, number, RegExp][] = [
      ['{"flavor":"gogs"}', 400, /flavor/],
      ['{"scenario":"../etc/passwd.json"}', 400, /no built-in scenario/],
      ['{"colour":1}', 400, /colour/],
      ['{', 400, /must be JSON/],
      ['{"scenario":{"orgs":[{"name":"x","owners":["nobody"]}]}}', 400, /nobody/],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const unknown = await fetch(`${server.origin}/sessions/0123456789abcdef/api/v1/orgs/acme/hooks`);
    expect([unknown.status, ((await unknown.json()) as { message: string }).message]).toEqual([
      404,
      'no session 0123456789abcdef (create one with POST /__hookmock/sessions)',
    ]);
    expect((await fetch(`${server.origin}/__hookmock/sessions/nope`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('session limits', () => {
  let server: RunningServer;
  let now = 0;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      quiet: true,
      sessions: { ttlMs: 60_000, maxSessions: 2, now: () => now },
    });
  });
  afterAll(() => server.close());

  it('expires idle sessions (410 with the reason) and caps live ones (429)', async () => {
    const root = await connectHookMock(server.origin);
    const a = await root.createSession();
    now += 30_000;
    await a.reset(); // a use: its idle time starts again
    const b = await root.createSession();
    await expect(root.createSession()).rejects.toThrow(/429: session limit reached \(2 live sessions\)/);
    now += 59_000;
    await b.snapshot();
    now += 2_000; // a: idle 61 s, b: 2 s
    const gone = await fetch(`${a.url}/orgs/acme/hooks`, { headers: JSON_AUTH });
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { message: string }).message).toBe(
      `session ${a.sessionId} expired after 1 min without requests`,
    );
    const c = await root.createSession();
    expect(
      (await (await fetch(`${server.origin}/__hookmock/sessions`)).json()) as { id: string }[],
    ).toHaveLength(2);
    await b.close();
    await c.close();
  });

  it('--session-ttl and --max-sessions', () => {
    expect(serveOptions(['--session-ttl', '90s', '--max-sessions', '8'], {}).sessions).toEqual({
      ttlMs: 90_000,
      maxSessions: 8,
    });
    expect(serveOptions(['--session-ttl', '2'], {}).sessions).toEqual({ ttlMs: 120_000 });
    expect(() => serveOptions(['--session-ttl', 'soon'], {})).toThrow(/invalid --session-ttl "soon"/);
    expect(() => serveOptions(['--max-sessions', '0'], {})).toThrow(/invalid --max-sessions "0"/);
  });
});
