/**
 * go-gitlab's `ParseWebhook` (Debian's golang-github-xanzy-go-gitlab-dev 0.73, built offline in
 * GOPATH mode as test/gitlab/real-clients.test.ts builds its driver) decodes every delivery the
 * gitlab flavor makes: every event and action of its catalog to a project hook and a group hook
 * subscribed to everything, and every test trigger of both. The only deliveries it may refuse are
 * those whose `X-Gitlab-Event` it does not know (`unexpected event type`). The times that broke it
 * were `commit.timestamp` of Pipeline and commit Note hooks and `created_at`/`updated_at` of
 * Subgroup hooks, which GitLab sends as ISO 8601 (`Commit#hook_attrs`' `xmlschema`;
 * `Gitlab::HookData::SubgroupBuilder`, `GroupMemberBuilder`); the format checks below run without Go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, HookMock, Scenario } from '../../src/index.js';
import { FLAVORS } from '../../src/core/flavors/index.js';
import { gitlabTestTriggerNames } from '../../src/core/flavors/gitlab/test-triggers.js';
import { actionsOf, eventTypesOf } from '../support/catalog.js';
import { GO_SKIP, HAS_GO, buildGoWebhookParser } from './clients/tools.js';
import type { Parsed } from './clients/tools.js';

const everything = (where: { repo: string } | { org: string }) => ({
  ...where,
  active: true,
  events: [...FLAVORS.gitlab.events.accepted],
  config: { url: 'https://receiver.example.test/hook', secret: 'tok' },
});

const scenario = {
  users: [{ login: 'alice', token: 'demo', full_name: 'Alice Example', email: 'alice@example.test' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
  hooks: [everything({ repo: 'acme/widgets' }), everything({ org: 'acme' })],
} as Scenario;

/** Every event and action of the catalog, to the project's hooks, else the group's. */
async function emitEverything(mock: HookMock): Promise<void> {
  for (const type of eventTypesOf('gitlab')) {
    const actions = actionsOf(type, 'gitlab');
    for (const action of actions.length > 0 ? actions : [undefined]) {
      const sent = await mock.emit<string>(type.name, { repo: 'acme/widgets', action });
      if (sent.length === 0) await mock.emit<string>(type.name, { org: 'acme', action });
    }
  }
}

/** Every trigger of the project hook (1) and the group hook (1); a 422 sends nothing. */
async function testEverything(mock: HookMock): Promise<void> {
  const press = (path: string) =>
    mock.fetch(
      new Request(`https://gitlab.com/api/v4${path}`, {
        method: 'POST',
        headers: { 'PRIVATE-TOKEN': 'demo' },
      }),
    );
  // The mock's clock moves a minute at every read (everyDelivery), so the 5-a-minute limit never bites.
  for (const trigger of gitlabTestTriggerNames()) await press(`/projects/1/hooks/1/test/${trigger}`);
  for (const trigger of gitlabTestTriggerNames()) await press(`/groups/1/hooks/1/test/${trigger}`);
}

/** Every delivery the flavor makes, as go-gitlab takes them. */
async function everyDelivery(): Promise<Delivery[]> {
  let now = Date.parse('2026-03-01T12:00:00Z');
  const mock = createHookMock({ flavor: 'gitlab', scenario, clock: () => new Date((now += 61_000)) });
  await emitEverything(mock);
  await testEverything(mock);
  return mock.deliveries.all();
}

/** The events go-gitlab 0.73's `ParseWebhook` has no type for. */
const UNKNOWN_TO_GO_GITLAB = [
  'Milestone Hook',
  'Emoji Hook',
  'Resource Access Token Hook',
  'Feature Flag Hook',
  'Member Hook',
  'Project Hook',
];

let deliveries: Delivery[] = [];
beforeAll(async () => {
  deliveries = await everyDelivery();
});

describe('the times GitLab sends as ISO 8601', () => {
  const XMLSCHEMA = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/;
  const of = (event: string) => deliveries.filter((d) => d.headers['X-Gitlab-Event'] === event);
  const body = (d: Delivery) => JSON.parse(d.body) as Record<string, Record<string, unknown> | undefined>;

  it('commit.timestamp of Pipeline hooks and of notes on a commit', () => {
    const pipelines = of('Pipeline Hook');
    const commitNotes = of('Note Hook').filter((d) => body(d).object_attributes?.noteable_type === 'Commit');
    expect(pipelines.length).toBeGreaterThan(0);
    expect(commitNotes.length).toBeGreaterThan(0);
    for (const d of [...pipelines, ...commitNotes]) expect(body(d).commit?.timestamp).toMatch(XMLSCHEMA);
  });

  it('created_at and updated_at of Subgroup and Member hooks', () => {
    const group = [...of('Subgroup Hook'), ...of('Member Hook')];
    expect(group.length).toBeGreaterThan(0);
    for (const d of group) {
      const { created_at, updated_at } = JSON.parse(d.body) as Record<string, unknown>;
      expect([created_at, updated_at]).toEqual([
        expect.stringMatching(XMLSCHEMA),
        expect.stringMatching(XMLSCHEMA),
      ]);
    }
  });
});

describe.skipIf(!HAS_GO)(
  `go-gitlab ParseWebhook (Debian golang-github-xanzy-go-gitlab-dev)${HAS_GO ? '' : ` — ${GO_SKIP}`}`,
  () => {
    let parser: Awaited<ReturnType<typeof buildGoWebhookParser>> | undefined;
    let parsed: Parsed[] = [];
    beforeAll(async () => {
      parser = await buildGoWebhookParser();
      const input = deliveries.map((d) => ({ event: d.headers['X-Gitlab-Event'] ?? '', body: d.body }));
      parsed = await parser.parse(input);
    }, 300_000);
    afterAll(() => parser?.remove());

    it('decodes every delivery of every event it knows, with no error', () => {
      expect(parsed).toHaveLength(deliveries.length);
      const unknown = (p: Parsed) => p.error === `unexpected event type: ${p.event}`;
      expect(parsed.filter((p) => p.error !== undefined && !unknown(p))).toEqual([]);
      expect([...new Set(parsed.filter(unknown).map((p) => p.event))].sort()).toEqual(
        [...UNKNOWN_TO_GO_GITLAB].sort(),
      );
      // Every kind it knows was among them: the test reached each of its decoders.
      expect(new Set(parsed.map((p) => p.type))).toEqual(
        new Set([
          undefined,
          '*gitlab.PushEvent',
          '*gitlab.TagEvent',
          '*gitlab.IssueEvent',
          '*gitlab.IssueCommentEvent',
          '*gitlab.MergeCommentEvent',
          '*gitlab.CommitCommentEvent',
          '*gitlab.MergeEvent',
          '*gitlab.WikiPageEvent',
          '*gitlab.PipelineEvent',
          '*gitlab.JobEvent',
          '*gitlab.DeploymentEvent',
          '*gitlab.ReleaseEvent',
          '*gitlab.SubGroupEvent',
        ]),
      );
    });
  },
);
