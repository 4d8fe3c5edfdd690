/**
 * Row 3 of the third fidelity audit: `User` objects converted with a viewer. `convert.ToUser(ctx,
 * user, doer)` with a doer is signed (the real e-mail) and, when the doer is that user or a site
 * admin, authed (`is_admin`, `last_login`, `active` … filled) (G `services/convert/user.go`
 * L16–27, L70–84; F L16, L72, L77). Affected: `issue.user` (G `convert/issue.go` L53, F L47),
 * `pull_request.user` (G `convert/pull.go` L78), `package.owner`/`creator` (G/F
 * `convert/package.go` L31, L33), F `run.trigger_user` (`convert/action.go` L30, seen by the
 * repo's owner). Assignees, reviewers and `sender` stay unsigned (`ToUser(…, nil)`).
 */
import { describe, expect, it } from 'vitest';
import { bodies, fidelityMock } from './world.js';

const repo = 'acme/widgets';
const AUTHED = {
  email: 'alice@example.test',
  is_admin: false,
  active: true,
  last_login: '2026-01-01T00:00:00Z',
};
const SIGNED = { email: 'alice@example.test', active: false, last_login: '0001-01-01T00:00:00Z' };

for (const product of ['gitea', 'forgejo'] as const) {
  describe(`${product}: users seen from the doer (G convert/user.go L16–27)`, () => {
    it('alice opening an issue sees herself authed; bob commenting sees alice signed', async () => {
      const mock = fidelityMock(product);
      const opened = await mock.simulate.openIssue({ repo, sender: 'alice' });
      const [issue] = bodies(opened.deliveries);
      expect(issue?.issue.user).toMatchObject(AUTHED);
      expect(issue?.sender.email).not.toBe('alice@example.test'); // the sender stays unsigned
      const commented = await mock.simulate.comment({ repo, number: opened.number ?? 0, sender: 'bob' });
      expect(bodies(commented.deliveries)[0]?.issue.user).toMatchObject(SIGNED);
    });

    it('pull_request.user likewise (G convert/pull.go L78)', async () => {
      const mock = fidelityMock(product);
      await mock.simulate.push({ repo, branch: 'feature' });
      const { deliveries } = await mock.simulate.openPullRequest({ repo, head: 'feature', sender: 'alice' });
      expect(bodies(deliveries)[0]?.pull_request.user).toMatchObject(AUTHED);
    });

    it('package owner and creator seen from the doer (G convert/package.go L31, L33)', async () => {
      const mock = fidelityMock(product);
      const [pkg] = bodies(await mock.emit('package', { repo, sender: 'alice' }));
      expect(pkg?.package.creator).toMatchObject(AUTHED);
      expect(pkg?.package.owner.email).toBe('');
      expect(pkg?.package.owner.login).toBe('acme');
    });
  });
}

describe('forgejo trigger_user, seen by the repo owner (F convert/action.go L30, notifier.go L902)', () => {
  it('is signed, not authed, when the owner is an org', async () => {
    const mock = fidelityMock('forgejo');
    const [run] = bodies(await mock.emit('action_run_success', { repo: 'acme/widgets', sender: 'alice' }));
    expect(run?.run.trigger_user).toMatchObject(SIGNED);
  });
});
