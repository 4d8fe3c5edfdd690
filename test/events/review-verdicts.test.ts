// `pull_request_review` with a verdict is the Gitea family's emit name for its per-verdict review
// types. A product whose catalog has no such types (GitLab: merge requests, no review events) must
// refuse the name as any unknown event, naming what it accepts, never fail inside (review 5:
// `send pull_request_review --flavor gitlab` crashed with "internal error").
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { HookMockError } from '../../src/index.js';

describe('pull_request_review in a flavor without review verdicts', () => {
  it('gitlab refuses it as an unknown event, listing its own events and not the verdict name', async () => {
    const mock = createHookMock({ flavor: 'gitlab', deliver: false });
    const error: unknown = await mock.emit('pull_request_review', { repo: 'acme/widgets' }).catch((e) => e);
    expect(error).toBeInstanceOf(HookMockError);
    const message = String((error as Error).message);
    expect(message).toMatch(
      /unknown event "pull_request_review" for the gitlab flavor; accepted: push, tag_push/,
    );
    expect(message).not.toMatch(/accepted:.*pull_request_review/);
  });

  it('gitea still takes it with a verdict', async () => {
    const mock = createHookMock({ flavor: 'gitea', deliver: false });
    const result = await mock.emit('pull_request_review', { repo: 'acme/widgets', action: 'rejected' });
    // The default scenario's hooks on acme/widgets: each hears it or says why not.
    expect(result.length + result.notFired.length).toBeGreaterThan(0);
    for (const d of result) expect(d.event).toBe('pull_request_rejected');
  });
});
