// The control API over real HTTP on the standalone server (docs/reference/control-api.md).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH, JSON_HEADERS, hookBody, useStandaloneServer } from '../support/server.js';

const JSON_TYPE = { 'Content-Type': 'application/json' };

const server = useStandaloneServer('spec');
let control: string;

beforeAll(async () => {
  control = `${server.origin}/__hookmock`;
});
beforeEach(async () => {
  await fetch(`${control}/reset`, { method: 'POST', headers: JSON_TYPE });
});

async function createRepoHook(url = 'https://ci.example.test/new'): Promise<{ id: number }> {
  const response = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: hookBody(url),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

describe('control API over HTTP', () => {
  it('GET /__hookmock/health answers {"ok":true}, the flavor, where its API answers and the memory budget', async () => {
    const response = await fetch(`${control}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull(); // no Origin, no CORS
    const budget = { heapUsed: expect.any(Number), heapLimit: expect.any(Number), share: 0.6 };
    expect(await response.json()).toEqual({ ok: true, flavor: 'spec', basePath: '/api/v1', budget });
  });

  it('GET /__hookmock/state is the current state as a scenario object, and follows API changes', async () => {
    const before = (await (await fetch(`${control}/state`)).json()) as {
      name: string;
      orgs: { name: string }[];
      hooks: { id: number }[];
    };
    expect(before.name).toBe('default');
    expect(before.orgs.map((o) => o.name)).toContain('acme');
    const created = await createRepoHook();
    const after = (await (await fetch(`${control}/state`)).json()) as {
      hooks: { id: number; repo?: string; config: { url: string } }[];
    };
    expect(after.hooks).toHaveLength(before.hooks.length + 1);
    expect(after.hooks.find((h) => h.id === created.id)).toMatchObject({
      repo: 'acme/widgets',
      config: { url: 'https://ci.example.test/new' },
    });
  });

  it('POST /__hookmock/reset returns to the loaded scenario (hooks, ids, pings, journal) with 204', async () => {
    const first = await createRepoHook();
    await fetch(`${server.url}/repos/acme/widgets/hooks/${first.id}/tests`, {
      method: 'POST',
      headers: AUTH,
    });
    const reset = await fetch(`${control}/reset`, { method: 'POST', headers: JSON_TYPE });
    expect(reset.status).toBe(204);
    expect(await reset.text()).toBe('');
    expect(await (await fetch(`${control}/pings`)).json()).toEqual([]);
    expect(await (await fetch(`${control}/requests`)).json()).toEqual([]);
    const again = await createRepoHook();
    expect(again.id).toBe(first.id); // the id sequence was reset too
  });

  it('POST /__hookmock/scenario loads a built-in by name, or a scenario object; later resets return to it', async () => {
    const byName = await fetch(`${control}/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'empty' }),
    });
    expect(byName.status).toBe(204);
    const empty = (await (await fetch(`${control}/state`)).json()) as { name: string; hooks: unknown[] };
    expect(empty.name).toBe('empty');
    expect(empty.hooks).toEqual([]);

    const scenario = {
      name: 'tiny',
      users: [{ login: 'zed', token: 'zed-token' }],
      orgs: [{ name: 'zorg', owners: ['zed'] }],
      repos: [{ owner: 'zorg', name: 'zrepo', admins: ['zed'] }],
      hooks: [
        {
          org: 'zorg',
          active: true,
          events: ['push'],
          config: { url: 'http://127.0.0.1:9/z', content_type: 'json' },
        },
      ],
    };
    const byObject = await fetch(`${control}/scenario`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify(scenario),
    });
    expect(byObject.status).toBe(204);
    const list = await fetch(`${server.url}/orgs/zorg/hooks`, {
      headers: { Authorization: 'token zed-token' },
    });
    expect(((await list.json()) as unknown[]).length).toBe(1);
    await createRepoHookIn('zorg/zrepo');
    await fetch(`${control}/reset`, { method: 'POST', headers: JSON_TYPE });
    const state = (await (await fetch(`${control}/state`)).json()) as { name: string; hooks: unknown[] };
    expect(state.name).toBe('tiny');
    expect(state.hooks).toHaveLength(1);

    // Back to the default for the other tests.
    await fetch(`${control}/scenario`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ name: 'default' }),
    });
  });

  it('POST /__hookmock/scenario refuses an unknown name or an invalid scenario with a JSON error, state unchanged', async () => {
    const unknown = await fetch(`${control}/scenario`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ name: '../package' }),
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/package/);
    const invalid = await fetch(`${control}/scenario`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ repos: [{ owner: 'nobody', name: 'x' }] }),
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toMatch(/owner|nobody/);
    const notJson = await fetch(`${control}/scenario`, { method: 'POST', headers: JSON_TYPE, body: '{nope' });
    expect(notJson.status).toBe(400);
    const state = (await (await fetch(`${control}/state`)).json()) as { name: string };
    expect(state.name).toBe('default');
  });

  it('GET /__hookmock/pings lists ping attempts oldest first; DELETE forgets them with 204', async () => {
    const hook = await createRepoHook();
    for (let i = 0; i < 2; i++) {
      const test = await fetch(`${server.url}/repos/acme/widgets/hooks/${hook.id}/tests`, {
        method: 'POST',
        headers: AUTH,
      });
      expect(test.status).toBe(204);
    }
    const pings = (await (await fetch(`${control}/pings`)).json()) as {
      id: number;
      hookId: number;
      event: string;
      delivery: { status: string };
      headers: Record<string, string>;
      body: string;
    }[];
    expect(pings.map((p) => p.id)).toEqual([1, 2]);
    expect(pings[0]).toMatchObject({ hookId: hook.id, event: 'ping', delivery: { status: 'recorded' } });
    expect(JSON.parse(pings[0]!.body)).toBeTypeOf('object');
    const cleared = await fetch(`${control}/pings`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(await (await fetch(`${control}/pings`)).json()).toEqual([]);
  });

  it('GET /__hookmock/requests is the journal of mocked-API requests (control requests are not journalled)', async () => {
    await fetch(`${server.url}/orgs/acme/hooks?page=1&limit=5`, { headers: AUTH });
    await createRepoHook();
    await fetch(`${control}/health`);
    const entries = (await (await fetch(`${control}/requests`)).json()) as {
      method: string;
      path: string;
      query: Record<string, string>;
      status: number;
      at: string;
      durationMs: number;
      requestBody?: unknown;
    }[];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/orgs/acme/hooks',
      query: { page: '1', limit: '5' },
      status: 200,
    });
    expect(entries[1]).toMatchObject({
      method: 'POST',
      path: '/api/v1/repos/acme/widgets/hooks',
      status: 201,
    });
    expect(entries[1]!.requestBody).toMatchObject({ type: 'native' });
    expect(Date.parse(entries[0]!.at)).not.toBeNaN();
    expect(entries[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('GET /__hookmock/ serves the dashboard page, self-contained', async () => {
    const response = await fetch(`${control}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('hookmock');
    // No external assets: no src/href pointing anywhere, no remote URLs.
    expect(html).not.toMatch(/\s(src|href)=/i);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toContain('innerHTML');
  });

  it('an unknown control route is a JSON 404', async () => {
    const response = await fetch(`${control}/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(((await response.json()) as { message: string }).message).toMatch(/nope/);
  });
});

async function createRepoHookIn(fullName: string): Promise<void> {
  const response = await fetch(`${server.url}/repos/${fullName}/hooks`, {
    method: 'POST',
    headers: { Authorization: 'token zed-token', 'Content-Type': 'application/json' },
    body: hookBody('http://127.0.0.1:9/y'),
  });
  expect(response.status).toBe(201);
}
