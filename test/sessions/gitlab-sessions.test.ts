// Sessions of the gitlab flavor (issue 30 item 10): `createSession({ flavor: 'gitlab' })` on a
// server of another flavor answers GitLab's API under `/sessions/<id>/api/v4`, where
// @gitbeaker/rest (its host the session's prefix) and plain fetch with `PRIVATE-TOKEN` drive it,
// and its control API sees only its own requests and deliveries.
import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHookMock } from '../../src/client/index.js';
import type { HookMockClient } from '../../src/client/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';

describe('a gitlab session on a spec server', () => {
  let server: RunningServer;
  let root: HookMockClient;
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true });
    root = await connectHookMock(server.origin);
  });
  afterAll(() => server.close());

  it('answers GitLab’s API at /sessions/<id>/api/v4, for gitbeaker and fetch', async () => {
    const session = await root.createSession({ flavor: 'gitlab' });
    expect(session.url).toMatch(new RegExp(`^${server.origin}/sessions/[0-9a-f]{16}/api/v4$`));
    // A client connected by the session's API URL finds the same place.
    expect((await connectHookMock(session.url)).url).toBe(session.url);
    const gitlab = new Gitlab({ host: session.url.replace(/\/api\/v4$/, ''), token: 'demo' });
    const project = await gitlab.Projects.show('acme/widgets');
    expect(project).toMatchObject({ path_with_namespace: 'acme/widgets' });
    const before = await gitlab.ProjectHooks.all(project.id);
    const hook = await gitlab.ProjectHooks.add(project.id, 'https://session.example.test/gl', {
      issuesEvents: true,
    });
    expect(hook).toMatchObject({ project_id: project.id, push_events: true, issues_events: true });
    const listed = await gitlab.ProjectHooks.all(project.id);
    expect(listed.map((h) => h.id)).toEqual([...before.map((h) => h.id), hook.id]);
    await gitlab.GroupHooks.add('acme', 'https://session.example.test/group');

    const test = await fetch(`${session.url}/projects/acme%2Fwidgets/hooks/${hook.id}/test/push_events`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': 'demo' },
    });
    expect(test.status).toBe(201);
    expect(await test.json()).toEqual({ message: '201 Created' });
    const delivery = await session.deliveries.waitFor((d) => d.hookId === hook.id, { timeoutMs: 2000 });
    expect(delivery.headers['X-Gitlab-Event']).toBe('Push Hook');
    expect(delivery.url).toBe('https://session.example.test/gl');

    // GitLab's errors, not the server's flavor's.
    const missing = await fetch(`${session.url}/projects/acme%2Fnope/hooks`, {
      headers: { 'PRIVATE-TOKEN': 'demo' },
    });
    expect([missing.status, await missing.json()]).toEqual([404, { message: '404 Project Not Found' }]);

    // The root (spec, /api/v1) saw none of it.
    expect(await root.requests.all()).toEqual([]);
    expect(JSON.stringify(await root.snapshot())).not.toContain('session.example.test');
    await session.close();
    expect(
      (await fetch(`${session.url}/projects/1/hooks`, { headers: { 'PRIVATE-TOKEN': 'demo' } })).status,
    ).toBe(404);
  });
});
