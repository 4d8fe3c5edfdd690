/**
 * `POST /repos/{owner}/{repo}/hooks/{id}/tests` in the `github` flavor sends a push built by
 * GitHub's payload set, valid against GitHub's `push` schema, with GitHub's headers.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { GITHUB_SCENARIO, schemaErrors, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

describe('github test press', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('sends a schema-valid push with GitHub’s headers', async () => {
    const mock = createHookMock({
      flavor: 'github',
      scenario: GITHUB_SCENARIO,
      baseUrl: 'http://localhost/api/v3',
    });
    const response = await mock.fetch(
      new Request('http://localhost/api/v3/repos/acme/widgets/hooks/1/tests', {
        method: 'POST',
        headers: { authorization: 'token alice-token' },
      }),
    );
    expect(response?.status).toBe(204);
    const delivery = mock.deliveries.last();
    expect(delivery?.headers['X-GitHub-Event']).toBe('push');
    const payload = JSON.parse(delivery?.body ?? '');
    expect(schemaErrors('push', payload)).toEqual([]);
    expect(payload).toMatchObject({ ref: 'refs/heads/main', created: false, deleted: false });
    expect(payload.commits).toHaveLength(1);
  });
});
