/**
 * What the flavor table changes on the wire (docs/flavors.md; docs/behaviour.md §2.2, §3, §4.1,
 * §4.3, §8): type values, hook JSON keys and order, PATCH semantics, the org test route, 404
 * bodies, unknown routes and event names.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import {
  SWAGGER,
  builtin,
  call,
  createBody,
  forgejoNotFoundText,
  giteaNotFoundText,
  hookOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';

const server = useMswServer();

const REPO = '/repos/acme/widgets/hooks';
const ORG = '/orgs/acme/hooks';
const CREATE = { type: '', config: { url: 'https://ci.example.com/h', content_type: 'json', secret: 's' } };

/** The reference's own example (§3.1): nextId 7 and the clock of the example. */
function exampleScenario() {
  const scenario = builtin('empty');
  scenario.nextId = 7;
  return scenario;
}

describe('spec flavor', () => {
  const mock = useMock(server, {
    flavor: 'spec',
    scenario: exampleScenario(),
    clock: manualClock('2026-05-03T10:00:00Z'),
  });

  it('writes a hook with exactly id, type, active, events, config, created, updated', async () => {
    const res = await call('POST', REPO, { body: { ...CREATE, type: 'native' } });
    expect(res.status).toBe(201);
    expect(res.text).toBe(
      '{"id":7,"type":"native","active":false,"events":["push"],"config":{"content_type":"json","url":"https://ci.example.com/h"},"created":"2026-05-03T10:00:00Z","updated":"2026-05-03T10:00:00Z"}\n',
    );
    expect(mock.flavor).toBe('spec');
  });

  it("accepts native and the non-branded types, not the products' own", async () => {
    for (const type of [
      'native',
      'slack',
      'discord',
      'dingtalk',
      'telegram',
      'msteams',
      'feishu',
      'matrix',
      'wechatwork',
      'packagist',
    ]) {
      const config: Record<string, string> = type === 'slack' ? { channel: 'ops' } : {};
      const res = await call('POST', ORG, { body: createBody(type, {}, config) });
      expect([type, res.status]).toEqual([type, 201]);
    }
    for (const type of ['gitea', 'gogs', 'forgejo', 'sourcehut_builds']) {
      expect((await call('POST', ORG, { body: createBody(type) })).status).toBe(422);
    }
  });

  it('keeps events when a PATCH omits them (the spec\'s "any of")', async () => {
    const hook = hookOf(
      await call('POST', REPO, { body: createBody('native', { events: ['release', 'fork'] }) }),
    );
    const res = await call('PATCH', `${REPO}/${hook.id}`, { body: { active: true } });
    expect(hookOf(res)).toMatchObject({ active: true, events: ['release', 'fork'] });
  });

  it('stores event names as sent: no group expansion, duplicates merged, lower-cased', async () => {
    const hook = hookOf(
      await call('POST', REPO, {
        body: createBody('native', { events: ['issues', 'Pull_Request', 'issues', 'workflow_run'] }),
      }),
    );
    expect(hook.events).toEqual(['issues', 'pull_request', 'workflow_run']);
  });

  it('serves the org test route', async () => {
    const org = hookOf(await call('POST', ORG, { body: createBody('native') }));
    expect((await call('POST', `${ORG}/${org.id}/tests`)).status).toBe(204);
    expect(mock.pings.last()?.scope).toEqual({ kind: 'org', org: 'acme' });
  });

  it('answers 404 with the Gitea map body', async () => {
    expect((await call('GET', `${REPO}/1`)).text).toBe(giteaNotFoundText());
  });

  it('answers an unknown route under the base with a JSON 404', async () => {
    for (const path of [
      '/nope',
      '/repos/acme/widgets/issues',
      '/repos/acme/widgets/hooks/1/tests/x',
      '/orgs/acme/hooks/1/pings',
    ]) {
      const res = await call('GET', path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json;charset=utf-8');
      expect(res.json).toMatchObject({ message: 'not found', url: SWAGGER });
    }
  });

  it('answers a wrong method on a known route with 405 and Allow', async () => {
    const res = await call('PUT', `${REPO}/1`, { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PATCH, DELETE');
    expect((await call('GET', `${ORG}/1/tests`)).status).toBe(405);
  });
});

describe('gitea flavor', () => {
  const clock = manualClock('2026-05-03T10:00:00Z');
  const mock = useMock(server, { flavor: 'gitea', scenario: exampleScenario(), clock });

  it('writes the hook of the reference example byte for byte (§3.1)', async () => {
    const res = await call('POST', REPO, { body: { ...CREATE, type: 'gitea' } });
    expect(res.status).toBe(201);
    expect(res.text).toBe(
      '{"id":7,"name":"","type":"gitea","branch_filter":"","config":{"content_type":"json","url":"https://ci.example.com/h"},"events":["push"],"authorization_header":"","active":false,"updated_at":"2026-05-03T10:00:00Z","created_at":"2026-05-03T10:00:00Z"}',
    );
  });

  it('returns name, branch_filter and authorization_header (cleartext) as stored', async () => {
    const res = await call('POST', ORG, {
      body: createBody('gitea', { name: 'ci', branch_filter: 'main', authorization_header: 'Bearer abc' }),
    });
    expect(hookOf(res)).toMatchObject({
      name: 'ci',
      branch_filter: 'main',
      authorization_header: 'Bearer abc',
    });
  });

  it('writes <, > and & raw, as the official jsonv2 build does (no EscapeForHTML)', async () => {
    const res = await call('POST', REPO, { body: createBody('gitea', { name: '<b>&</b>' }) });
    expect(res.text).toContain('"name":"<b>&</b>"');
    expect(hookOf(res).name).toBe('<b>&</b>');
  });

  it('accepts gitea, gogs and the registered requesters (matrix included), not forgejo or native', async () => {
    for (const type of [
      'gitea',
      'gogs',
      'discord',
      'dingtalk',
      'telegram',
      'msteams',
      'feishu',
      'matrix',
      'wechatwork',
      'packagist',
    ]) {
      expect([type, (await call('POST', ORG, { body: createBody(type) })).status]).toEqual([type, 201]);
    }
    for (const type of ['forgejo', 'native', 'sourcehut_builds', 'github']) {
      expect((await call('POST', ORG, { body: createBody(type) })).text).toContain(
        `Invalid hook type: ${type}`,
      );
    }
  });

  it('resets events to push, clears branch_filter and authorization_header on a PATCH that omits them', async () => {
    const hook = hookOf(
      await call('POST', REPO, {
        body: createBody('gitea', {
          events: ['release', 'create'],
          branch_filter: 'main',
          authorization_header: 'Bearer x',
          name: 'keep',
          active: true,
        }),
      }),
    );
    clock.advance(1000);
    const res = hookOf(
      await call('PATCH', `${REPO}/${hook.id}`, { body: { config: { url: 'https://other.test/h' } } }),
    );
    expect(res).toMatchObject({
      events: ['push'],
      branch_filter: '',
      authorization_header: '',
      name: 'keep',
      active: true,
      created_at: '2026-05-03T10:00:00Z',
      updated_at: '2026-05-03T10:00:01Z',
    });
  });

  it('changes active only when sent', async () => {
    const hook = hookOf(await call('POST', REPO, { body: createBody('gitea', { active: true }) }));
    expect(hookOf(await call('PATCH', `${REPO}/${hook.id}`, { body: { events: ['push'] } })).active).toBe(
      true,
    );
    expect(hookOf(await call('PATCH', `${REPO}/${hook.id}`, { body: { active: false } })).active).toBe(false);
  });

  it("expands the issues and pull_request groups, in a fixed order (Gitea's own order is random)", async () => {
    const issues = hookOf(await call('POST', REPO, { body: createBody('gitea', { events: ['issues'] }) }));
    expect(issues.events).toEqual([
      'issues',
      'issue_assign',
      'issue_label',
      'issue_milestone',
      'issue_comment',
    ]);
    const pr = hookOf(await call('POST', REPO, { body: createBody('gitea', { events: ['pull_request'] }) }));
    expect(pr.events).toEqual([
      'pull_request',
      'pull_request_assign',
      'pull_request_label',
      'pull_request_milestone',
      'pull_request_comment',
      'pull_request_review',
      'pull_request_sync',
      'pull_request_review_request',
    ]);
    const only = hookOf(
      await call('POST', REPO, {
        body: createBody('gitea', { events: ['pull_request_only', 'issues_only'] }),
      }),
    );
    expect(only.events).toEqual(['issues', 'pull_request']);
  });

  it('matches event names case-insensitively and reports each flag once', async () => {
    const hook = hookOf(
      await call('POST', REPO, {
        body: createBody('gitea', { events: ['RELEASE', 'Push', 'push', 'issue_comment', 'issues'] }),
      }),
    );
    expect(hook.events).toEqual([
      'push',
      'issues',
      'issue_assign',
      'issue_label',
      'issue_milestone',
      'issue_comment',
      'release',
    ]);
  });

  it("knows Gitea's newer events and not Forgejo's", async () => {
    const hook = hookOf(
      await call('POST', REPO, {
        body: createBody('gitea', {
          events: ['status', 'workflow_run', 'workflow_job', 'package', 'action_run_failure'],
        }),
      }),
    );
    expect(hook.events).toEqual(['package', 'status', 'workflow_run', 'workflow_job']);
  });

  it('has no org test route: plain-text 404 from the router, nothing recorded', async () => {
    const org = hookOf(await call('POST', ORG, { body: createBody('gitea') }));
    const res = await call('POST', `${ORG}/${org.id}/tests`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe('404 page not found\n');
    expect(mock.pings.all()).toEqual([]);
  });

  it("answers unknown routes with the router's plain-text 404", async () => {
    const res = await call('GET', '/repos/acme/widgets/hookz');
    expect([res.status, res.text]).toEqual([404, '404 page not found\n']);
  });

  it('answers 404 with {"errors":null,"message":"not found","url":…}', async () => {
    expect((await call('GET', `${REPO}/1`)).text).toBe(giteaNotFoundText(undefined, undefined, 'gitea'));
    expect((await call('GET', '/orgs/ghost/hooks')).text).toBe(
      giteaNotFoundText('GetOrgByName', ['user redirect does not exist [name: ghost]'], 'gitea'),
    );
  });
});

describe('forgejo flavor', () => {
  const mock = useMock(server, {
    flavor: 'forgejo',
    scenario: exampleScenario(),
    clock: manualClock('2026-05-03T10:00:00Z'),
  });

  it('writes a hook with url, content_type and metadata and no name (§3.3)', async () => {
    const res = await call('POST', REPO, { body: { ...CREATE, type: 'forgejo' } });
    expect(res.status).toBe(201);
    expect(res.text).toBe(
      '{"id":7,"type":"forgejo","branch_filter":"","url":"https://ci.example.com/h","config":{"content_type":"json","url":"https://ci.example.com/h"},"events":["push"],"authorization_header":"","content_type":"json","metadata":null,"active":false,"updated_at":"2026-05-03T10:00:00Z","created_at":"2026-05-03T10:00:00Z"}\n',
    );
  });

  it('keeps the top-level url and content_type in step with config on PATCH', async () => {
    const hook = hookOf(await call('POST', REPO, { body: createBody('forgejo') }));
    const res = hookOf(
      await call('PATCH', `${REPO}/${hook.id}`, {
        body: { config: { url: 'https://moved.example.test/h', content_type: 'form' } },
      }),
    );
    expect(res).toMatchObject({
      url: 'https://moved.example.test/h',
      content_type: 'form',
      config: { content_type: 'form', url: 'https://moved.example.test/h' },
    });
  });

  it('puts the slack settings in metadata for slack hooks', async () => {
    const res = await call('POST', ORG, {
      body: createBody('slack', {}, { channel: '#ops', username: 'bot', color: 'red' }),
    });
    expect(hookOf(res).metadata).toEqual({ channel: '#ops', username: 'bot', icon_url: '', color: 'red' });
  });

  it('accepts forgejo, gitea, gogs and sourcehut_builds, not native', async () => {
    for (const type of ['forgejo', 'gitea', 'gogs', 'sourcehut_builds', 'matrix']) {
      expect([type, (await call('POST', ORG, { body: createBody(type) })).status]).toEqual([type, 201]);
    }
    expect((await call('POST', ORG, { body: createBody('native') })).text).toContain(
      'Invalid hook type: native',
    );
  });

  it('resets events to push on a PATCH that omits them', async () => {
    const hook = hookOf(
      await call('POST', REPO, { body: createBody('forgejo', { events: ['release'], branch_filter: 'x' }) }),
    );
    const res = hookOf(await call('PATCH', `${REPO}/${hook.id}`, { body: { active: true } }));
    expect(res).toMatchObject({ events: ['push'], branch_filter: '', active: true });
  });

  it('reports events in its fixed EventCheckers order, reviews as three names', async () => {
    const hook = hookOf(
      await call('POST', REPO, {
        body: createBody('forgejo', { events: ['release', 'pull_request', 'push'] }),
      }),
    );
    expect(hook.events).toEqual([
      'push',
      'pull_request',
      'pull_request_assign',
      'pull_request_label',
      'pull_request_milestone',
      'pull_request_comment',
      'pull_request_review_approved',
      'pull_request_review_rejected',
      'pull_request_review_comment',
      'pull_request_sync',
      'release',
      'pull_request_review_request',
    ]);
  });

  it('turns pull_request_review into pull_request_review_approved and _rejected only (audit row 9)', async () => {
    const hook = hookOf(
      await call('POST', REPO, { body: createBody('forgejo', { events: ['pull_request_review'] }) }),
    );
    // models/webhook/webhook.go EventCheckers: _review_comment follows HasPullRequestCommentEvent.
    expect(hook.events).toEqual(['pull_request_review_approved', 'pull_request_review_rejected']);
  });

  it('reports pull_request_review_comment when pull_request_comment is on (checker-list quirk)', async () => {
    const hook = hookOf(
      await call('POST', REPO, { body: createBody('forgejo', { events: ['pull_request_comment'] }) }),
    );
    expect(hook.events).toEqual(['pull_request_comment', 'pull_request_review_comment']);
  });

  it('knows the action_run_* events and not status or workflow_*', async () => {
    const hook = hookOf(
      await call('POST', REPO, {
        body: createBody('forgejo', {
          events: ['action_run_success', 'status', 'workflow_run', 'action_run_failure', 'create'],
        }),
      }),
    );
    expect(hook.events).toEqual(['create', 'action_run_failure', 'action_run_success']);
  });

  it('leaves package and action_run_* flags as they were on PATCH (docs/behaviour.md §8)', async () => {
    const hook = hookOf(
      await call('POST', REPO, {
        body: createBody('forgejo', { events: ['package', 'action_run_recover', 'push'] }),
      }),
    );
    expect(hook.events).toEqual(['push', 'package', 'action_run_recover']);
    const patched = hookOf(await call('PATCH', `${REPO}/${hook.id}`, { body: { events: ['release'] } }));
    expect(patched.events).toEqual(['release', 'package', 'action_run_recover']);
    const omitted = hookOf(await call('PATCH', `${REPO}/${hook.id}`, { body: { active: true } }));
    expect(omitted.events).toEqual(['push', 'package', 'action_run_recover']);
    // ... and a PATCH cannot switch them on either.
    const plain = hookOf(await call('POST', REPO, { body: createBody('forgejo', { events: ['push'] }) }));
    expect(
      hookOf(await call('PATCH', `${REPO}/${plain.id}`, { body: { events: ['package', 'create'] } })).events,
    ).toEqual(['create']);
  });

  it('has no org test route: plain-text 404, nothing recorded', async () => {
    const org = hookOf(await call('POST', ORG, { body: createBody('forgejo') }));
    const res = await call('POST', `${ORG}/${org.id}/tests`);
    expect([res.status, res.text]).toEqual([404, '404 page not found\n']);
    expect(mock.pings.all()).toEqual([]);
  });

  it('answers 404 with {"message":"The target couldn\'t be found.","url":…,"errors":[]}', async () => {
    expect((await call('GET', `${REPO}/1`)).text).toBe(forgejoNotFoundText());
    expect((await call('DELETE', `${ORG}/99`)).text).toBe(forgejoNotFoundText());
    expect((await call('GET', '/repos/acme/nope/hooks')).text).toBe(forgejoNotFoundText());
  });

  it("keeps the reference's lookup messages in its own 404 shape", async () => {
    expect((await call('GET', '/repos/ghost/x/hooks')).text).toBe(
      forgejoNotFoundText('GetUserByName', ['user redirect does not exist [name: ghost]']),
    );
  });
});

describe('one scenario serves every flavor', () => {
  it.each([
    ['spec', 'native'],
    ['gitea', 'gitea'],
    ['forgejo', 'forgejo'],
  ] as const)('the default scenario loads in %s with type %s', async (flavor, type) => {
    const mock = createHookMock({ flavor, clock: manualClock() });
    server.use(...mock.handlers);
    const res = await call('GET', REPO);
    expect(res.status).toBe(200);
    expect((res.json as { type: string }[]).map((h) => h.type)).toEqual([type, type]);
    expect((await call('POST', REPO, { body: createBody(type) })).status).toBe(201);
  });
});
