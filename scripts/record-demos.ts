// Records the shipped demos (scenarios/demos/*.json) with hookmock's own recorder in front of a
// hookmock server in the gitea flavor, exactly as `hookmock record` does. Run: npm run demos:record
import { mkdirSync, writeFileSync } from 'node:fs';
import { bodyText } from '../src/core/recording/replay.js';
import { toRecordedScenario } from '../src/core/recording/to-scenario.js';
import { startServer } from '../src/node/index.js';
import { startRecorder } from '../src/node/record/recorder.js';

type Call = { note: string; method: string; path: string; token?: string | null; body?: unknown };

const demos: { name: string; description: string; calls: (ids: number[]) => Call[] }[] = [
  {
    name: 'ci-onboarding',
    description:
      'A CI service onboards a repository: it creates a push hook with a secret, presses test, notices the URL is wrong, fixes it and tests again.',
    calls: () => [
      { note: 'Which hooks does acme/widgets have?', method: 'GET', path: '/repos/acme/widgets/hooks' },
      {
        note: 'Create the CI hook (active, push only, signed with a secret).',
        method: 'POST',
        path: '/repos/acme/widgets/hooks',
        body: {
          type: 'gitea',
          active: true,
          events: ['push'],
          config: {
            url: 'https://ci.example.test/hooks/widgets',
            content_type: 'json',
            secret: 'ci-onboarding-secret',
          },
        },
      },
      {
        note: 'Press test: the server sends a push delivery to the hook.',
        method: 'POST',
        path: '/repos/acme/widgets/hooks/4/tests',
      },
      {
        note: 'Oops, the CI expects /v2/ in the URL: fix it.',
        method: 'PATCH',
        path: '/repos/acme/widgets/hooks/4',
        body: { config: { url: 'https://ci.example.test/v2/hooks/widgets' }, events: ['push'] },
      },
      { note: 'Test again with the fixed URL.', method: 'POST', path: '/repos/acme/widgets/hooks/4/tests' },
      {
        note: 'Read the hook back: the secret is never returned.',
        method: 'GET',
        path: '/repos/acme/widgets/hooks/4',
      },
    ],
  },
  {
    name: 'org-audit-hook',
    description:
      "An organization owner runs an audit hook's whole lifecycle at org level: create it inactive, list, activate, page through the org's hooks, delete it.",
    calls: () => [
      {
        note: 'Create an org-wide audit hook, inactive for now.',
        method: 'POST',
        path: '/orgs/acme/hooks',
        body: {
          type: 'gitea',
          events: ['repository', 'create', 'delete'],
          config: { url: 'https://audit.example.test/acme', content_type: 'form' },
        },
      },
      {
        note: 'List the org hooks (note X-Total-Count and Link).',
        method: 'GET',
        path: '/orgs/acme/hooks?limit=1',
      },
      {
        note: 'Activate it.',
        method: 'PATCH',
        path: '/orgs/acme/hooks/4',
        body: { active: true, events: ['repository', 'create', 'delete'] },
      },
      { note: 'Second page of the org hooks.', method: 'GET', path: '/orgs/acme/hooks?limit=1&page=2' },
      { note: 'There is no org test route in Gitea.', method: 'POST', path: '/orgs/acme/hooks/4/tests' },
      { note: 'Retire the audit hook.', method: 'DELETE', path: '/orgs/acme/hooks/4' },
      { note: 'It is gone.', method: 'GET', path: '/orgs/acme/hooks/4' },
    ],
  },
  {
    name: 'client-errors',
    description:
      'A client meets the errors of the API in the order the server checks them: 401 without or with a bad token, 403 for a user without rights, 404 for unknown owners, repos and hooks, 422 for bad bodies.',
    calls: () => [
      {
        note: 'No token: 401 token is required.',
        method: 'GET',
        path: '/repos/acme/widgets/hooks',
        token: null,
      },
      {
        note: 'A token the server does not know: 401.',
        method: 'GET',
        path: '/repos/acme/widgets/hooks',
        token: 'not-a-real-token',
      },
      {
        note: 'bob is signed in but no admin of the repo: 403.',
        method: 'GET',
        path: '/repos/acme/widgets/hooks',
        token: 'bob-token',
      },
      {
        note: 'bob is no owner of the org either: 403.',
        method: 'POST',
        path: '/orgs/acme/hooks',
        token: 'bob-token',
        body: { type: 'gitea', config: { url: 'https://x.example.test', content_type: 'json' } },
      },
      {
        note: 'Unknown owner: 404 with the lookup that failed.',
        method: 'GET',
        path: '/repos/ghost/widgets/hooks',
      },
      { note: 'Unknown repo: 404 not found.', method: 'GET', path: '/repos/acme/nothing/hooks' },
      { note: 'Unknown hook id: 404.', method: 'GET', path: '/repos/acme/widgets/hooks/999' },
      {
        note: 'No type: 422 [Type]: Required.',
        method: 'POST',
        path: '/repos/acme/widgets/hooks',
        body: { config: { url: 'https://x.example.test', content_type: 'json' } },
      },
      {
        note: 'Bad content type: 422.',
        method: 'POST',
        path: '/repos/acme/widgets/hooks',
        body: { type: 'gitea', config: { url: 'https://x.example.test', content_type: 'xml' } },
      },
      {
        note: 'Not an http(s) URL: 422 Invalid url.',
        method: 'POST',
        path: '/repos/acme/widgets/hooks',
        body: { type: 'gitea', config: { url: 'ftp://x.example.test', content_type: 'json' } },
      },
      {
        note: 'Malformed JSON: 422 from the binder.',
        method: 'POST',
        path: '/repos/acme/widgets/hooks',
        body: '{"type": gitea}',
      },
    ],
  },
];

const dir = new URL('../scenarios/demos/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const demo of demos) {
  const upstream = await startServer({
    flavor: 'gitea',
    auth: 'strict',
    port: 0,
    quiet: true,
    clock: () => new Date('2026-01-01T00:00:00Z'),
  });
  const origin = new URL(upstream.url).origin;
  const recorder = await startRecorder({ upstream: origin });
  const calls = demo.calls([]);
  for (const call of calls) {
    const headers: Record<string, string> = {};
    const token = call.token === undefined ? 'demo' : call.token;
    if (token) headers.authorization = `token ${token}`;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const body = bodyText(call.body);
    await fetch(`${recorder.url}/api/v1${call.path}`, { method: call.method, headers, body });
  }
  const exchanges = await recorder.stop();
  await upstream.close();
  const scenario = toRecordedScenario(exchanges, {
    upstreamOrigin: origin,
    basePath: '/api/v1',
    flavor: 'gitea',
    name: demo.name,
    description: `${demo.description} Recorded with hookmock record in front of a hookmock server in the gitea flavor (default scenario, --auth strict); tokens and secrets redacted.`,
  });
  scenario.steps?.forEach((step, i) => (step.note = calls[i]?.note));
  const ordered = { name: scenario.name, description: scenario.description, flavor: 'gitea', ...scenario };
  writeFileSync(new URL(`${demo.name}.json`, dir), JSON.stringify(ordered, null, 2) + '\n');
  console.log(`recorded scenarios/demos/${demo.name}.json (${exchanges.length} steps)`);
}
