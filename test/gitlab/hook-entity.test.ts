// GitLab's hook entity (reference/gitlab-hooks.md §2): the keys in GitLab's order for project and
// group hooks, the create defaults, the token never read back, masked url_variables and
// custom_headers, `created_at` with milliseconds, and what a PUT changes (only what was sent; a
// new URL clears the token and the custom headers unless they are sent again).
import { describe, expect, it } from 'vitest';
import { call } from './support.js';
import { useStandaloneServer } from '../support/server.js';

const server = useStandaloneServer('gitlab', { resetEachTest: true });
const HOOKS = '/projects/1/hooks';
const HEAD = [
  'id',
  'url',
  'name',
  'description',
  'created_at',
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'repository_update_events',
  'enable_ssl_verification',
  'alert_status',
  'disabled_until',
  'url_variables',
  'push_events_branch_filter',
  'branch_filter_strategy',
];
const PROJECT_KEYS = [
  ...HEAD,
  'custom_webhook_template',
  'custom_headers',
  'project_id',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'feature_flag_events',
  'job_events',
  'releases_events',
  'milestone_events',
  'emoji_events',
  'resource_access_token_events',
  'resource_deploy_token_events',
  'vulnerability_events',
];
// `EE::API::Entities::GroupHook < API::Entities::Hook` (ee/lib/ee/api/entities/group_hook.rb):
// the parent's keys first, then the group's, ending with milestone, vulnerability and project events.
const GROUP_KEYS = [
  ...HEAD,
  'custom_webhook_template',
  'custom_headers',
  'group_id',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'pipeline_events',
  'wiki_page_events',
  'job_events',
  'deployment_events',
  'feature_flag_events',
  'releases_events',
  'milestone_events',
  'subgroup_events',
  'emoji_events',
  'resource_access_token_events',
  'member_events',
  'vulnerability_events',
  'project_events',
];

/** The stored token (the snapshot's `config.secret`; the API never shows it). */
const tokenOf = (id: number) => server.mock.snapshot().hooks?.find((h) => h.id === id)?.config.secret ?? '';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
async function created(path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await call(server.url, 'POST', path, { body });
  expect(answer.status).toBe(201);
  if (!isObject(answer.body)) throw new Error(answer.text);
  return answer.body;
}

describe('gitlab flavor: the hook entity', () => {
  it('a project hook: GitLab key order and create defaults', async () => {
    const hook = await created(HOOKS, { url: 'https://ci.example.test/a' });
    expect(Object.keys(hook)).toEqual(PROJECT_KEYS);
    const flags = PROJECT_KEYS.filter((k) => k.endsWith('_events'));
    expect(Object.fromEntries(flags.map((f) => [f, hook[f]]))).toEqual(
      Object.fromEntries(flags.map((f) => [f, f === 'push_events'])),
    );
    expect(hook).toMatchObject({
      name: null,
      description: null,
      enable_ssl_verification: true,
      alert_status: 'executable',
      disabled_until: null,
      push_events_branch_filter: null,
      branch_filter_strategy: 'wildcard',
      url_variables: [],
      custom_headers: [],
      project_id: 1,
    });
    expect(hook.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("a group hook: GitLab's EE entity, parent keys first, every flag it takes read back", async () => {
    const hook = await created('/groups/acme/hooks', {
      url: 'https://ci.example.test/g',
      member_events: true,
      milestone_events: true,
      vulnerability_events: true,
      project_events: true,
    });
    expect(Object.keys(hook)).toEqual(GROUP_KEYS);
    expect(hook).toMatchObject({
      group_id: 1,
      member_events: true,
      push_events: true,
      milestone_events: true,
      vulnerability_events: true,
      project_events: true,
      subgroup_events: false,
    });
  });

  it('token, URL variables and custom headers are never read back', async () => {
    const hook = await created(HOOKS, {
      url: 'https://ci.example.test/{path}',
      token: 'secret-token',
      name: 'CI',
      description: 'builds',
      url_variables: [{ key: 'path', value: 'hook' }],
      custom_headers: [{ key: 'X-Custom', value: 'hidden' }],
    });
    expect(hook).toMatchObject({
      url: 'https://ci.example.test/{path}',
      name: 'CI',
      description: 'builds',
      url_variables: [{ key: 'path' }],
      custom_headers: [{ key: 'X-Custom' }],
    });
    const text = (await call(server.url, 'GET', `${HOOKS}/${String(hook.id)}`)).text;
    for (const secret of ['secret-token', 'hidden', '"value"', '"token"']) expect(text).not.toContain(secret);
    expect(tokenOf(Number(hook.id))).toBe('secret-token');
  });

  it('PUT changes only what was sent; a new URL clears token and custom headers unless sent again', async () => {
    const hook = await created(HOOKS, {
      url: 'https://ci.example.test/b',
      token: 't1',
      issues_events: true,
      custom_headers: [{ key: 'X-One', value: '1' }],
    });
    const path = `${HOOKS}/${String(hook.id)}`;
    const same = await call(server.url, 'PUT', path, { body: { note_events: true } });
    expect(same.body).toMatchObject({
      issues_events: true,
      note_events: true,
      custom_headers: [{ key: 'X-One' }],
    });
    expect(tokenOf(Number(hook.id))).toBe('t1');

    const moved = await call(server.url, 'PUT', path, { body: { url: 'https://ci.example.test/c' } });
    expect(moved.body).toMatchObject({
      url: 'https://ci.example.test/c',
      custom_headers: [],
      issues_events: true,
    });
    expect(tokenOf(Number(hook.id))).toBe('');

    const resent = await call(server.url, 'PUT', path, {
      body: { url: 'https://ci.example.test/d', token: 't2', custom_headers: [{ key: 'X-Two', value: '2' }] },
    });
    expect(resent.body).toMatchObject({ custom_headers: [{ key: 'X-Two' }] });
    expect(tokenOf(Number(hook.id))).toBe('t2');
  });

  it('an edit whose only parameters are empty arrays is 400 No parameters provided (`.present?`)', async () => {
    const hook = await created(HOOKS, { url: 'https://ci.example.test/e' });
    const path = `${HOOKS}/${String(hook.id)}`;
    for (const body of [
      { url_variables: [] },
      { custom_headers: [] },
      { url_variables: [], custom_headers: [] },
    ]) {
      const answer = await call(server.url, 'PUT', path, { body });
      expect([answer.status, answer.body]).toEqual([400, { error: 'No parameters provided' }]);
    }
  });

  it('scenario hooks: neutral event names become GitLab flags', async () => {
    const hook = await call(server.url, 'GET', `${HOOKS}/1`);
    // The default scenario's first hook subscribes to push and pull_request.
    expect(hook.body).toMatchObject({ push_events: true, merge_requests_events: true, issues_events: false });
  });
});
