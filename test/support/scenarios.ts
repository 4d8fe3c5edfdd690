import type { Scenario } from '../../src/index.js';

/** acme/widgets with `hooks` active push hooks aimed at `url`: the fan-out tests' world. */
export function fanOutScenario(url: string, hooks: number): Scenario {
  return {
    users: [{ login: 'alice', token: 'alice-token' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: Array.from({ length: hooks }, () => ({
      repo: 'acme/widgets',
      active: true,
      events: ['push'],
      config: { url, content_type: 'json' },
    })),
  };
}
