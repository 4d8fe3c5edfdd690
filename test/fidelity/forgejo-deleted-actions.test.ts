/**
 * Row 1 of the third fidelity audit: Forgejo sends `deleted` for comments, wiki pages,
 * repositories, releases and packages (F `services/webhook/notifier.go` `DeleteComment` L436–474
 * `HookIssueCommentDeleted` L464, `DeleteWikiPage` L502–505, `DeleteRepository` L121–123,
 * `DeleteRelease` L843–844, `PackageDelete` L887–888); it has no `DeleteIssue` notifier, so
 * issues and pull requests alone lack `deleted`.
 */
import { describe, expect, it } from 'vitest';
import { bodies, fidelityMock } from './world.js';

describe('forgejo: deleted actions (F notifier.go L121, L464, L505, L844, L888)', () => {
  const mock = fidelityMock('forgejo');

  for (const event of ['issue_comment', 'pull_request_comment', 'wiki', 'repository', 'release', 'package']) {
    it(`emits ${event} deleted`, async () => {
      const sent = await mock.emit(event, { repo: 'acme/widgets', action: 'deleted' });
      expect(sent.length).toBeGreaterThan(0);
      expect(bodies(sent)[0]?.action).toBe('deleted');
    });
  }

  for (const event of ['issues', 'pull_request']) {
    it(`refuses ${event} deleted (no DeleteIssue notifier in Forgejo)`, async () => {
      await expect(mock.emit(event, { repo: 'acme/widgets', action: 'deleted' })).rejects.toThrow(
        /unknown action "deleted"/,
      );
    });
  }
});
