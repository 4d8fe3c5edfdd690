/**
 * Model-based: for random hooks (scope, type, active, events, branch filter) and a random event
 * and ref, the hooks `mock.emit` fires are exactly the ones the products' rules pick, written
 * out here independently (G/F `services/webhook/webhook.go` `PrepareWebhooks`/`PrepareWebhook`).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/index.js';
import { BACKENDS } from './backends.js';
import type { Opened } from './backends.js';

type Flavor = 'gitea' | 'forgejo';
const EVENTS = [
  'push',
  'create',
  'delete',
  'issues',
  'pull_request',
  'pull_request_review',
  'pull_request_comment',
  'release',
  'issues_only',
];
const FILTERS = ['', '*', '**', 'main', 'dev', 'ma*', 'v*', '{main,dev}', 'refs/heads/*', 'refs/tags/*'];
const REFS = ['refs/heads/main', 'refs/heads/dev', 'refs/heads/feature', 'refs/tags/v1'];
const FIRED = [
  { event: 'push' },
  { event: 'create' },
  { event: 'delete' },
  { event: 'issues', flag: 'issues' },
  { event: 'issue_comment', flag: 'issue_comment' },
  { event: 'pull_request_review', action: 'approved', flag: 'pull_request_review' },
  {
    event: 'pull_request_review',
    action: 'comment',
    flag: 'pull_request_review',
    forgejo: 'pull_request_comment',
  },
  { event: 'release', flag: 'release' },
] as const;

/** The glob semantics of exactly the filters above (gobwas, no separators). */
const GLOB: Record<string, (s: string) => boolean> = {
  '': () => true,
  '*': () => true,
  '**': () => true,
  main: (s) => s === 'main',
  dev: (s) => s === 'dev',
  'ma*': (s) => s.startsWith('ma'),
  'v*': (s) => s.startsWith('v'),
  '{main,dev}': (s) => s === 'main' || s === 'dev',
  'refs/heads/*': (s) => s.startsWith('refs/heads/'),
  'refs/tags/*': (s) => s.startsWith('refs/tags/'),
};

const GROUPS: Record<string, string[]> = {
  issues: ['issues', 'issue_assign', 'issue_label', 'issue_milestone', 'issue_comment'],
  issues_only: ['issues'],
  pull_request: [
    'pull_request',
    'pull_request_assign',
    'pull_request_label',
    'pull_request_milestone',
    'pull_request_comment',
    'pull_request_review',
    'pull_request_review_request',
    'pull_request_sync',
  ],
};

interface H {
  scope: 'repo' | 'org' | 'other';
  type: 'native' | 'slack' | 'gogs';
  active: boolean;
  events: string[];
  filter: string;
}

function fires(flavor: Flavor, h: H, e: (typeof FIRED)[number], ref: string): boolean {
  if (!h.active || h.scope === 'other') return false;
  // A scenario stores exactly the listed events (an empty list is none; the API's default is push).
  const flags = new Set(h.events.flatMap((n) => GROUPS[n] ?? [n]));
  const flag = flavor === 'forgejo' && 'forgejo' in e ? e.forgejo : 'flag' in e ? e.flag : e.event;
  if (!flags.has(flag)) return false;
  const tag = ref.startsWith('refs/tags/');
  const native = h.type !== 'slack';
  if (e.event === 'push' && tag && !native) return false;
  if (!['push', 'create', 'delete'].includes(e.event)) return true;
  const name = ref.replace(/^refs\/(heads|tags)\//, '');
  const glob = GLOB[h.filter] as (s: string) => boolean;
  if (flavor === 'forgejo') return tag || h.filter === '' || h.filter === '*' || glob(name);
  if (['', '*', '**'].includes(h.filter)) return true;
  return (!tag && glob(name)) || glob(ref);
}

const hookArb = fc.record({
  scope: fc.constantFrom('repo', 'org', 'other') as fc.Arbitrary<H['scope']>,
  type: fc.constantFrom('native', 'slack', 'gogs') as fc.Arbitrary<H['type']>,
  active: fc.boolean(),
  events: fc.subarray(EVENTS),
  filter: fc.constantFrom(...FILTERS),
});

/** The scenario of one run: the generated hooks on acme/widgets, on acme, or on an unrelated org. */
function scenarioOf(flavor: Flavor, hooks: H[]): Scenario {
  return {
    name: 'model',
    users: [{ login: 'alice', token: 'demo' }],
    orgs: [
      { name: 'acme', owners: ['alice'] },
      { name: 'else', owners: ['alice'] },
    ],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: hooks.map((h) => ({
      ...(h.scope === 'repo' ? { repo: 'acme/widgets' } : { org: h.scope === 'org' ? 'acme' : 'else' }),
      type: h.type === 'native' ? flavor : h.type,
      active: h.active,
      events: h.events,
      branch_filter: h.filter,
      config: {
        url: 'https://r.example.test/h',
        content_type: 'json' as const,
        ...(h.type === 'slack' ? { channel: '#c' } : {}),
      },
    })),
  };
}

// One suite over both state backends (./backends.ts); each run loads its own scenario.
describe.each(BACKENDS)('over $name', (backend) => {
  describe.each(['gitea', 'forgejo'] as const)('%s: the hooks that fire', (flavor) => {
    let opened: Opened | undefined;
    beforeAll(async () => {
      opened = await backend.open({ flavor, auth: 'any', clock: () => new Date('2026-03-01T12:00:00Z') });
    });
    afterAll(() => opened?.close());

    it('equal the reference rules for random hooks, events and refs', async () => {
      const mock = opened?.mock;
      if (!mock) throw new Error('backend not opened');
      await fc.assert(
        fc.asyncProperty(
          fc.array(hookArb, { maxLength: 8 }),
          fc.constantFrom(...FIRED),
          fc.constantFrom(...REFS),
          async (hooks, e, ref) => {
            mock.load(scenarioOf(flavor, hooks));
            const ids = (
              await mock.emit(e.event, {
                repo: 'acme/widgets',
                ref,
                ...('action' in e ? { action: e.action } : {}),
              })
            ).map((d) => d.hookId);
            // Scenario hooks get ids in order; repo hooks are collected before org hooks.
            const withIds = hooks.map((h, i) => ({ h, id: i + 1 }));
            const expected = [
              ...withIds.filter(({ h }) => h.scope === 'repo'),
              ...withIds.filter(({ h }) => h.scope === 'org'),
            ]
              .filter(({ h }) => fires(flavor, h, e, ref))
              .map(({ id }) => id);
            expect(ids).toEqual(expected);
          },
        ),
        { numRuns: 150 },
      );
    });
  });
});
