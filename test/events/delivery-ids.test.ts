/**
 * Delivery ids (the `*-Delivery` headers, a record's `guid`) depend on the scenario's seed and
 * the attempt's number only: mocks of different seeds emitting in turn in one process each get
 * the ids they would get alone (the id maker keeps per-seed state between calls).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';

const scenario = (seed: number): Scenario => ({
  name: `ids-${seed}`,
  seed,
  users: [{ login: 'alice', token: 'tok' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
  hooks: [1, 2, 3].map((i) => ({
    repo: 'acme/widgets',
    active: true,
    events: ['push'],
    config: { url: `https://h${i}.example.test/in`, content_type: 'json' as const, secret: `s${i}` },
  })),
});

async function guids(mock: ReturnType<typeof createHookMock>): Promise<string[]> {
  const sent = await mock.emit('push', { repo: 'acme/widgets' });
  return sent.map((d) => d.guid);
}

describe('delivery ids', () => {
  it('are those of each seed alone when mocks of two seeds emit in turn', async () => {
    const alone = {
      1: createHookMock({ flavor: 'gitea', scenario: scenario(1) }),
      7: createHookMock({ flavor: 'gitea', scenario: scenario(7) }),
    };
    const expected = { 1: [...(await guids(alone[1])), ...(await guids(alone[1]))], 7: [] as string[] };
    expected[7] = [...(await guids(alone[7])), ...(await guids(alone[7]))];
    const one = createHookMock({ flavor: 'gitea', scenario: scenario(1) });
    const seven = createHookMock({ flavor: 'gitea', scenario: scenario(7) });
    const got = { 1: [] as string[], 7: [] as string[] };
    for (let round = 0; round < 2; round++) {
      got[1].push(...(await guids(one)));
      got[7].push(...(await guids(seven)));
    }
    expect(got).toEqual(expected);
    expect(new Set([...got[1], ...got[7]]).size).toBe(12);
    // And a delivery's headers carry its guid.
    const last = one.deliveries.last();
    expect(last?.headers['X-Gitea-Delivery']).toBe(last?.guid);
  });
});
