/**
 * Row 18 of the third fidelity audit: Forgejo's Telegram texts (F `services/webhook/telegram.go`
 * L113–142; `telegram_test.go` L62–64 push, L82 issue): the push title is plain text
 * `[owner/repo:branch] N new commits`, each commit line its whole message; issue, PR and release
 * texts link only the issue, PR or release, not the repository or the sender. Gitea keeps its
 * linked texts.
 */
import { describe, expect, it } from 'vitest';
import { fidelityMock } from './world.js';

const telegramHook = () => ({
  repo: 'acme/widgets',
  type: 'telegram',
  active: true,
  events: ['push', 'issues'],
  config: {
    url: 'https://api.telegram.example.test/bot1/sendMessage?chat_id=1',
    content_type: 'json' as const,
  },
});
const textOf = (d: { body: string } | undefined) => (JSON.parse(d?.body ?? '{}') as { text: string }).text;

describe('telegram texts per product', () => {
  it('forgejo: plain push title, whole commit messages (F telegram.go L113–142)', async () => {
    const mock = fidelityMock('forgejo', { hooks: [telegramHook()] });
    const { deliveries, sha } = await mock.simulate.push({
      repo: 'acme/widgets',
      commits: ['Fix the press\n\nIt jammed.'],
    });
    const id = sha ?? '';
    expect(textOf(deliveries[0])).toBe(
      `[acme/widgets:main] 1 new commit\n[<a href="http://localhost:4100/acme/widgets/commit/${id}" rel="nofollow">${id.slice(0, 7)}</a>] Fix the press\n\nIt jammed. - Alice Example`,
    );
  });

  it('forgejo: an issue links only the issue (F telegram_test.go L82)', async () => {
    const mock = fidelityMock('forgejo', { hooks: [telegramHook()] });
    const { deliveries } = await mock.simulate.openIssue({ repo: 'acme/widgets', title: 'crash' });
    expect(textOf(deliveries[0])).toBe(
      '[acme/widgets] Issue opened: <a href="http://localhost:4100/acme/widgets/issues/1" rel="nofollow">#1 crash</a> by alice',
    );
  });

  it('gitea keeps the repository and sender linked', async () => {
    const mock = fidelityMock('gitea', { hooks: [telegramHook()] });
    const { deliveries } = await mock.simulate.openIssue({ repo: 'acme/widgets', title: 'crash' });
    expect(textOf(deliveries[0])).toBe(
      '[<a href="http://localhost:4100/acme/widgets" rel="nofollow">acme/widgets</a>] Issue opened: <a href="http://localhost:4100/acme/widgets/issues/1" rel="nofollow">#1 crash</a> by <a href="http://localhost:4100/alice" rel="nofollow">alice</a>',
    );
  });
});
