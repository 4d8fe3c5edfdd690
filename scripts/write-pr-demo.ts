// Writes scenarios/demos/pr-lifecycle.json: a hook registered through the API, then a pull
// request's life as user actions (branch, opened, synchronized, approved, merged) through the
// control API's `POST /__hookmock/simulate/{action}`.
// The expected answers come from the mock itself at the recorded instant and origin, exactly
// what `hookmock replay` and `hookmock demo` compare against. Run: npx tsx scripts/write-pr-demo.ts
import { writeFileSync } from 'node:fs';
import { createServerMock } from '../src/core/mock-facade.js';
import { KEPT_RESPONSE_HEADERS } from '../src/core/recording/exchange.js';
import { RECORDED_INSTANT, RECORDED_ORIGIN, normalizeValue } from '../src/core/recording/normalize-values.js';
import { builtinScenario } from '../src/core/scenario/builtins.js';

// No secrets: signatures cover the payload, which names the server's origin, so a signed body
// would differ between the recording and a live demo on another port.
const base = builtinScenario('default');
const hooks = base.hooks?.map(({ config, ...hook }) => ({
  ...hook,
  config: { ...config, secret: undefined },
}));
const state = { ...base, hooks, name: 'pr-lifecycle' };
const description =
  'A code-review bot registers a pull_request hook through the API and presses test; then a pull request lives its life, simulated: a branch, the pull request opened, synchronized by a push, approved, merged (closed with merged: true, then the merge commit pushed).';
const simulate = (note: string, action: string, body: object) => ({
  note,
  method: 'POST',
  path: `/__hookmock/simulate/${action}`,
  token: null,
  body: { repo: 'acme/widgets', ...body },
});
const calls = [
  {
    note: 'The bot registers its hook for the pull-request family.',
    method: 'POST',
    path: '/api/v1/repos/acme/widgets/hooks',
    token: 'demo',
    body: {
      type: 'gitea',
      active: true,
      events: ['pull_request'],
      config: { url: 'https://review-bot.example.test/hook', content_type: 'json' },
    },
  },
  {
    note: 'Press test: Gitea sends a push to the hook only if it listens to push; it does not, so nothing is sent.',
    method: 'POST',
    path: '/api/v1/repos/acme/widgets/hooks/4/tests',
    token: 'demo',
  },
  simulate('alice creates the branch "feature": only the push hook hears it.', 'createBranch', {
    branch: 'feature',
    sender: 'alice',
  }),
  simulate('alice opens a pull request from it.', 'openPullRequest', {
    head: 'feature',
    title: 'Add the widget polisher',
    sender: 'alice',
  }),
  simulate('A push to its branch synchronizes it.', 'push', {
    branch: 'feature',
    commits: ['Polish the widgets'],
    sender: 'alice',
  }),
  simulate('bob approves it.', 'review', { number: 1, verdict: 'approve', sender: 'bob' }),
  simulate(
    'alice merges it: "closed" with merged: true, then the merge commit\'s push.',
    'mergePullRequest',
    {
      number: 1,
      sender: 'alice',
    },
  ),
] as const;

const fixed = new Date(RECORDED_INSTANT);
const mock = createServerMock({ scenario: state, flavor: 'gitea', auth: 'strict', clock: () => fixed });
const steps = [];
for (const call of calls) {
  const headers: Record<string, string> = 'body' in call ? { 'content-type': 'application/json' } : {};
  if (call.token) headers.authorization = `token ${call.token}`;
  const response = await mock.handle({
    method: call.method,
    url: new URL(call.path, RECORDED_ORIGIN),
    header: (name) => headers[name.toLowerCase()] ?? null,
    body: 'body' in call ? JSON.stringify(call.body) : '',
  });
  const kept = Object.fromEntries(
    Object.entries(response.headers)
      .map(([k, v]) => [k.toLowerCase(), v] as const)
      .filter(([k]) => (KEPT_RESPONSE_HEADERS as readonly string[]).includes(k)),
  );
  const body =
    response.body === ''
      ? undefined
      : normalizeValue(JSON.parse(response.body), { origin: RECORDED_ORIGIN, mapId: (id) => id });
  steps.push({
    note: call.note,
    request: {
      method: call.method,
      path: call.path,
      token: call.token,
      ...('body' in call ? { contentType: 'application/json', body: call.body } : {}),
    },
    response: {
      status: response.status,
      ...(Object.keys(kept).length ? { headers: kept } : {}),
      ...(body === undefined ? {} : { body }),
    },
  });
}
const file = new URL('../scenarios/demos/pr-lifecycle.json', import.meta.url);
writeFileSync(file, JSON.stringify({ ...state, description, flavor: 'gitea', steps }, null, 2) + '\n');
console.log('wrote scenarios/demos/pr-lifecycle.json');
