// hookmock/client against a running server: every member, and clear errors.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectHookMock } from '../../src/client/index.js';
import type { HookMockClient } from '../../src/client/index.js';
import { createHookMock } from '../../src/index.js';
import { builtin } from '../support/msw.js';
import { useStandaloneServer } from '../support/server.js';

const JSON_AUTH = { Authorization: 'token demo', 'Content-Type': 'application/json' };

describe('connectHookMock', () => {
  const server = useStandaloneServer('spec');
  let remote: HookMockClient;
  beforeAll(async () => {
    remote = await connectHookMock(server.origin);
  });
  beforeEach(() => remote.reset());

  it('accepts the origin, the API URL or the control URL', async () => {
    for (const given of [server.origin, server.url, `${server.origin}/__hookmock/`]) {
      const client = await connectHookMock(given);
      expect([client.url, client.controlUrl, client.sessionId]).toEqual([
        server.url,
        `${server.origin}/__hookmock`,
        undefined,
      ]);
    }
  });

  it('load, snapshot and reset', async () => {
    await remote.load('empty');
    expect((await remote.snapshot()).hooks ?? []).toEqual([]);
    await remote.load('default');
    const hooks = (await remote.snapshot()).hooks ?? [];
    expect(hooks.length).toBeGreaterThan(0);
    const created = await fetch(`${remote.url}/orgs/acme/hooks`, {
      method: 'POST',
      headers: JSON_AUTH,
      body: JSON.stringify({
        type: 'native',
        config: { url: 'https://a.example.test', content_type: 'json' },
      }),
    });
    expect(created.status).toBe(201);
    expect((await remote.snapshot()).hooks).toHaveLength(hooks.length + 1);
    await remote.reset();
    expect((await remote.snapshot()).hooks).toEqual(hooks);
  });

  it('pings: forHook, last, clear, and waitFor that times out listing what was recorded', async () => {
    await fetch(`${remote.url}/repos/acme/widgets/hooks/1/tests`, { method: 'POST', headers: JSON_AUTH });
    expect((await remote.pings.forHook(1)).length).toBe(1);
    expect((await remote.pings.last())?.hookId).toBe(1);
    await expect(
      remote.pings.waitFor((p) => p.hookId === 99, { timeoutMs: 100, intervalMs: 20 }),
    ).rejects.toThrow(/no matching entry in \/pings within 100 ms; recorded \(1\):\n {2}\{"id":1,"hookId":1/);
    await remote.pings.clear();
    expect(await remote.pings.all()).toEqual([]);
  });

  it('requests and faults', async () => {
    const id = await remote.faults.add({ operation: 'list', status: 500 });
    expect((await fetch(`${remote.url}/orgs/acme/hooks`, { headers: JSON_AUTH })).status).toBe(500);
    expect((await remote.requests.all()).map((e) => [e.status, e.fault])).toEqual([[500, id]]);
    expect((await remote.faults.list()).map((r) => r.hits)).toEqual([1]);
    await remote.faults.remove(id);
    await expect(remote.faults.remove(id)).rejects.toThrow(`404: no fault rule "${id}"`);
    await expect(remote.faults.add({ status: 42 } as never)).rejects.toThrow(
      /400: invalid fault rule: status/,
    );
    await remote.faults.add({ status: 500 });
    await remote.faults.clear();
    expect(await remote.faults.list()).toEqual([]);
  });

  it('emit resolves to the deliveries, and the deliveries log holds them', async () => {
    const sent = await remote.emit('push', { repo: 'acme/widgets' });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((d) => d.trigger === 'event' && d.eventType === 'push')).toBe(true);
    const logged = await remote.deliveries.all();
    expect(logged.map((d) => d.hookId)).toEqual(sent.map((d) => d.hookId));
    expect((await remote.deliveries.last())?.body).toBe(sent.at(-1)?.body);
    await expect(remote.emit('no-such-event', { repo: 'acme/widgets' })).rejects.toThrow(/400/);
  });

  it('emit carries notFired as in process: the same hooks and reasons, JSON unchanged', async () => {
    const scenario = builtin('default');
    const hook = (name: string, extra: Record<string, unknown>) => ({
      repo: 'acme/widgets',
      type: 'native',
      active: true,
      events: ['push'],
      config: { url: `https://r.example.test/${name}`, content_type: 'json' as const },
      ...extra,
    });
    scenario.hooks = [
      hook('fires', {}),
      hook('inactive', { active: false }),
      hook('issues-only', { events: ['issues'] }),
      hook('dev-only', { branch_filter: 'dev' }),
    ];
    await remote.load(scenario);
    const inProcess = await createHookMock({ scenario }).emit('push', { repo: 'acme/widgets', ref: 'main' });
    const sent = await remote.emit('push', { repo: 'acme/widgets', ref: 'main' });
    expect(sent.map((d) => d.url)).toEqual(['https://r.example.test/fires']);
    expect(sent.notFired.map((n) => [n.url, n.code])).toEqual([
      ['https://r.example.test/inactive', 'inactive'],
      ['https://r.example.test/issues-only', 'not-subscribed'],
      ['https://r.example.test/dev-only', 'branch-filter'],
    ]);
    expect(sent.notFired).toEqual(inProcess.notFired);
    expect(JSON.parse(JSON.stringify(sent))).toHaveLength(1);
    expect(Object.keys(sent)).toEqual(['0']);
  });

  it('a server that is not there is a clear error', async () => {
    await expect(connectHookMock('http://127.0.0.1:1')).rejects.toThrow(
      /hookmock: cannot reach http:\/\/127\.0\.0\.1:1\/__hookmock\/health/,
    );
  });
});
