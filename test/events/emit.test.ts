/**
 * `mock.emit`: every event and action per flavor, which hooks fire and in what order (repo
 * hooks, then the owner org's), event flags with groups, the zero-commit and branch-filter
 * rules, per-type bodies, headers and signatures, payload overrides, errors.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, FlavorName, Scenario } from '../../src/index.js';
import { actionsOf, eventTypesOf } from '../support/catalog.js';
import { hmacHex } from '../support/msw.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const clock = () => new Date('2026-03-01T12:00:00Z');
const ALL = (flavor: FlavorName) =>
  flavor === 'spec'
    ? [
        'push',
        'create',
        'delete',
        'fork',
        'issues',
        'issue_comment',
        'pull_request',
        'pull_request_review',
        'release',
        'repository',
        'wiki',
        'package',
        'status',
        'workflow_run',
        'workflow_job',
      ]
    : eventTypesOf(flavor)
        .map((t) => t.flag)
        .concat(flavor === 'forgejo' ? ['pull_request_comment'] : []);

function world(flavor: FlavorName, hooks: Scenario['hooks']): Scenario {
  return {
    name: 'emit',
    clock: '2026-01-01T00:00:00Z',
    users: [{ login: 'alice', token: 'demo', full_name: 'Alice Example', email: 'alice@example.test' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [
      { owner: 'acme', name: 'widgets', admins: ['alice'] },
      { owner: 'acme', name: 'gadgets' },
    ],
    hooks,
  };
}

const hook = (
  flavor: FlavorName,
  where: { repo?: string; org?: string },
  extra: Record<string, unknown> = {},
) => ({
  ...where,
  type: flavor === 'spec' ? 'native' : flavor,
  active: true,
  events: ALL(flavor),
  config: {
    url: `https://r.example.test/${where.repo ?? where.org}`,
    content_type: 'json' as const,
    secret: 'k',
  },
  ...extra,
});

for (const flavor of ['gitea', 'forgejo', 'spec'] as const) {
  describe(`${flavor}: every event and action`, () => {
    const mock = createHookMock({
      flavor,
      clock,
      scenario: world(flavor, [hook(flavor, { repo: 'acme/widgets' })]),
    });

    it('emits each to a hook subscribed to everything, signed over the exact body', async () => {
      const types = flavor === 'spec' ? eventTypesOf('gitea') : eventTypesOf(flavor);
      for (const type of types) {
        const actions = actionsOf(type, flavor === 'spec' ? 'gitea' : flavor);
        for (const action of actions.length > 0 ? actions : [undefined]) {
          const [d, ...more] = await mock.emit<string>(type.name, { repo: 'acme/widgets', action });
          expect(more, `${type.name}/${action}`).toEqual([]);
          expect(d?.eventType).toBe(type.name);
          expect(d?.action).toBe(action ?? null);
          const body = JSON.parse(d?.body ?? '') as Body;
          if (action && type.family !== 'action_run')
            expect(body.action).toBe(type.family === 'review' ? 'reviewed' : action);
          const sig = flavor === 'spec' ? d?.headers['X-Webhook-Signature'] : d?.headers['X-Gitea-Signature'];
          expect(sig).toBe(hmacHex('sha256', 'k', d?.body ?? ''));
        }
      }
    });

    it('names what is accepted when the event, action or target is unknown', async () => {
      await expect(mock.emit('ping', { repo: 'acme/widgets' })).rejects.toThrow(
        /unknown event "ping".*accepted: push, create, delete/,
      );
      // The compiler refuses actions an event does not have (ActionOf); a JS caller gets the error.
      // @ts-expect-error 'merged' is not an issues action
      await expect(mock.emit('issues', { repo: 'acme/widgets', action: 'merged' })).rejects.toThrow(
        /accepted: opened, edited, closed, reopened/,
      );
      // @ts-expect-error push has no actions
      await expect(mock.emit('push', { repo: 'acme/widgets', action: 'x' })).rejects.toThrow(
        /push events have no action/,
      );
      await expect(mock.emit('push', { repo: 'nobody/nothing' })).rejects.toThrow(
        /unknown repo "nobody\/nothing"/,
      );
      await expect(mock.emit('push', {})).rejects.toThrow(/needs a target/);
      // @ts-expect-error the verdicts are approved, rejected and comment
      await expect(mock.emit('pull_request_review', { repo: 'acme/widgets', action: 'meh' })).rejects.toThrow(
        /approved, rejected, comment/,
      );
    });
  });
}

describe('gitea: which hooks fire, in order', () => {
  const flavor = 'gitea';
  const mock = createHookMock({
    flavor,
    clock,
    scenario: world(flavor, [
      hook(flavor, { org: 'acme' }, { events: ['push'] }), // id 1: org scope, collected after repo hooks
      hook(flavor, { repo: 'acme/widgets' }, { events: ['push'] }), // 2
      hook(flavor, { repo: 'acme/widgets' }, { events: ['push'], active: false }), // 3 inactive
      hook(flavor, { repo: 'acme/widgets' }, { events: ['issues'] }), // 4 unsubscribed to push
      hook(flavor, { repo: 'acme/widgets' }, { events: ['push'], branch_filter: 'dev' }), // 5 filtered
      hook(flavor, { repo: 'acme/gadgets' }, { events: ['push'] }), // 6 another repo
      hook(
        flavor,
        { repo: 'acme/widgets' },
        {
          type: 'slack',
          events: ['push', 'create'],
          config: { url: 'https://s.example.test/x', content_type: 'json', channel: '#ci', secret: 'k' },
        },
      ), // 7
    ]),
  });

  it('sends repo hooks first, then the owner org hooks; none to inactive, unsubscribed, filtered', async () => {
    const sent = await mock.emit('push', { repo: 'acme/widgets' });
    expect(sent.map((d) => d.hookId)).toEqual([2, 7, 1]);
    expect(sent.map((d) => d.headers['X-Gitea-Hook-Installation-Target-Type'])).toEqual([
      'repository',
      'repository',
      'organization',
    ]);
    // Slack gets its own body, with the default headers signed over it.
    expect(sent[1]?.headers['Content-Type']).toBe('application/json');
    expect(sent[1]?.headers['X-Gitea-Signature']).toBe(hmacHex('sha256', 'k', sent[1]?.body ?? ''));
    expect((JSON.parse(sent[1]?.body ?? '') as Body).channel).toBe('#ci');
  });

  it('keeps a tag push away from slack (no commits) and from the `dev`-filtered hook', async () => {
    const sent = await mock.emit('push', { repo: 'acme/widgets', ref: 'refs/tags/v1.0.0' });
    expect(sent.map((d) => d.hookId)).toEqual([2, 1]);
    expect((JSON.parse(sent[0]?.body ?? '') as Body).commits).toEqual([]);
  });

  it('lets a branch filter through on the branch name', async () => {
    expect((await mock.emit('push', { repo: 'acme/widgets', ref: 'dev' })).map((d) => d.hookId)).toEqual([
      2, 5, 7, 1,
    ]);
  });

  it('deep-merges payload overrides and signs the merged body', async () => {
    const [d] = await mock.emit('push', {
      repo: 'acme/widgets',
      payload: { repository: { description: 'Overridden <b>' }, commits: [] },
    });
    const body = JSON.parse(d?.body ?? '') as Body;
    expect(body.repository.description).toBe('Overridden <b>');
    expect(body.repository.full_name).toBe('acme/widgets');
    expect(body.commits).toEqual([]);
    expect(d?.body).toContain('Overridden <b>'); // encoding/json v2: no HTML escaping
    expect(d?.headers['X-Hub-Signature']).toBe(`sha1=${hmacHex('sha1', 'k', d?.body ?? '')}`);
  });

  it('treats a "__proto__" key of an override as a plain key', async () => {
    const payload = JSON.parse(
      '{"__proto__": {"polluted": true}, "sender": {"__proto__": {"x": 1}}}',
    ) as Record<string, unknown>;
    const [d] = await mock.emit('push', { repo: 'acme/widgets', payload });
    const body = JSON.parse(d?.body ?? '') as Body;
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
    expect(({} as Body).polluted).toBeUndefined();
    expect(body.sender.login).toBe('alice');
  });
});

describe('forgejo specifics', () => {
  const flavor = 'forgejo';
  const mock = createHookMock({
    flavor,
    clock,
    scenario: world(flavor, [
      hook(flavor, { repo: 'acme/widgets' }, { events: ['pull_request_comment'] }), // 1
      hook(flavor, { repo: 'acme/widgets' }, { events: ['pull_request_review', 'package', 'create'] }), // 2
      hook(flavor, { repo: 'acme/widgets' }, { type: 'gitea', events: ['create'] }), // 3
      hook(flavor, { repo: 'acme/widgets' }, { events: ['create'], branch_filter: 'main' }), // 4
    ]),
  });

  it('gates review comments by pull_request_comment and approvals by pull_request_review', async () => {
    expect(
      (await mock.emit('pull_request_review', { repo: 'acme/widgets', action: 'comment' })).map(
        (d) => d.hookId,
      ),
    ).toEqual([1]);
    expect((await mock.emit('pull_request_review', { repo: 'acme/widgets' })).map((d) => d.hookId)).toEqual([
      2,
    ]);
  });

  it('sends package events with an empty event header', async () => {
    const [d] = await mock.emit('package', { repo: 'acme/widgets' });
    expect(d?.headers['X-Forgejo-Event']).toBe('');
    expect(d?.headers['X-Forgejo-Event-Type']).toBe('package');
  });

  it('sends full refs on create, short and sorted compact JSON to gitea-type hooks; never filters tags', async () => {
    const sent = await mock.emit('create', { repo: 'acme/widgets', ref: 'refs/tags/v2' });
    expect(sent.map((d) => d.hookId)).toEqual([2, 3, 4]);
    expect((JSON.parse(sent[0]?.body ?? '') as Body).ref).toBe('refs/tags/v2');
    const compact = sent[1]?.body ?? '';
    expect(
      compact.startsWith('{"ref":"v2","ref_type":"tag","repository":{"allow_fast_forward_only_merge"'),
    ).toBe(true);
    expect(sent[1]?.headers['X-Gitea-Signature']).toBe(hmacHex('sha256', 'k', compact));
    expect(
      (await mock.emit('create', { repo: 'acme/widgets', ref: 'feature' })).map((d) => d.hookId),
    ).toEqual([2, 3]);
  });
});

describe('org-only events', () => {
  const mock = createHookMock({
    flavor: 'gitea',
    clock,
    scenario: world('gitea', [
      hook('gitea', { org: 'acme' }, { events: ['package'] }),
      hook('gitea', { repo: 'acme/widgets' }),
    ]),
  });

  it('reach only the org hooks when no repo is given', async () => {
    const sent: Delivery[] = await mock.emit('package', { org: 'acme' });
    expect(sent.map((d) => d.hookId)).toEqual([1]);
    const body = JSON.parse(sent[0]?.body ?? '') as Body;
    expect(body.repository).toBeNull();
    expect(body.organization.username).toBe('acme');
  });
});

describe('slack bodies per product', () => {
  const slackHook = (flavor: FlavorName) =>
    hook(
      flavor,
      { repo: 'acme/widgets' },
      {
        type: 'slack',
        events: ['issues'],
        config: { url: 'https://s.example.test/x', content_type: 'json', channel: '#ci' },
      },
    );

  it('gitea links the repo and the sender; forgejo prints them plainly and as code', async () => {
    const gitea = createHookMock({ flavor: 'gitea', clock, scenario: world('gitea', [slackHook('gitea')]) });
    const [g] = await gitea.emit('issues', {
      repo: 'acme/widgets',
      payload: { issue: { title: 'A <b> & c' } },
    });
    expect((JSON.parse(g?.body ?? '') as Body).text).toBe(
      '[<http://localhost/acme/widgets|acme/widgets>] Issue opened: <http://localhost/acme/widgets/issues/1|#1 A &lt;b&gt; &amp; c> by <http://localhost/alice|alice>',
    );
    const forgejo = createHookMock({
      flavor: 'forgejo',
      clock,
      scenario: world('forgejo', [slackHook('forgejo')]),
    });
    const [f] = await forgejo.emit('issues', { repo: 'acme/widgets' });
    expect((JSON.parse(f?.body ?? '') as Body).text).toBe(
      '[acme/widgets] Issue opened: <http://localhost/acme/widgets/issues/1|#1 Widgets come out square> by `alice`',
    );
    expect((JSON.parse(f?.body ?? '') as Body).attachments[0]).toMatchObject({
      color: 'eb6420',
      text: 'Expected round widgets.',
    });
  });
});

describe('feishu (gitea) signs with the secret', () => {
  it('sends timestamp and sign = base64 HMAC-SHA256 keyed "<ts>\\n<secret>" over nothing, no X-Gitea headers', async () => {
    const mock = createHookMock({
      flavor: 'gitea',
      clock,
      scenario: world('gitea', [
        hook(
          'gitea',
          { repo: 'acme/widgets' },
          {
            type: 'feishu',
            events: ['push'],
            config: { url: 'https://f.example.test/x', content_type: 'json', secret: 'fs' },
          },
        ),
      ]),
    });
    const [d] = await mock.emit('push', { repo: 'acme/widgets' });
    const body = JSON.parse(d?.body ?? '') as Body;
    const ts = Date.parse('2026-03-01T12:00:00Z') / 1000;
    const { createHmac } = await import('node:crypto');
    expect(Object.keys(body)).toEqual(['timestamp', 'sign', 'msg_type', 'content']);
    expect(body.timestamp).toBe(ts);
    expect(body.sign).toBe(createHmac('sha256', `${ts}\nfs`).update('').digest('base64'));
    expect(d?.headers).toEqual({ 'Content-Type': 'application/json' });
  });
});
