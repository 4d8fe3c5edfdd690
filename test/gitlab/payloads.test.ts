/**
 * GitLab's payloads, key by key: every kind `emit` and `simulate` build in the gitlab flavor is
 * compared, keys and order at every level, with the key tree of GitLab's own example for that
 * kind and action (test/gitlab/fixtures/gitlab-payload-keys.json, made from webhook_events.md and
 * the project_webhooks.md events-log example), or, for the kinds GitLab documents only by a
 * shape summary, with that summary's key list. The differences are the documented ones
 * (docs/gitlab-deliveries.md "Payloads").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, Scenario } from '../../src/index.js';

type Tree = { [key: string]: Tree | Tree[] | null };
const EXAMPLES: Record<string, Tree> = JSON.parse(
  readFileSync(new URL('./fixtures/gitlab-payload-keys.json', import.meta.url), 'utf8'),
);

/** Keys in order at every level; an array is its first element's tree (an empty one: `[]`). */
function keyTree(value: unknown): Tree | Tree[] | null {
  if (Array.isArray(value)) return value.length === 0 ? [] : [keyTree(value[0]) as Tree];
  if (value === null || typeof value !== 'object') return null;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keyTree(v)]));
}

/**
 * The built tree against GitLab's: the same keys in the same order at every level. Where one
 * side's value is data-dependent — an empty list, or null where the other has an object
 * (`environment`, `assignee`) — there is no shape to compare and the branch is taken as equal.
 */
function sameShape(built: Tree | Tree[] | null, example: Tree | Tree[] | null): Tree | Tree[] | null {
  if (built === null || example === null) return example;
  if (Array.isArray(built) || Array.isArray(example)) {
    if (!Array.isArray(built) || !Array.isArray(example)) return built;
    if (built.length === 0 || example.length === 0) return example;
    return [sameShape(built[0] ?? null, example[0] ?? null) as Tree];
  }
  return Object.fromEntries(
    Object.entries(built).map(([k, v]) => [k, k in example ? sameShape(v, example[k] ?? null) : v]),
  );
}

/** Expects the payload's key tree to be GitLab's. */
function expectShape(payload: unknown, example: Tree) {
  const built = keyTree(payload);
  expect(sameShape(built, example)).toEqual(example);
}

/** `MergeRequestBuilder::SAFE_HOOK_ATTRIBUTES` keys that webhook_events.md's MR example leaves out. */
const BUILDER_ONLY = new Set([
  'head_pipeline_id',
  'merge_commit_sha',
  'merge_error',
  'merge_params',
  'merge_user_id',
  'merge_when_pipeline_succeeds',
  'time_estimate',
  'updated_by_id',
]);

/** A key tree without the listed paths (`a.b`), for the documented differences. */
function without(tree: Tree, ...paths: string[]): Tree {
  const copy: Tree = structuredClone(tree);
  for (const path of paths) {
    const keys = path.split('.');
    let at: unknown = copy;
    for (const key of keys.slice(0, -1)) at = Array.isArray(at) ? at[0]?.[key] : (at as Tree)[key];
    const node = Array.isArray(at) ? at[0] : at;
    delete (node as Tree)[keys.at(-1) ?? ''];
  }
  return copy;
}

const ALL_FLAGS = [
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'issues_events',
  'note_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'feature_flag_events',
  'job_events',
  'releases_events',
  'milestone_events',
  'emoji_events',
  'resource_access_token_events',
];

const scenario: Scenario = {
  clock: '2026-01-01T00:00:00Z',
  users: [
    { login: 'alice', token: 'demo', full_name: 'Alice Example', email: 'alice@example.test' },
    { login: 'bob', token: 'bob-token', full_name: 'Bob Example', email: 'bob@example.test' },
  ],
  orgs: [{ name: 'acme', owners: ['alice'], members: ['bob'], full_name: 'Acme Corporation' }],
  repos: [
    {
      owner: 'acme',
      name: 'widgets',
      admins: ['alice'],
      description: 'The widget factory',
      labels: [{ name: 'api', color: '#ffffff', description: 'API related issues' }],
    },
  ],
  hooks: [
    { repo: 'acme/widgets', active: true, events: ALL_FLAGS, config: { url: 'https://ci.example.test/gl' } },
    {
      org: 'acme',
      active: true,
      events: ['subgroup_events', 'member_events', 'project_events'],
      config: { url: 'https://audit.example.test/gl' },
    },
  ],
} as Scenario;

async function freshMock() {
  const mock = createHookMock({ flavor: 'gitlab', scenario, deliver: false });
  await mock.simulate.openIssue({
    repo: 'acme/widgets',
    title: 'Round widgets',
    assignees: ['alice'],
    labels: ['api'],
  });
  await mock.simulate.createBranch({ repo: 'acme/widgets', branch: 'polish' });
  await mock.simulate.openPullRequest({
    repo: 'acme/widgets',
    title: 'Polish',
    head: 'polish',
    reviewers: ['bob'],
    labels: ['api'],
  });
  return mock;
}

const bodyOf = (d: Delivery | undefined) => JSON.parse(d?.body ?? 'null') as Record<string, unknown>;

async function emitted(event: string, options: Record<string, unknown> = {}) {
  const mock = await freshMock();
  const out = await mock.emit(event as never, { repo: 'acme/widgets', ...options });
  expect(out.length).toBeGreaterThan(0);
  return { payload: bodyOf(out[0]), delivery: out[0], mock };
}

describe('gitlab payloads match GitLab examples key by key', () => {
  it('push: the Push data builder order (project_webhooks.md events-log example)', async () => {
    const { payload } = await emitted('push');
    expectShape(payload, EXAMPLES.push as Tree);
    expect(payload).toMatchObject({
      object_kind: 'push',
      event_name: 'push',
      ref: 'refs/heads/main',
      total_commits_count: 1,
    });
  });

  it('tag_push: the same builder as push, with no commits (every key of the tag example)', async () => {
    const { payload } = await emitted('tag_push', { ref: 'v1.0.0' });
    expectShape(payload, { ...EXAMPLES.push, commits: [] } as Tree);
    const tagKeys = Object.keys(EXAMPLES.tag_push ?? {});
    // The doc's tag example lists `repository` before `commits`; the builder (and its push) after.
    expect(Object.keys(payload)).toEqual(expect.arrayContaining(tagKeys));
    expect(payload).toMatchObject({
      object_kind: 'tag_push',
      ref: 'refs/tags/v1.0.0',
      before: '0'.repeat(40),
    });
  });

  it('issue update: the example without the incident-only escalation keys and the label change', async () => {
    const { payload } = await emitted('issue', { action: 'update' });
    const expected = without(
      EXAMPLES.issue as Tree,
      'object_attributes.escalation_status',
      'object_attributes.escalation_policy',
      'changes.labels',
    );
    expectShape(payload, expected);
    expect(payload.object_attributes).toMatchObject({ action: 'update', state: 'opened', iid: 1 });
  });

  it('note on an issue, and on a merge request: the examples (plus ci_config_path, as every project)', async () => {
    const onIssue = await emitted('note');
    const project = { ...(EXAMPLES.push?.project as Tree) };
    expectShape(onIssue.payload, { ...EXAMPLES.note_issue, project } as Tree);
    const onMr = await emitted('merge_request_note');
    expectShape(onMr.payload, { ...EXAMPLES.note_merge_request, project } as Tree);
    expect(onMr.payload.object_attributes).toMatchObject({ noteable_type: 'MergeRequest', action: 'create' });
  });

  it('note on a commit: the shape summary (commit_id set, noteable_id null, st_diff, the commit)', async () => {
    const { payload } = await emitted('commit_note', { action: 'update' });
    const attrs = payload.object_attributes as Record<string, unknown>;
    expect(attrs).toMatchObject({ noteable_type: 'Commit', noteable_id: null, action: 'update' });
    expect(Object.keys(attrs.st_diff as object)).toEqual([
      'diff',
      'new_path',
      'old_path',
      'a_mode',
      'b_mode',
      'new_file',
      'renamed_file',
      'deleted_file',
    ]);
    expect(Object.keys(payload.commit as object)).toEqual(['id', 'message', 'timestamp', 'url', 'author']);
  });

  it.each(['open', 'close', 'reopen', 'update', 'approved', 'unapproved', 'merge'])(
    'merge_request %s: the example (changes as the action makes them)',
    async (action) => {
      const { payload } = await emitted('merge_request', { action });
      const expected = without(EXAMPLES.merge_request as Tree, 'changes');
      const { changes, ...rest } = payload;
      const { changes: _c, ...expectedRest } = expected;
      // MergeRequestBuilder's keys the example leaves out (test/gitlab/merge-request-keys.test.ts).
      const attributes = Object.fromEntries(
        Object.entries(rest.object_attributes as Tree).filter(([key]) => !BUILDER_ONLY.has(key)),
      );
      expectShape({ ...rest, object_attributes: attributes }, expectedRest);
      expect(Object.keys(changes ?? {})).toEqual(action === 'update' ? ['updated_by_id', 'updated_at'] : []);
      const state = { close: 'closed', merge: 'merged' }[action] ?? 'opened';
      expect(payload.object_attributes).toMatchObject({ action, state });
    },
  );

  it('pipeline: the example without source_pipeline (multi-project pipelines only) and with a null merge_request', async () => {
    const { payload } = await emitted('pipeline', { action: 'failed' });
    const { merge_request: _m, ...rest } = payload;
    const { merge_request: _e, source_pipeline: _s, ...expected } = EXAMPLES.pipeline as Tree;
    expectShape(rest, expected);
    expect(payload.merge_request).toBeNull();
    expect(payload.object_attributes).toMatchObject({ status: 'failed' });
  });

  it('release: the example (no asset links)', async () => {
    const { payload } = await emitted('release', { action: 'update' });
    const expected = structuredClone(EXAMPLES.release as Tree);
    (expected.assets as Tree).links = [];
    expectShape(payload, expected);
    expect(payload).toMatchObject({ object_kind: 'release', action: 'update' });
  });

  const SUMMARIES: [string, string[], Record<string, unknown>?][] = [
    ['wiki_page', ['object_kind', 'user', 'project', 'wiki', 'object_attributes']],
    [
      'build',
      [
        'object_kind',
        'ref',
        'tag',
        'before_sha',
        'sha',
        'build_id',
        'build_name',
        'build_stage',
        'build_status',
        'build_created_at',
        'build_created_at_iso',
        'build_started_at',
        'build_started_at_iso',
        'build_finished_at',
        'build_finished_at_iso',
        'build_duration',
        'build_queued_duration',
        'build_allow_failure',
        'build_failure_reason',
        'retries_count',
        'pipeline_id',
        'project_id',
        'project_name',
        'user',
        'commit',
        'repository',
        'project',
        'runner',
        'environment',
      ],
    ],
    [
      'deployment',
      [
        'object_kind',
        'status',
        'status_changed_at',
        'deployment_id',
        'deployable_id',
        'deployable_url',
        'environment',
        'environment_tier',
        'environment_slug',
        'environment_external_url',
        'project',
        'short_sha',
        'user',
        'user_url',
        'commit_url',
        'commit_title',
      ],
    ],
    [
      'member',
      [
        'created_at',
        'updated_at',
        'group_name',
        'group_path',
        'group_id',
        'user_username',
        'user_name',
        'user_email',
        'user_id',
        'group_access',
        'group_plan',
        'expires_at',
        'event_name',
      ],
      { org: 'acme', repo: undefined },
    ],
    [
      'subgroup',
      [
        'created_at',
        'updated_at',
        'event_name',
        'name',
        'path',
        'full_path',
        'group_id',
        'parent_group_id',
        'parent_name',
        'parent_path',
        'parent_full_path',
      ],
      { org: 'acme', repo: undefined },
    ],
    [
      'project',
      [
        'event_name',
        'created_at',
        'updated_at',
        'name',
        'path',
        'path_with_namespace',
        'project_id',
        'project_namespace_id',
        'owners',
        'project_visibility',
      ],
    ],
  ];
  it.each(SUMMARIES)('%s: the shape summary of webhook_events.md', async (event, keys, options = {}) => {
    const { payload } = await emitted(event, options);
    expect(Object.keys(payload)).toEqual(keys);
  });

  it('wiki_page object_attributes, the job commit and the feature flag follow their summaries', async () => {
    const wiki = (await emitted('wiki_page', { action: 'delete' })).payload;
    expect(Object.keys(wiki.object_attributes as object)).toEqual([
      'title',
      'content',
      'format',
      'message',
      'slug',
      'url',
      'action',
      'diff_url',
      'version_id',
    ]);
    const job = (await emitted('build')).payload;
    expect(Object.keys(job.commit as object)).toEqual([
      'id',
      'name',
      'sha',
      'message',
      'author_name',
      'author_email',
      'status',
      'duration',
      'started_at',
      'started_at_iso',
      'finished_at',
      'finished_at_iso',
    ]);
    const flag = (await emitted('feature_flag', { action: 'deactivate' })).payload;
    expect(flag).toMatchObject({ object_kind: 'feature_flag', object_attributes: { active: false } });
    const emoji = (await emitted('emoji')).payload;
    expect(emoji).toMatchObject({
      object_kind: 'emoji',
      event_type: 'award',
      object_attributes: { action: 'award' },
    });
    const token = (await emitted('access_token')).payload;
    expect(token).toMatchObject({ object_kind: 'access_token', event_name: 'expiring_access_token' });
    const milestone = (await emitted('milestone', { action: 'close' })).payload;
    expect(milestone).toMatchObject({ object_kind: 'milestone', action: 'close' });
  });
});

describe('gitlab events reach hooks through their flags', () => {
  it('a hook hears only the events whose flag it has; the header names the hook kind', async () => {
    const mock = createHookMock({
      flavor: 'gitlab',
      deliver: false,
      scenario: {
        ...scenario,
        hooks: [
          {
            repo: 'acme/widgets',
            active: true,
            events: ['push_events'],
            config: { url: 'https://a.example.test/' },
          },
          {
            repo: 'acme/widgets',
            active: true,
            events: ['merge_requests_events', 'note_events'],
            config: { url: 'https://b.example.test/' },
          },
          { org: 'acme', active: true, events: ['push'], config: { url: 'https://c.example.test/' } },
        ],
      } as Scenario,
    });
    const push = await mock.emit('push' as never, { repo: 'acme/widgets' });
    expect(push.map((d) => d.url)).toEqual(['https://a.example.test/', 'https://c.example.test/']);
    expect(push[0]?.event).toBe('Push Hook');
    const mr = await mock.emit('merge_request' as never, { repo: 'acme/widgets', action: 'merge' as never });
    expect(mr.map((d) => d.url)).toEqual(['https://b.example.test/']);
    expect(mr[0]?.event).toBe('Merge Request Hook');
    expect(mr.notFired.map((n) => n.code)).toEqual(['not-subscribed', 'not-subscribed']);
    const note = await mock.emit('commit_note' as never, { repo: 'acme/widgets' });
    expect(note.map((d) => d.event)).toEqual(['Note Hook']);
  });

  it('simulate speaks GitLab: a new tag is one tag push, a merged MR a merge_request merge', async () => {
    const mock = createHookMock({ flavor: 'gitlab', scenario, deliver: false });
    const { deliveries: created } = await mock.simulate.createTag({ repo: 'acme/widgets', tag: 'v2.0.0' });
    expect(created.map((d) => [d.eventType, d.event])).toEqual([['tag_push', 'Tag Push Hook']]);
    await mock.simulate.createBranch({ repo: 'acme/widgets', branch: 'feature' });
    expect(bodyOf(created[0])).toMatchObject({
      before: '0'.repeat(40),
      ref: 'refs/tags/v2.0.0',
      commits: [],
    });
    const { deliveries: pushed } = await mock.simulate.push({
      repo: 'acme/widgets',
      branch: 'main',
      commits: 2,
    });
    expect(bodyOf(pushed[0])).toMatchObject({ total_commits_count: 2 });
    const { deliveries: opened } = await mock.simulate.openPullRequest({
      repo: 'acme/widgets',
      title: 'Feature',
      head: 'feature',
    });
    expect(opened.map((d) => [d.eventType, d.action])).toContainEqual(['merge_request', 'open']);
    const { deliveries: merged } = await mock.simulate.mergePullRequest({ repo: 'acme/widgets', number: 1 });
    expect(merged.map((d) => [d.eventType, d.action])).toContainEqual(['merge_request', 'merge']);
    const { deliveries: commented } = await mock.simulate.comment({ repo: 'acme/widgets', number: 1 });
    expect(commented.map((d) => [d.eventType, d.event])).toEqual([['merge_request_note', 'Note Hook']]);
  });

  it('an unknown event names GitLab’s accepted ones', async () => {
    const mock = createHookMock({ flavor: 'gitlab', scenario, deliver: false });
    await expect(mock.emit('issues' as never, { repo: 'acme/widgets' })).rejects.toThrow(
      /accepted: push, tag_push, issue/,
    );
  });
});
