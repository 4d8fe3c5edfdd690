/**
 * Security review 3 F6 / issue 17 item 4: the branch-filter work bound holds per event, not per
 * hook — one emit to 200 hooks with hostile filters cannot hold the event loop for seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, flavor: 'gitea' });
});
afterAll(async () => {
  await server.close();
});

/** The review's scenario: 200 active push hooks, each filter `*a` × 2000 + `*b` (~830 KB). */
function hostileScenario() {
  const filter = `${'*a'.repeat(2000)}*b`;
  return {
    users: [{ login: 'alice', token: 'alice-token' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: Array.from({ length: 200 }, () => ({
      repo: 'acme/widgets',
      active: true,
      events: ['push'],
      branch_filter: filter,
      config: { url: 'http://127.0.0.1:9/h', content_type: 'json' },
    })),
  };
}

describe('F6: one emit cannot hold the event loop for seconds', () => {
  it('an emit against 200 hostile branch filters leaves /health answering within 1.5 s', async () => {
    const control = `${server.origin}/__hookmock`;
    const loaded = await fetch(`${control}/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(hostileScenario()),
    });
    expect(loaded.status).toBe(204);
    const ref = `refs/heads/${'a'.repeat(3000)}`;
    const emit = fetch(`${control}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'push', repo: 'acme/widgets', ref }),
    });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const health = await fetch(`${control}/health`);
    const waited = Date.now() - started;
    expect(health.status).toBe(200);
    expect((await emit).status).toBeLessThan(300);
    expect(waited).toBeLessThan(1500);
  }, 60_000);
});
