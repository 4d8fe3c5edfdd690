/** The fidelity tests' mock: acme/widgets (admin alice), a reader bob, one hook hearing everything. */
import { createHookMock } from '../../src/index.js';
import type { HookMock, Scenario } from '../../src/index.js';
import { eventTypesOf } from '../support/catalog.js';

type Product = 'gitea' | 'forgejo';
export type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every hook flag of a product (Forgejo's review comments follow `pull_request_comment`). */
const flags = (product: Product) => [
  ...new Set(eventTypesOf(product).flatMap((t) => [t.flag, t.flagIn?.forgejo ?? t.flag])),
];

/** A mock of the product with a repo hook and an org hook on acme subscribed to every event. */
export function fidelityMock(product: Product, extra: Partial<Scenario> = {}): HookMock {
  const hook = (where: { repo?: string; org?: string }) => ({
    ...where,
    type: product,
    active: true,
    events: flags(product),
    config: { url: `https://r.example.test/${where.repo ?? where.org}`, content_type: 'json' as const },
  });
  return createHookMock({
    flavor: product,
    baseUrl: 'http://localhost:4100/api/v1',
    clock: () => new Date('2026-03-01T12:00:00Z'),
    scenario: {
      name: 'fidelity',
      clock: '2026-01-01T00:00:00Z',
      users: [
        { login: 'alice', token: 'demo', full_name: 'Alice Example', email: 'alice@example.test' },
        { login: 'bob', token: 'bob-token', full_name: 'Bob Example', email: 'bob@example.test' },
      ],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks: [hook({ repo: 'acme/widgets' })],
      ...extra,
    },
  });
}

/** The parsed body of each delivery, in order. */
export const bodies = (list: readonly { body: string }[]): Body[] =>
  list.map((d) => JSON.parse(d.body) as Body);
