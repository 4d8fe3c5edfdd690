/**
 * Row 7 of the third fidelity audit: a fork into an organization reaches that organization's
 * hooks. G `services/webhook/notifier.go` `ForkRepository` L100–112 (F L94–106): when the new
 * owner is an org, `PrepareWebhooks(EventSource{Repository: fork}, repository, created)`, which
 * also appends the owner org's hooks (`services/webhook/webhook.go` L200–207).
 */
import { describe, expect, it } from 'vitest';
import { bodies, fidelityMock } from './world.js';

for (const product of ['gitea', 'forgejo'] as const) {
  describe(`${product}: fork into an org`, () => {
    it('sends fork to the parent, then repository created to the new owner org (G notifier.go L100–112)', async () => {
      const mock = fidelityMock(product, {
        orgs: [
          { name: 'acme', owners: ['alice'] },
          { name: 'labs', owners: ['alice'] },
        ],
        hooks: [
          {
            repo: 'acme/widgets',
            type: product,
            active: true,
            events: ['fork'],
            config: { url: 'https://r.example.test/parent', content_type: 'json' },
          },
          {
            org: 'labs',
            type: product,
            active: true,
            events: ['repository'],
            config: { url: 'https://r.example.test/labs', content_type: 'json' },
          },
        ],
      });
      const { deliveries } = await mock.simulate.fork({
        repo: 'acme/widgets',
        owner: 'labs',
        sender: 'alice',
      });
      expect(deliveries.map((d) => [d.eventType, d.action, d.url])).toEqual([
        ['fork', null, 'https://r.example.test/parent'],
        ['repository', 'created', 'https://r.example.test/labs'],
      ]);
      const [fork, created] = bodies(deliveries);
      expect(created?.repository.full_name).toBe('labs/widgets');
      expect(created?.repository.fork).toBe(true);
      expect(created?.repository).toEqual(fork?.repository);
      expect(created?.organization.login).toBe('labs');
      expect(created?.sender.login).toBe('alice');
    });

    it('a fork to a user sends fork only', async () => {
      const mock = fidelityMock(product);
      const { deliveries } = await mock.simulate.fork({ repo: 'acme/widgets', sender: 'bob' });
      expect(deliveries.map((d) => d.eventType)).toEqual(['fork']);
    });
  });
}
