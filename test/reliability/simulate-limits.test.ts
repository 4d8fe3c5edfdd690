/**
 * Security review 4, G1 and G2: `POST /__hookmock/simulate/*` is bounded. Every count, list and
 * text of an action's options has a cap (400 naming the field, never a 500 for a value the field
 * accepts); a list of names counts each name once, as the products store a set; the answer holds
 * the first 100 deliveries and a total, as `/events`; simulate and `/events` are under the memory
 * budget (507 past it); the simulated world keeps a bounded number of issues per repository.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { useStandaloneServer } from '../support/server.js';

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** A repo with `hooks` gitea hooks on push and pull requests (recorded, not sent). */
function hooked(hooks: number): Scenario {
  return {
    users: [
      { login: 'alice', token: 'demo' },
      { login: 'bob', token: 'bob-token' },
    ],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: Array.from({ length: hooks }, (_, i) => ({
      repo: 'acme/widgets',
      active: true,
      events: ['push', 'pull_request', 'pull_request_review_request'],
      config: { url: `http://127.0.0.1:9/h${i}`, content_type: 'json' },
    })),
  };
}

async function simulate(origin: string, action: string, body: unknown) {
  const response = await fetch(`${origin}/__hookmock/simulate/${action}`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as unknown };
}

const messageOf = (json: unknown) => (json as { message: string }).message;

describe('simulate caps every count, list and text (G1)', () => {
  const server = useStandaloneServer('gitea', { scenario: hooked(2) });

  it('commits: 2^53-1 and 5,000,000 are a 400 naming "commits", at once; the server answers afterwards', async () => {
    for (const commits of [Number.MAX_SAFE_INTEGER, 5_000_000, 1001]) {
      const started = performance.now();
      const answer = await simulate(server.origin, 'push', { repo: 'acme/widgets', commits });
      expect(answer.status, answer.text).toBe(400);
      expect(messageOf(answer.json)).toContain('"commits" may be at most 1,000');
      expect(performance.now() - started).toBeLessThan(1000);
    }
    const list = await simulate(server.origin, 'push', {
      repo: 'acme/widgets',
      commits: Array.from({ length: 1001 }, (_, i) => `m${i}`),
    });
    expect(list.status).toBe(400);
    expect(messageOf(list.json)).toContain('"commits" lists more than 1,000 entries');
    const health = await fetch(`${server.origin}/__hookmock/health`);
    expect(health.status).toBe(200);
    const ok = await simulate(server.origin, 'push', { repo: 'acme/widgets', commits: 1000 });
    expect(ok.status).toBe(200);
  });

  it('a text over 65,536 characters is a 400 naming the field', async () => {
    const answer = await simulate(server.origin, 'openIssue', {
      repo: 'acme/widgets',
      body: 'x'.repeat(65_537),
    });
    expect(answer.status).toBe(400);
    expect(messageOf(answer.json)).toBe('"body" is longer than 65,536 characters');
  });

  it('a list of over 100 names is a 400 naming the field', async () => {
    const reviewers = Array.from({ length: 101 }, (_, i) => `user${i}`);
    const answer = await simulate(server.origin, 'openPullRequest', {
      repo: 'acme/widgets',
      head: 'main',
      reviewers,
    });
    expect(answer.status).toBe(400);
    expect(messageOf(answer.json)).toBe('"reviewers" lists more than 100 entries');
  });

  it('1,000 × the same reviewer is one review request (duplicates dropped, as the products do)', async () => {
    await simulate(server.origin, 'createBranch', { repo: 'acme/widgets', branch: 'feature' });
    const answer = await simulate(server.origin, 'openPullRequest', {
      repo: 'acme/widgets',
      head: 'feature',
      reviewers: Array(1000).fill('bob'),
    });
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    // One review_requested and one opened per hook: 4, not 2,002.
    expect(answer.headers.get('X-Total-Count')).toBe('4');
    const made = answer.json as { deliveries: { action: string }[] };
    expect(made.deliveries.map((d) => d.action)).toEqual([
      'review_requested',
      'review_requested',
      'opened',
      'opened',
    ]);
  });
});

describe("simulate's fan-out and answer are bounded (G2)", () => {
  const server = useStandaloneServer('gitea', { scenario: hooked(150) });

  it('answers the first 100 deliveries and the total, as /events (X-Total-Count)', async () => {
    const answer = await simulate(server.origin, 'push', { repo: 'acme/widgets' });
    expect(answer.status).toBe(200);
    const made = answer.json as { deliveries: { id: number }[]; total: number; sha: string };
    expect(made.deliveries).toHaveLength(100);
    expect(made.total).toBe(150);
    expect(made.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(answer.headers.get('X-Total-Count')).toBe('150');
  });
});

describe('simulate and /events are under the memory budget (G1)', () => {
  it('past the budget both answer 507 saying what to delete; reads still work', async () => {
    const server = await startServer({ port: 0, quiet: true, flavor: 'gitea', sessionHeapShare: 0 });
    try {
      const pushed = await simulate(server.origin, 'push', { repo: 'acme/widgets' });
      expect(pushed.status).toBe(507);
      expect(messageOf(pushed.json)).toContain('memory budget reached');
      const emitted = await fetch(`${server.origin}/__hookmock/events`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify({ event: 'push', repo: 'acme/widgets' }),
      });
      expect(emitted.status).toBe(507);
      expect((await fetch(`${server.origin}/__hookmock/deliveries`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('the simulated world is bounded', () => {
  it('a repository keeps at most 100,000 commits; past it a push is refused; a reset starts again', async () => {
    const mock = createHookMock({ scenario: hooked(0), flavor: 'gitea' });
    const push = () => mock.simulate.push({ repo: 'acme/widgets', commits: 1000 });
    // The seeded head is one commit: 99 pushes of 1,000 leave room for 999 more.
    for (let i = 0; i < 99; i++) await push();
    await expect(push()).rejects.toThrow(/keeps at most 100,000 commits; reset the mock/);
    await expect(mock.simulate.push({ repo: 'acme/widgets', commits: 999 })).resolves.toHaveProperty('sha');
    mock.reset();
    await expect(push()).resolves.toHaveProperty('sha');
  });
});
