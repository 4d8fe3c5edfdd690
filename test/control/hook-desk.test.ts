// The dashboard's hook desk over HTTP (issue 21 item 7): GET /__hookmock/hooks in the flavor's own
// shape, and test / redeliver latest / active / delete per hook — on the state, with no
// credentials, nothing journalled, and the flavor's rules for what a test press sends.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';

let gitea: RunningServer;
let spec: RunningServer;
const JSON_TYPE = { 'Content-Type': 'application/json' };
const control = (server: RunningServer, path: string, init?: RequestInit) =>
  fetch(`${server.origin}/__hookmock${path}`, init);

interface View {
  id: number;
  scope: { kind: string };
  secret: boolean;
  api: { type: string; active: boolean; events: string[] };
}
const hooksOf = async (server: RunningServer) =>
  (await (await control(server, '/hooks')).json()) as { flavor: string; orgTests: boolean; hooks: View[] };

beforeAll(async () => {
  gitea = await startServer({ port: 0, quiet: true, flavor: 'gitea' });
  spec = await startServer({ port: 0, quiet: true });
});
afterAll(async () => {
  await gitea.close();
  await spec.close();
});
beforeEach(() => {
  gitea.mock.reset();
  spec.mock.reset();
});

describe('GET /__hookmock/hooks', () => {
  it("shows each hook as the flavor's API does: its type and event names, never the stored ones", async () => {
    const answer = await hooksOf(gitea);
    expect(answer).toMatchObject({ flavor: 'gitea', orgTests: false });
    const [first] = answer.hooks;
    expect(first).toMatchObject({ id: 1, scope: { kind: 'repo' }, secret: true, api: { type: 'gitea' } });
    expect(first?.api.events).toContain('pull_request');
    expect(JSON.stringify(answer)).not.toMatch(/native|pull_request_only|s3cret/);
    const api = await fetch(`${gitea.url}/repos/acme/widgets/hooks/1`, {
      headers: { Authorization: 'token demo' },
    });
    expect(first?.api).toEqual(await api.json());
  });

  it("answers 304 to an unchanged poll, with the mock's clock in X-Hookmock-Now either way", async () => {
    const first = await control(gitea, '/hooks');
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('x-hookmock-now')).toMatch(/^2026-01-01T00:0/);
    const again = await control(gitea, '/hooks', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-hookmock-now')).toMatch(/^2026-01-01T00:0/);
  });
});

describe('the actions on a hook', () => {
  it('toggles active without touching the events (no PATCH quirk), nothing journalled', async () => {
    const before = (await hooksOf(gitea)).hooks[0]?.api.events;
    const off = await control(gitea, '/hooks/1/active', {
      method: 'POST',
      headers: JSON_TYPE,
      body: '{"active":false}',
    });
    expect(off.status).toBe(200);
    expect(((await off.json()) as View).api).toMatchObject({ active: false, events: before });
    expect(gitea.mock.requests.all()).toEqual([]);
    const bad = await control(gitea, '/hooks/1/active', {
      method: 'POST',
      headers: JSON_TYPE,
      body: '{"active":"no"}',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'the body must be { "active": true | false }' });
  });

  it("tests a hook by the flavor's rules, then redelivers its latest delivery", async () => {
    const tested = await control(gitea, '/hooks/1/test', { method: 'POST' });
    expect(tested.status).toBe(201);
    const delivery = (await tested.json()) as { id: number; hookId: number; trigger: string; event: string };
    expect(delivery).toMatchObject({ hookId: 1, trigger: 'test', event: 'push' });
    const again = await control(gitea, '/hooks/1/redeliver', { method: 'POST' });
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ hookId: 1, redelivery: true });
    expect(gitea.mock.deliveries.all()).toHaveLength(2);
    // Hook 2 is inactive: gitea skips its test press, and a skipped delivery has nothing to resend.
    await control(gitea, '/hooks/2/test', { method: 'POST' });
    expect(gitea.mock.deliveries.last()?.delivery.status).toBe('skipped');
    const none = await control(gitea, '/hooks/2/redeliver', { method: 'POST' });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ message: 'hook 2 has no delivery that was sent' });
  });

  it('refuses to test an org hook where the flavor has no org test route, and tests it where it has', async () => {
    const refused = await control(gitea, '/hooks/3/test', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'the gitea flavor has no test route for org hooks (its API answers 404)',
    });
    expect((await hooksOf(spec)).orgTests).toBe(true);
    const pinged = await control(spec, '/hooks/3/test', { method: 'POST' });
    expect(pinged.status).toBe(201);
    expect(await pinged.json()).toMatchObject({
      hookId: 3,
      event: 'ping',
      scope: { kind: 'org', org: 'acme' },
    });
  });

  it('deletes a hook: 204, then the API and the desk answer 404', async () => {
    expect((await control(gitea, '/hooks/2', { method: 'DELETE' })).status).toBe(204);
    const api = await fetch(`${gitea.url}/repos/acme/widgets/hooks/2`, {
      headers: { Authorization: 'token demo' },
    });
    expect(api.status).toBe(404);
    const again = await control(gitea, '/hooks/2', { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'no hook "2"' });
  });
});
