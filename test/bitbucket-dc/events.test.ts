/**
 * Data Center's events in process: every key of the catalog is sent (`X-Event-Key` and the
 * payload's `eventKey` the key, `date` with a `+hhmm` offset, times in epoch milliseconds), the
 * scenario's neutral event names subscribe to the keys of the guide's table, and the simulations
 * speak Data Center (a new branch and a push are `repo:refs_changed` ADD and UPDATE, a merge
 * `pr:merged`, an approval `pr:reviewer:approved`, a comment `pr:comment:added`).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, Scenario } from '../../src/index.js';
import { BITBUCKET_DC_EVENT_KEYS } from '../../src/core/flavors/bitbucket-dc/events/catalog.js';
import { FLAVORS } from '../../src/core/flavors/index.js';

const scenario = (events: string[]): Scenario => ({
  clock: '2026-03-02T10:00:00Z',
  users: [
    { login: 'alice', token: 'demo', full_name: 'Alice Example' },
    { login: 'bob', token: 'bob-token' },
  ],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'], readers: ['bob'] }],
  hooks: [
    { repo: 'acme/widgets', active: true, events, config: { url: 'https://ci.example.test/h', secret: 's' } },
  ],
});

const body = (d: Delivery | undefined) => JSON.parse(d?.body ?? '{}') as Record<string, unknown>;

describe('bitbucket-dc events', () => {
  it('sends every key of its catalog, key as X-Event-Key and eventKey, date with +0000', async () => {
    const mock = createHookMock({
      flavor: 'bitbucket-dc',
      scenario: scenario([...BITBUCKET_DC_EVENT_KEYS]),
      deliver: false,
    });
    expect(BITBUCKET_DC_EVENT_KEYS).toEqual(
      expect.arrayContaining([
        'repo:refs_changed',
        'repo:modified',
        'repo:forked',
        'pr:opened',
        'pr:modified',
        'pr:merged',
        'pr:declined',
        'pr:deleted',
        'pr:from_ref_updated',
        'pr:reviewer:approved',
        'pr:reviewer:unapproved',
        'pr:reviewer:needs_work',
        'pr:reviewer:updated',
        'pr:comment:added',
        'pr:comment:edited',
        'pr:comment:deleted',
      ]),
    );
    for (const key of BITBUCKET_DC_EVENT_KEYS) {
      const [sent] = await mock.emit(key as never, { repo: 'acme/widgets' });
      expect([key, sent?.headers['X-Event-Key']]).toEqual([key, key]);
      expect(body(sent)).toMatchObject({
        eventKey: key,
        date: '2026-03-02T10:00:00+0000',
        actor: { name: 'alice' },
      });
      expect(sent?.headers['X-Hub-Signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    }
    const [pr] = await mock.emit('pr:merged' as never, { repo: 'acme/widgets' });
    const pullRequest = body(pr).pullRequest as Record<string, unknown>;
    expect(pullRequest.createdDate).toBe(Date.parse('2026-03-02T10:00:00Z'));
    expect(pullRequest.links).toEqual({
      self: [{ href: 'http://localhost:7990/projects/ACME/repos/widgets/pull-requests/1' }],
    });
  });

  it('maps the neutral names of a scenario hook onto the keys (the guide’s table)', () => {
    const { events } = FLAVORS['bitbucket-dc'];
    expect(events.store(['push'])).toEqual(['repo:refs_changed']);
    expect(events.store(['create', 'delete', 'release'])).toEqual(['repo:refs_changed']);
    expect(events.store(['pull_request'])).toEqual([
      'pr:opened',
      'pr:from_ref_updated',
      'pr:modified',
      'pr:merged',
      'pr:declined',
      'pr:deleted',
    ]);
    expect(events.store(['pull_request_review'])).toContain('pr:reviewer:approved');
    expect(events.store(['pull_request_comment'])).toEqual([
      'pr:comment:added',
      'pr:comment:edited',
      'pr:comment:deleted',
    ]);
    expect(events.store(['fork', 'repository'])).toEqual(['repo:modified', 'repo:forked']);
    expect(events.store(['issues', 'wiki'])).toEqual([]);
  });

  it('simulate speaks Data Center', async () => {
    const mock = createHookMock({
      flavor: 'bitbucket-dc',
      scenario: scenario(['push', 'pull_request', 'pull_request_review', 'pull_request_comment']),
      deliver: false,
    });
    const keys = (ds: Delivery[]) => ds.map((d) => d.headers['X-Event-Key']);
    const branch = await mock.simulate.createBranch({ repo: 'acme/widgets', branch: 'feature' });
    expect(keys(branch.deliveries)).toEqual(['repo:refs_changed']);
    expect(body(branch.deliveries[0])).toMatchObject({
      changes: [{ type: 'ADD', fromHash: '0'.repeat(40) }],
    });
    const pushed = await mock.simulate.push({ repo: 'acme/widgets', branch: 'feature', commits: 2 });
    expect(body(pushed.deliveries[0])).toMatchObject({ changes: [{ type: 'UPDATE' }] });
    expect((body(pushed.deliveries[0]).commits as unknown[]).length).toBe(2);
    const opened = await mock.simulate.openPullRequest({
      repo: 'acme/widgets',
      title: 'Feature',
      head: 'feature',
    });
    expect(keys(opened.deliveries)).toContain('pr:opened');
    const approved = await mock.simulate.review({ repo: 'acme/widgets', number: 1, verdict: 'approve' });
    expect(keys(approved.deliveries)).toEqual(['pr:reviewer:approved']);
    const commented = await mock.simulate.comment({ repo: 'acme/widgets', number: 1 });
    expect(keys(commented.deliveries)).toEqual(['pr:comment:added']);
    const merged = await mock.simulate.mergePullRequest({ repo: 'acme/widgets', number: 1 });
    expect(keys(merged.deliveries)).toContain('pr:merged');
    expect(body(merged.deliveries.find((d) => d.headers['X-Event-Key'] === 'pr:merged'))).toMatchObject({
      pullRequest: {
        state: 'MERGED',
        properties: { mergeCommit: { id: expect.stringMatching(/^[0-9a-f]{40}$/) } },
      },
    });
  });

  it('an issue step is refused: Data Center has no issues', async () => {
    const mock = createHookMock({ flavor: 'bitbucket-dc', scenario: scenario(['push']), deliver: false });
    await expect(mock.simulate.openIssue({ repo: 'acme/widgets', title: 'x' })).rejects.toThrow(/no issues/);
  });
});
