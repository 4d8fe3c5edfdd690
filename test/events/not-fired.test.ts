/**
 * Emit that explains itself (issue 20 item 6): `emit` and `simulate` report the hooks of the
 * repository and its org that did not fire, with the rule that left each out — inactive, not
 * subscribed, branch filter, a push without commits, a type that cannot carry the event without
 * its meta. The result is still the array of deliveries it always was (equality and JSON alike).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { builtin } from '../support/msw.js';

const url = (name: string) => `https://r.example.test/${name}`;
const hook = (name: string, extra: Record<string, unknown> = {}) => ({
  repo: 'acme/widgets',
  type: 'gitea',
  active: true,
  events: ['push', 'create'],
  config: { url: url(name), content_type: 'json' as const, secret: 'k' },
  ...extra,
});

function scenario(): Scenario {
  const base = builtin('default');
  base.hooks = [
    hook('fires'),
    hook('inactive', { active: false }),
    hook('issues-only', { events: ['issues'] }),
    hook('dev-only', { branch_filter: 'dev' }),
    hook('slack', { type: 'slack', config: { url: url('slack'), content_type: 'json', channel: '#c' } }),
    hook('matrix-without-meta', {
      type: 'matrix',
      config: { url: url('matrix'), content_type: 'json' },
    }),
    { ...hook('org-hook'), repo: undefined, org: 'acme', events: ['issues'] },
  ];
  return base;
}

describe('emit reports the hooks that did not fire', () => {
  const mock = createHookMock({ flavor: 'gitea', scenario: scenario() });

  it('names each left-out hook with its rule, beside the deliveries', async () => {
    mock.reset();
    const result = await mock.emit('push', { repo: 'acme/widgets', ref: 'main' });
    expect(result.map((d) => [d.url, d.delivery.status])).toEqual([
      [url('fires'), 'recorded'],
      [url('slack'), 'recorded'],
      [url('matrix'), 'skipped'],
    ]);
    expect(result.notFired.map((n) => [n.url, n.code])).toEqual([
      [url('inactive'), 'inactive'],
      [url('issues-only'), 'not-subscribed'],
      [url('dev-only'), 'branch-filter'],
      [url('org-hook'), 'not-subscribed'],
      [url('matrix'), 'not-sent'],
    ]);
    const filtered = result.notFired.find((n) => n.code === 'branch-filter');
    expect(filtered).toMatchObject({
      eventType: 'push',
      action: null,
      hookType: 'gitea',
      scope: { kind: 'repo', owner: 'acme', repo: 'widgets' },
      reason: 'ref "refs/heads/main" does not match the hook\'s branch filter "dev"',
    });
    const matrix = result.notFired.find((n) => n.code === 'not-sent');
    expect(matrix?.deliveryId).toBe(result[2]?.id);
    expect(matrix?.reason).toMatch(/meta json/);
  });

  it('keeps the array as it was: equality, length and JSON ignore notFired', async () => {
    mock.reset();
    const none = await mock.emit('release', { repo: 'acme/gadgets' });
    expect(none).toEqual([]);
    expect(JSON.stringify(none)).toBe('[]');
    expect(none.notFired.map((n) => [n.scope, n.code])).toEqual([
      [{ kind: 'org', org: 'acme' }, 'not-subscribed'],
    ]);
  });

  it('simulate lists them per event of the action (a tag push has no commits)', async () => {
    mock.reset();
    const { deliveries, notFired = [] } = await mock.simulate.createTag({ repo: 'acme/widgets', tag: 'v1' });
    expect(deliveries.length).toBeGreaterThan(0);
    const slackPush = notFired.find((n) => n.url === url('slack') && n.eventType === 'push');
    expect(slackPush).toMatchObject({
      code: 'zero-commits',
      reason: 'a push without commits is not sent to slack hooks',
    });
    expect(notFired.filter((n) => n.url === url('inactive')).map((n) => n.eventType)).toEqual([
      'push',
      'create',
    ]);
  });
});
