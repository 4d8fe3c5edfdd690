// The gitlab flavor's bench data (issue 30): the same 30 hooks as the other flavors' repo
// (bench/lib/fixtures.js), in project 1 (acme/widgets), plus what the rate-limited test trigger
// needs to be measured as a throughput without any bypass in the product. GitLab allows 5 tests a
// minute per project and user (on the mock's clock), so the trigger is pressed round-robin over
// TEST_PROJECTS projects × TEST_USERS users (each a Maintainer of every test project): a pair is
// used again only after every other pair, and `POST /__hookmock/reset` before each measured run
// (outside the CPU bracket) starts the counters from zero, so a run stays under the limit while
// it sends fewer than 5 × projects × users requests (32,000). A 429 fails the run loudly
// (bench/lib/throughput.js throws on any non-2xx).
import { CLOCK, HOOKS_IN_REPO, TOKEN, scenarioHook } from './fixtures.js';

export const GITLAB_PROJECT = 1;
/** `per_page=30`: GitLab's default page is 20; the list serializes the same 30 hooks as the others. */
export const GITLAB_LIST_PATH = `/api/v4/projects/${GITLAB_PROJECT}/hooks`;
export const GITLAB_LIST_QUERY = '?per_page=30';
export const GITLAB_AUTH = { 'private-token': TOKEN };
export const GITLAB_CREATE_BODY = JSON.stringify({
  url: 'https://ci.example.test/new-hook',
  token: 'bench',
  push_events: true,
  merge_requests_events: true,
});
export const TEST_PROJECTS = 64;
export const TEST_USERS = 100;
/** The trigger every press sends: push_events, GitLab's default and the dashboard's button. */
export const TEST_TRIGGER = 'push_events';
export const testerToken = (u) => `tester-${u}`;

const testRepo = (p) => `acme/t${p}`;
/** The one neutral event name of the shared hooks GitLab has no flag for, and its stand-in. */
const GITLAB_EVENT = { fork: 'wiki' };
// Every one active: GitLab has no on/off flag, and an inactive scenario hook is stored in its off
// state (disabled for good), which the list would show as `alert_status: disabled` and the floor not.
const gitlabHook = (i) => {
  const hook = scenarioHook(i);
  return { ...hook, active: true, events: hook.events.map((e) => GITLAB_EVENT[e] ?? e) };
};

/** Scenario: alice (demo) admin of acme/widgets and its 30 hooks; the test projects, one hook each. */
export function gitlabBenchScenario() {
  const testers = Array.from({ length: TEST_USERS }, (_, u) => ({
    login: `tester${u}`,
    token: testerToken(u),
  }));
  const projects = Array.from({ length: TEST_PROJECTS }, (_, p) => ({
    owner: 'acme',
    name: `t${p}`,
    admins: testers.map((t) => t.login),
  }));
  const testHooks = projects.map((_, p) => ({
    repo: testRepo(p),
    active: true,
    events: ['push'],
    config: { url: `https://t${p}.example.test/in`, content_type: 'json', secret: `token-${p}` },
  }));
  return {
    name: 'bench-gitlab',
    description: 'acme/widgets with 30 hooks; 64 test projects, 100 maintainers',
    clock: CLOCK,
    seed: 1,
    users: [{ login: 'alice', token: TOKEN }, ...testers],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }, ...projects],
    hooks: [...Array.from({ length: HOOKS_IN_REPO }, (_, i) => gitlabHook(i)), ...testHooks],
  };
}

/**
 * The test presses, round-robin: project p (numeric id p + 2: acme/widgets is 1, then the
 * scenario's order) and its hook (ids after the 30: 31 + p), pressed by user u.
 */
export const testRotation = () => ({
  targets: Array.from({ length: TEST_PROJECTS }, (_, p) => [
    `/api/v4/projects/${p + 2}/hooks/${HOOKS_IN_REPO + 1 + p}/test/${TEST_TRIGGER}`,
  ]).flat(),
  tokens: Array.from({ length: TEST_USERS }, (_, u) => testerToken(u)),
  header: 'private-token',
});

// GitLab's project hook flags in the entity's key order, and the neutral scenario names that set
// them (docs/guide/gitlab.md's table): what the floor serializes, the same keys the mock answers.
const HEAD_FLAGS = ['push_events', 'tag_push_events', 'merge_requests_events', 'repository_update_events'];
const TAIL_FLAGS = [
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
const FLAG_OF = {
  push: 'push_events',
  create: 'tag_push_events',
  delete: 'tag_push_events',
  issues: 'issues_events',
  pull_request: 'merge_requests_events',
  wiki: 'wiki_page_events',
  release: 'releases_events',
};
const CREATED_AT = CLOCK.replace('Z', '.000Z');

/**
 * A project hook in GitLab's entity (`API::Entities::ProjectHook`), keys in its order; `pairs`
 * adds the masked `url_variables` and `custom_headers` a single hook shows (the list leaves them
 * out, as GitLab does).
 */
export function gitlabHookEntity({ id, url, flags, createdAt = CREATED_AT, pairs = false }) {
  const flag = (name) => flags.includes(name);
  return {
    id,
    url,
    name: null,
    description: null,
    created_at: createdAt,
    ...Object.fromEntries(HEAD_FLAGS.map((f) => [f, flag(f)])),
    enable_ssl_verification: true,
    alert_status: 'executable',
    disabled_until: null,
    ...(pairs ? { url_variables: [] } : {}),
    push_events_branch_filter: null,
    branch_filter_strategy: 'wildcard',
    custom_webhook_template: null,
    ...(pairs ? { custom_headers: [] } : {}),
    project_id: GITLAB_PROJECT,
    ...Object.fromEntries(TAIL_FLAGS.map((f) => [f, flag(f)])),
  };
}

/** The 30 hooks of project 1 as the gitlab flavor's list answers them (what the floor serves). */
export function gitlabHooks() {
  return Array.from({ length: HOOKS_IN_REPO }, (_, i) => {
    const hook = gitlabHook(i);
    return gitlabHookEntity({
      id: i + 1,
      url: hook.config.url,
      flags: hook.events.map((e) => FLAG_OF[e]).filter(Boolean),
    });
  });
}
