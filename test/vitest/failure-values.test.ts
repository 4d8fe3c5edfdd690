/**
 * Issue 32 item 8: a match failure shows the value the closest delivery has at each differing
 * path beside the expected one (bounded), not only the path: `differs at: payload.ref` left the
 * user to console.log the delivery to learn it was `refs/heads/main`.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import '../../src/vitest/index.js';

/** The message of the assertion `run` makes fail ('' when it passes). */
function failureOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return String(error);
  }
  return '';
}

describe('a match failure shows the actual values', () => {
  it('prints expected and actual at each differing path, bounded', async () => {
    const mock = createHookMock({ flavor: 'github' });
    await mock.emit('push', { repo: 'acme/widgets' });
    const failure = failureOf(() =>
      expect(mock).toHaveDelivered({ hookId: 1, event: 'push', payload: { ref: 'refs/heads/nope' } }),
    );
    expect(failure).toContain('differs at: payload.ref');
    expect(failure).toContain('payload.ref: expected "refs/heads/nope", got "refs/heads/main"');
  });

  it('shows a RegExp as it prints and a missing value as (nothing)', async () => {
    const mock = createHookMock({ flavor: 'github' });
    await mock.emit('push', { repo: 'acme/widgets' });
    const failure = failureOf(() =>
      expect(mock).toHaveDelivered({ url: /nowhere/, payload: { nope: { deeper: 1 } } }),
    );
    expect(failure).toContain('url: expected /nowhere/, got "https://ci.example.test/hook"');
    expect(failure).toContain('payload.nope: expected {"deeper":1}, got (nothing)');
  });
});
