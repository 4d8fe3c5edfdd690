// The data every benchmark shares: one repo with 30 hooks, the create body, the requests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HOOKS_IN_REPO = 30;
export const TOKEN = 'demo';
export const LIST_PATH = '/api/v1/repos/acme/widgets/hooks';
export const AUTH_HEADERS = { authorization: `token ${TOKEN}` };
export const CREATE_BODY = JSON.stringify({
  type: 'native',
  active: true,
  events: ['push', 'pull_request'],
  config: { url: 'https://ci.example.test/new-hook', content_type: 'json', secret: 'bench' },
});
export const CLOCK = '2026-01-01T00:00:00Z';

const EVENTS = ['push', 'create', 'delete', 'fork', 'issues', 'pull_request', 'release', 'repository'];

/** The i-th (0-based) of the repo's hooks, as a scenario entry. */
export function scenarioHook(i) {
  return {
    repo: 'acme/widgets',
    active: i % 3 !== 0,
    events: [EVENTS[i % EVENTS.length], EVENTS[(i + 3) % EVENTS.length]],
    config: {
      url: `https://ci${i}.example.test/hooks/${i}`,
      content_type: i % 4 === 0 ? 'form' : 'json',
      ...(i % 2 === 0 ? { secret: `secret-${i}` } : {}),
    },
  };
}

/** A scenario with alice (token demo), acme, acme/widgets and its 30 hooks. */
export function benchScenario() {
  return {
    name: 'bench',
    description: 'acme/widgets with 30 hooks',
    clock: CLOCK,
    seed: 1,
    users: [{ login: 'alice', token: TOKEN }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: Array.from({ length: HOOKS_IN_REPO }, (_, i) => scenarioHook(i)),
  };
}

/** The same hooks as the spec flavor's list answers them (what the baselines serve). */
export function specHooks() {
  return benchScenario().hooks.map((h, i) => ({
    id: i + 1,
    type: 'native',
    active: h.active,
    events: h.events,
    config: { content_type: h.config.content_type, url: h.config.url },
    created: CLOCK,
    updated: CLOCK,
  }));
}

/** Writes a scenario (the bench one) to a temporary file; returns its path and a cleanup function. */
export function writeScenarioFile(scenario = benchScenario()) {
  const dir = mkdtempSync(join(tmpdir(), 'hookmock-bench-'));
  const file = join(dir, 'bench.json');
  writeFileSync(file, JSON.stringify(scenario, null, 2));
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The update every PATCH round sends to hook 1. */
export const PATCH_BODY = JSON.stringify({ active: true, events: ['push', 'release'] });
