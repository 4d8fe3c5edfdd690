/**
 * Rows 4, 5 and 12 of the third fidelity audit: what a push says about commits.
 * - Row 4: a new branch's push lists the head's history, up to 10 commits (G `services/
 *   repository/push.go` `pushNewBranch` L291 `CommitsBeforeLimit(10)`; F L199), all counted in
 *   `total_commits` (L202 `GitToPushCommits`), truncated to 5 (G L211–213) or 15 (F); compare
 *   against the parent of the oldest listed commit, else the default branch (L248–273).
 * - Row 5: a new tag's push compares against the zero SHA (G L144, `services/release/release.go`
 *   L132; F `push.go` L144).
 * - Row 12: a commit's message is the commit's own (G `modules/repository/commits.go` L155,
 *   `services/convert/git_commit.go` L59), one message per SHA.
 */
import { describe, expect, it } from 'vitest';
import { bodies, fidelityMock } from './world.js';

const repo = 'acme/widgets';
const ZERO = '0'.repeat(40);
const history = {
  main: [{ message: 'Initial commit' }, { message: 'Add the widget press' }, { message: 'Tune the press' }],
};
const seeded = () => [{ owner: 'acme', name: 'widgets', admins: ['alice'], history }];

for (const [product, limit] of [
  ['gitea', 5],
  ['forgejo', 15],
] as const) {
  describe(`${product}: commits in pushes`, () => {
    it('without a seeded history too: new branch history, tag compare, one message per SHA', async () => {
      const mock = fidelityMock(product);
      await mock.simulate.push({ repo, commits: ['Main work'] });
      const branch = await mock.simulate.push({ repo, branch: 'feature', commits: ['Feature work'] });
      const [, push] = bodies(branch.deliveries);
      expect([push?.total_commits, push?.commits.length]).toEqual([3, 3]);
      const tag = await mock.simulate.createTag({ repo, tag: 'v1', from: 'feature' });
      expect(bodies(tag.deliveries)[0]).toMatchObject({
        compare_url: `http://localhost:4100/acme/widgets/compare/${ZERO}...${branch.sha}`,
        head_commit: { message: 'Feature work\n' },
      });
    });

    it('a new branch lists its history and counts it (G push.go L291, L202)', async () => {
      const mock = fidelityMock(product, { repos: seeded() });
      const { deliveries, sha } = await mock.simulate.push({
        repo,
        branch: 'feature',
        commits: ['Feature work'],
      });
      const [, push] = bodies(deliveries);
      expect(push?.total_commits).toBe(4);
      expect(push?.commits.map((c: { message: string }) => c.message)).toEqual([
        'Feature work\n',
        'Tune the press\n',
        'Add the widget press\n',
        'Initial commit\n',
      ]);
      // The oldest listed commit is a root: compare against the default branch (L268–270).
      expect(push?.compare_url).toBe(`http://localhost:4100/acme/widgets/compare/main...${sha}`);
    });

    it(`a long history: 10 listed and counted, ${limit} sent, compare from the 11th (G push.go L211–213, L248–265)`, async () => {
      const mock = fidelityMock(product, { repos: seeded() });
      await mock.simulate.push({ repo, commits: 12 });
      const main = await mock.simulate.createBranch({ repo, branch: 'copy' });
      const [, push] = bodies(main.deliveries);
      expect(push?.total_commits).toBe(10);
      expect(push?.commits).toHaveLength(Math.min(limit, 10));
      expect(push?.commits[0].message).toBe('Commit 12\n');
      // Listed: Commit 12 … Commit 3; the compare starts at Commit 3's parent, Commit 2.
      const main_ = mock.snapshot().repos?.[0]?.history?.main ?? [];
      const commit2 = main_.find((c) => c.message === 'Commit 2\n')?.sha;
      expect(commit2).toMatch(/^[0-9a-f]{40}$/);
      expect(push?.compare_url).toBe(`http://localhost:4100/acme/widgets/compare/${commit2}...${main.sha}`);
    });

    it('a new tag compares against the zero SHA (G push.go L144)', async () => {
      const mock = fidelityMock(product, { repos: seeded() });
      const { deliveries, sha } = await mock.simulate.createTag({ repo, tag: 'v1.0.0' });
      const [push] = bodies(deliveries);
      expect(push?.compare_url).toBe(`http://localhost:4100/acme/widgets/compare/${ZERO}...${sha}`);
      expect(push?.head_commit.message).toBe('Tune the press\n');
      const release = await mock.simulate.publishRelease({ repo, tag: 'v2.0.0' });
      expect(bodies(release.deliveries)[0]?.compare_url).toContain(`/compare/${ZERO}...`);
      const [emitted] = bodies(await mock.emit('push', { repo, ref: 'refs/tags/v1.0.0' }));
      expect(emitted?.compare_url).toBe(`http://localhost:4100/acme/widgets/compare/${ZERO}...${sha}`);
    });

    it('one message per SHA: the test press, a tag and emit show the commit a SHA names (G commits.go L155)', async () => {
      const mock = fidelityMock(product, { repos: seeded() });
      const { sha } = await mock.simulate.push({ repo, branch: 'feature', commits: ['Feature work'] });
      const tag = await mock.simulate.createTag({ repo, tag: 'v-feature', from: 'feature' });
      expect(bodies(tag.deliveries)[0]?.head_commit).toMatchObject({ id: sha, message: 'Feature work\n' });
      const [emitted] = bodies(await mock.emit('push', { repo, ref: 'feature' }));
      expect(emitted?.head_commit).toMatchObject({ id: sha, message: 'Feature work\n' });
      const res = await mock.fetch(
        new Request('http://localhost:4100/api/v1/repos/acme/widgets/hooks/1/tests?ref=feature', {
          method: 'POST',
          headers: { authorization: 'token demo' },
        }),
      );
      expect(res?.status).toBe(204);
      const press = mock.deliveries.all().filter((d) => d.trigger === 'test');
      expect(bodies(press)[0]?.head_commit).toMatchObject({ id: sha, message: 'Feature work\n' });
    });

    it('a merge commit lists the merge message, and a release at it shows it', async () => {
      const mock = fidelityMock(product, { repos: seeded() });
      await mock.simulate.push({ repo, branch: 'feature', commits: ['Feature work'] });
      const { number } = await mock.simulate.openPullRequest({ repo, head: 'feature', title: 'Feature' });
      const merged = await mock.simulate.mergePullRequest({ repo, number: number ?? 0 });
      const release = await mock.simulate.publishRelease({ repo, tag: 'v1.1.0' });
      expect(bodies(release.deliveries)[0]?.head_commit).toMatchObject({
        id: merged.sha,
        message: "Merge pull request 'Feature' (#1) from feature into main\n",
      });
    });
  });
}

describe('scenario history is validated', () => {
  it('a history that does not end at the seeded head is refused', () => {
    const repos = [
      {
        owner: 'acme',
        name: 'widgets',
        branches: { main: 'a'.repeat(40) },
        history: { main: [{ message: 'x', sha: 'b'.repeat(40) }] },
      },
    ];
    expect(() => fidelityMock('gitea', { repos })).toThrow(/repos\[0\]\.history\.main/);
  });
});
