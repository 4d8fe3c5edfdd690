// Replayed reads (src/node/http/read-replays.ts): the standalone server sends a repeated hook list
// or hook from the bytes it sent before — and only while the mock says that answer still holds.
// Every test here asks for an answer once, changes something, and asks again: without the check
// the second answer would be the stale first one.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/node/index.js';
import { AUTH, JSON_HEADERS, hookBody, useStartedServer } from '../support/server.js';

const server = useStartedServer();
const list = () => `${server.url}/repos/acme/widgets/hooks`;

beforeEach(() => {
  server.mock.load('default');
  server.mock.faults.clear();
});

async function read(url: string, headers: Record<string, string> = AUTH) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Counts the requests that reach `mock.handle` (a replayed read does not). */
function countHandled(mock: RunningServer['mock']): { calls: number; restore(): void } {
  const original = mock.handle;
  const counter = {
    calls: 0,
    restore: () => Object.assign(mock, { handle: original }),
  };
  Object.assign(mock, {
    handle: (request: Parameters<typeof original>[0]) => {
      counter.calls += 1;
      return original(request);
    },
  });
  return counter;
}

describe('replayed reads', () => {
  it('answers a repeated list and hook byte for byte without building them, and journals every request', async () => {
    const first = await read(list());
    const firstHook = await read(`${list()}/1`);
    const counter = countHandled(server.mock);
    try {
      const again = await read(list());
      const hookAgain = await read(`${list()}/1`);
      expect(counter.calls).toBe(0);
      expect(again.text).toBe(first.text);
      expect(hookAgain.text).toBe(firstHook.text);
      const keep = (h: Headers) => [...h].filter(([name]) => name !== 'date');
      expect(keep(again.headers)).toEqual(keep(first.headers));
    } finally {
      counter.restore();
    }
    const journal = server.mock.requests.all();
    expect(journal.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/api/v1/repos/acme/widgets/hooks', 200],
      ['GET', '/api/v1/repos/acme/widgets/hooks/1', 200],
      ['GET', '/api/v1/repos/acme/widgets/hooks', 200],
      ['GET', '/api/v1/repos/acme/widgets/hooks/1', 200],
    ]);
  });

  it('shows a write made through the API, and the query of each page', async () => {
    const before = JSON.parse((await read(list())).text) as { id: number }[];
    const created = await fetch(list(), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: hookBody('https://ci.example.test/new'),
    });
    expect(created.status).toBe(201);
    const after = JSON.parse((await read(list())).text) as { id: number }[];
    expect(after.length).toBe(before.length + 1);
    const page = JSON.parse((await read(`${list()}?page=1&limit=1`)).text) as unknown[];
    expect(page).toHaveLength(1);
  });

  it('shows a PATCH, a delete, a reset and a scenario load', async () => {
    await read(`${list()}/1`);
    const patch = { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify({ active: false }) };
    expect((await fetch(`${list()}/1`, patch)).status).toBe(200);
    expect(JSON.parse((await read(`${list()}/1`)).text)).toMatchObject({ active: false });
    server.mock.reset();
    expect(JSON.parse((await read(`${list()}/1`)).text)).toMatchObject({ active: true });
    expect((await fetch(`${list()}/1`, { method: 'DELETE', headers: AUTH })).status).toBe(204);
    expect((await read(`${list()}/1`)).status).toBe(404);
    server.mock.load({ name: 'empty', users: [{ login: 'demo', token: 'demo' }], repos: [] });
    expect((await read(`${list()}/1`)).status).toBe(404);
    expect((await read(list())).status).toBe(404);
  });

  it('applies a fault added after an answer was kept, and keeps nothing while one is armed', async () => {
    await read(list());
    server.mock.faults.add({ operation: 'list', status: 503, times: 1 });
    expect((await read(list())).status).toBe(503);
    expect((await read(list())).status).toBe(200);
    server.mock.faults.add({ operation: 'list', status: 500 });
    expect((await read(list())).status).toBe(500);
    expect(server.mock.requests.all().at(-1)).toMatchObject({ status: 500, fault: expect.any(String) });
  });

  it('keys on the credentials: another token, none, or one in the query is answered for itself', async () => {
    expect((await read(list())).status).toBe(200);
    expect((await read(list(), {})).status).toBe(401);
    expect((await read(list(), { Authorization: 'token demo' })).status).toBe(200);
    expect((await read(list(), { Authorization: '' })).status).toBe(401);
    expect((await read(`${list()}?token=demo`, {})).status).toBe(200);
  });

  it('keys on Origin: each page gets its own CORS headers, a foreign page none and a refusal to write', async () => {
    const local = { ...AUTH, Origin: 'http://localhost:5173' };
    const first = await read(list(), local);
    expect(first.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await read(list(), { ...AUTH, Origin: 'http://127.0.0.1:3000' });
    expect(other.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    const none = await read(list());
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
    const foreign = await read(list(), { ...AUTH, Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const framed = await read(list(), { ...AUTH, 'Sec-Fetch-Site': 'cross-site' });
    expect(framed.status).toBe(403);
  });

  it("never replays a session's answer: a deleted session's list is a 404", async () => {
    const made = await fetch(`${server.origin}/__hookmock/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { id, url } = (await made.json()) as { id: string; url: string };
    const sessionList = `${url}/repos/acme/widgets/hooks`;
    expect((await read(sessionList)).status).toBe(200);
    expect((await read(sessionList)).status).toBe(200);
    expect((await fetch(`${server.origin}/__hookmock/sessions/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await read(sessionList)).status).toBe(404);
  });
});
