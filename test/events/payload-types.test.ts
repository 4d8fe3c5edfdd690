/**
 * The exported payload types and `verifySignature`: every generated payload of every event and
 * action parses with the strict schemas the types are inferred from (no missing, extra or
 * mistyped key), per product; signatures verify over JSON and form bodies, and fail otherwise.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createHookMock, verifySignature } from '../../src/index.js';
import type {
  ActionOf,
  EmitName,
  IssueCommentPayload,
  PayloadOf,
  PullRequestPayload,
  PushPayload,
  User,
} from '../../src/index.js';
import { actionsOf, eventTypesOf } from '../support/catalog.js';
import { payloadSchemas } from '../../src/core/flavors/gitea/events/schemas/payloads.js';
import { forgejoCiSchemas, giteaCiSchemas } from '../../src/core/flavors/gitea/events/schemas/ci.js';

const SCHEMA_OF: Record<string, keyof (typeof payloadSchemas)['gitea']> = {
  push: 'push',
  create: 'create',
  delete: 'delete',
  fork: 'fork',
  issue: 'issues',
  comment: 'issueComment',
  pull: 'pullRequest',
  review: 'pullRequest',
  release: 'release',
  repository: 'repository',
  wiki: 'wiki',
  package: 'package',
};

const CI_SCHEMA: Record<string, { safeParse(v: unknown): { error?: { issues: unknown[] } } }> = {
  status: giteaCiSchemas.status,
  workflow_run: giteaCiSchemas.workflowRun,
  workflow_job: giteaCiSchemas.workflowJob,
  action_run: forgejoCiSchemas.actionRun,
};

for (const product of ['gitea', 'forgejo'] as const) {
  describe(`${product} payloads match their types`, () => {
    it('for every event and action the schemas cover, emitted and simulated', async () => {
      const mock = createHookMock({ flavor: product, clock: () => new Date('2026-03-01T12:00:00Z') });
      const check = (family: string, body: string) => {
        const schema =
          CI_SCHEMA[family] ??
          payloadSchemas[product][SCHEMA_OF[family] as keyof (typeof payloadSchemas)['gitea']];
        const result = schema.safeParse(JSON.parse(body));
        expect(result.error?.issues ?? [], family).toEqual([]);
      };
      let checked = 0;
      for (const type of eventTypesOf(product)) {
        if (!SCHEMA_OF[type.family] && !CI_SCHEMA[type.family])
          throw new Error(`no schema for ${type.family}`);
        const actions = actionsOf(type, product);
        for (const action of actions.length > 0 ? actions : [undefined]) {
          const [d] = await mock.emit<string>(type.name, { repo: 'acme/widgets', action, sender: 'alice' });
          // Not every default hook listens; the org hook hears `repository`.
          const body = d?.body ?? (await fireToAll(mock, type.name, action));
          check(type.family, body);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(25);
      // The world-moving paths build the same shapes.
      await mock.simulate.push({ repo: 'acme/widgets', branch: 'f' });
      const pr = await mock.simulate.openPullRequest({ repo: 'acme/widgets', head: 'f' });
      const merged = await mock.simulate.mergePullRequest({
        repo: 'acme/widgets',
        number: pr.number as number,
      });
      check('pull', merged.deliveries[0]?.body ?? '');
      const fork = await mock.simulate.fork({ repo: 'acme/widgets', sender: 'bob' });
      expect(fork.deliveries).toHaveLength(1); // the hook fireToAll added for forks
      check('fork', fork.deliveries[0]?.body ?? '');
    });
  });
}

for (const product of ['gitea', 'forgejo'] as const) {
  describe(`${product}: labels, milestones, reviewers, users and forks parse strictly (fidelity audit 3)`, () => {
    it('through simulate, every delivery of the story matches its schema', async () => {
      const mock = createHookMock({
        flavor: product,
        clock: () => new Date('2026-03-01T12:00:00Z'),
        scenario: {
          users: [
            { login: 'alice', token: 'demo', email: 'alice@example.test' },
            { login: 'bob', token: 'bob-token' },
          ],
          orgs: [
            { name: 'acme', owners: ['alice'] },
            { name: 'labs', owners: ['alice'] },
          ],
          repos: [
            {
              owner: 'acme',
              name: 'widgets',
              admins: ['alice'],
              labels: [{ name: 'bug', color: '#ee0701' }],
              milestones: [{ title: 'v1.0', due_on: '2026-06-30T00:00:00Z' }],
              history: { main: [{ message: 'Initial' }, { message: 'Second' }] },
            },
          ],
          hooks: [
            {
              repo: 'acme/widgets',
              active: true,
              events: ['push', 'create', 'delete', 'fork', 'issues', 'issue_comment', 'pull_request'],
              config: { url: 'https://all.example.test/x', content_type: 'json' },
            },
            {
              org: 'labs',
              active: true,
              events: ['repository'],
              config: { url: 'https://labs.example.test/x', content_type: 'json' },
            },
          ],
        },
      });
      const repo = 'acme/widgets';
      const results = [
        await mock.simulate.openIssue({ repo, labels: ['bug'], milestone: 'v1.0', sender: 'alice' }),
        await mock.simulate.comment({ repo, number: 1, sender: 'bob' }),
        await mock.simulate.createBranch({ repo, branch: 'release' }),
        await mock.simulate.push({ repo, branch: 'fix', commits: ['Fix'] }),
        await mock.simulate.openPullRequest({
          repo,
          head: 'fix',
          base: 'release',
          labels: ['bug'],
          milestone: 'v1.0',
          reviewers: ['bob'],
        }),
        await mock.simulate.review({ repo, number: 2, verdict: 'comment', sender: 'bob' }),
        await mock.simulate.deleteBranch({ repo, branch: 'release' }),
        await mock.simulate.createTag({ repo, tag: 'v1' }),
        await mock.simulate.fork({ repo, owner: 'labs' }),
      ];
      const schemaOf: Record<string, keyof (typeof payloadSchemas)['gitea']> = {
        push: 'push',
        create: 'create',
        delete: 'delete',
        fork: 'fork',
        issues: 'issues',
        issue_label: 'issues',
        issue_milestone: 'issues',
        issue_comment: 'issueComment',
        pull_request: 'pullRequest',
        pull_request_label: 'pullRequest',
        pull_request_milestone: 'pullRequest',
        pull_request_review_request: 'pullRequest',
        pull_request_review_comment: 'pullRequest',
        repository: 'repository',
      };
      const deliveries = results.flatMap((r) => r.deliveries);
      expect(deliveries.length).toBeGreaterThan(12);
      for (const d of deliveries) {
        const name = schemaOf[d.eventType];
        if (!name) throw new Error(`no schema for ${d.eventType}`);
        const result = payloadSchemas[product][name].safeParse(JSON.parse(d.body));
        expect(result.error?.issues ?? [], `${d.eventType}.${d.action}`).toEqual([]);
      }
    });
  });
}

/** Emits to a throwaway hook subscribed to the event, returning the body it got. */
async function fireToAll(
  mock: ReturnType<typeof createHookMock>,
  event: string,
  action: string | undefined,
): Promise<string> {
  const res = await mock.handle({
    method: 'POST',
    url: new URL('http://localhost/api/v1/repos/acme/widgets/hooks'),
    header: (name) =>
      ({ authorization: 'token demo', 'content-type': 'application/json' })[name.toLowerCase()] ?? null,
    body: JSON.stringify({
      type: mock.flavor,
      active: true,
      events: [event.startsWith('pull_request_review_') ? 'pull_request_review' : event],
      config: { url: 'https://all.example.test/x', content_type: 'json' },
    }),
  });
  const id = (JSON.parse(res?.body ?? '{}') as { id: number }).id;
  const sent = await mock.emit(event, { repo: 'acme/widgets', action });
  const mine = sent.find((d) => d.hookId === id);
  if (!mine) throw new Error(`no delivery for ${event}`);
  return mine.body;
}

describe('payload types', () => {
  it('tell the products apart at run time too (the schemas are strict)', async () => {
    const gitea = createHookMock({ flavor: 'gitea' });
    const [d] = await gitea.emit('push', { repo: 'acme/widgets' });
    const body = JSON.parse(d?.body ?? '') as unknown;
    expect(payloadSchemas.gitea.push.safeParse(body).success).toBe(true);
    expect(payloadSchemas.forgejo.push.safeParse(body).success).toBe(false);
  });

  it('are per product', () => {
    expectTypeOf<User<'forgejo'>>().toHaveProperty('pronouns');
    expectTypeOf<User>().not.toHaveProperty('pronouns');
    expectTypeOf<PushPayload['repository']>().toHaveProperty('branch_count');
    expectTypeOf<PullRequestPayload<'forgejo'>['pull_request']>().toHaveProperty('flow');
  });
});

describe('verifySignature', () => {
  const mock = createHookMock({ flavor: 'gitea', clock: () => new Date('2026-03-01T12:00:00Z') });

  it('accepts the mock’s own signatures, JSON and form, and rejects a wrong secret or body', async () => {
    const [json] = await mock.emit('push', { repo: 'acme/widgets' }); // hook 1: json, secret s3cret
    expect(await verifySignature('s3cret', json?.body ?? '', json?.headers ?? {})).toBe(true);
    expect(await verifySignature('wrong', json?.body ?? '', json?.headers ?? {})).toBe(false);
    expect(await verifySignature('s3cret', `${json?.body} `, json?.headers ?? {})).toBe(false);
    expect(await verifySignature('s3cret', json?.body ?? '', new Headers(json?.headers))).toBe(true);
    const tampered = { ...json?.headers, 'X-Hub-Signature': 'sha1=00' };
    expect(await verifySignature('s3cret', json?.body ?? '', tampered)).toBe(false);
    expect(await verifySignature('', json?.body ?? '', json?.headers ?? {})).toBe(false);
  });

  it('checks a form body over its JSON, like the products sign it', async () => {
    const created = await mock.handle({
      method: 'POST',
      url: new URL('http://localhost/api/v1/repos/acme/widgets/hooks'),
      header: (name) =>
        ({ authorization: 'token demo', 'content-type': 'application/json' })[name.toLowerCase()] ?? null,
      body: JSON.stringify({
        type: 'gitea',
        active: true,
        config: { url: 'https://f.example.test/x', content_type: 'form', secret: 'k' },
      }),
    });
    const id = (JSON.parse(created?.body ?? '{}') as { id: number }).id;
    const form = (await mock.emit('push', { repo: 'acme/widgets' })).find((d) => d.hookId === id);
    expect(form?.body.startsWith('payload=')).toBe(true);
    expect(await verifySignature('k', form?.body ?? '', form?.headers ?? {})).toBe(true);
  });
});

describe('typed event names, actions and payloads (compile-time; npm run typecheck checks these)', () => {
  it('maps every event name to its payload type and its actions', () => {
    expectTypeOf<PayloadOf<'push'>>().toEqualTypeOf<PushPayload>();
    expectTypeOf<PayloadOf<'pull_request_review_approved', 'forgejo'>>().toEqualTypeOf<
      PullRequestPayload<'forgejo'>
    >();
    expectTypeOf<PayloadOf<'pull_request_comment'>>().toEqualTypeOf<IssueCommentPayload>();
    expectTypeOf<ActionOf<'issues'>>().toEqualTypeOf<
      'opened' | 'edited' | 'closed' | 'reopened' | 'deleted'
    >();
    expectTypeOf<ActionOf<'push'>>().toBeNever();
    expectTypeOf<ActionOf<'pull_request_review'>>().toEqualTypeOf<'approved' | 'rejected' | 'comment'>();
    expectTypeOf<'package'>().toExtend<EmitName>();
    expectTypeOf<'ping'>().not.toExtend<EmitName>();
  });
});
