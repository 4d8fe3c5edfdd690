// snapshot() keeps GitLab's hook settings beyond the common fields (description, SSL check, branch
// filter and its strategy, template, URL variables, custom headers) under `hooks[].gitlab`, so a
// snapshot loaded into a fresh mock shows the very same hooks, and its own snapshot is the same.
import { describe, expect, it } from 'vitest';
import { ScenarioError, createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { call } from './support.js';
import { useStandaloneServer } from '../support/server.js';

const server = useStandaloneServer('gitlab', { resetEachTest: true });

describe('gitlab flavor: snapshot → scenario → mock is lossless', () => {
  it('keeps every setting a hook was given through the API', async () => {
    const created = await call(server.url, 'POST', '/projects/1/hooks', {
      body: {
        url: 'https://ci.example.test/{path}',
        name: 'CI',
        description: 'builds on push',
        token: 'shh-secret',
        enable_ssl_verification: false,
        push_events_branch_filter: '^release/.*$',
        branch_filter_strategy: 'regex',
        custom_webhook_template: '{"event":"{{object_kind}}"}',
        url_variables: [{ key: 'path', value: 'hooks/gl' }],
        custom_headers: [{ key: 'X-Team', value: 'platform' }],
        merge_requests_events: true,
      },
    });
    expect(created.status).toBe(201);
    const group = await call(server.url, 'POST', '/groups/1/hooks', {
      body: { url: 'https://audit.example.test/g', description: 'audit', subgroup_events: true },
    });
    expect(group.status).toBe(201);
    const snapshot = server.mock.snapshot();
    const id = (created.body as { id: number }).id;
    expect(snapshot.hooks?.find((h) => h.id === id)).toMatchObject({
      config: { url: 'https://ci.example.test/{path}', secret: 'shh-secret' },
      name: 'CI',
      gitlab: {
        description: 'builds on push',
        enable_ssl_verification: false,
        push_events_branch_filter: '^release/.*$',
        branch_filter_strategy: 'regex',
        custom_webhook_template: '{"event":"{{object_kind}}"}',
        url_variables: { path: 'hooks/gl' },
        custom_headers: { 'X-Team': 'platform' },
      },
    });
    // Hooks with GitLab's defaults only carry no `gitlab` key.
    expect(snapshot.hooks?.find((h) => h.id === 1)).not.toHaveProperty('gitlab');

    const reloaded = createHookMock({ flavor: 'gitlab', scenario: snapshot });
    expect(reloaded.snapshot()).toEqual(snapshot);
    // The server, loaded with the snapshot, answers as before.
    const before = await call(server.url, 'GET', '/projects/1/hooks');
    server.mock.load(snapshot);
    expect((await call(server.url, 'GET', `/projects/1/hooks/${id}`)).body).toEqual(created.body);
    expect((await call(server.url, 'GET', '/projects/1/hooks')).body).toEqual(before.body);
  });

  it('checks `hooks[].gitlab` with the scenario', () => {
    const load = (gitlab: unknown) => () =>
      createHookMock({
        flavor: 'gitlab',
        scenario: {
          users: [{ login: 'alice', token: 'demo' }],
          repos: [{ owner: 'alice', name: 'r', admins: ['alice'] }],
          hooks: [{ repo: 'alice/r', config: { url: 'https://x.example.test/h' }, gitlab } as never],
        } satisfies Scenario,
      });
    expect(load({ branch_filter_strategy: 'glob' })).toThrow(ScenarioError);
    expect(load({ colour: 'red' })).toThrow(/hooks\[0\]\.gitlab\.colour/);
    expect(load({ description: 'ok', url_variables: { a: 'b' } })).not.toThrow();
  });

  it('the other flavors load a hook with GitLab settings and ignore them', () => {
    const gitea = createHookMock({
      flavor: 'gitea',
      scenario: {
        users: [{ login: 'alice', token: 'demo' }],
        repos: [{ owner: 'alice', name: 'r', admins: ['alice'] }],
        hooks: [
          { repo: 'alice/r', config: { url: 'https://x.example.test/h' }, gitlab: { description: 'apart' } },
        ],
      },
    });
    expect(gitea.snapshot().hooks?.[0]).not.toHaveProperty('gitlab');
  });
});
