/**
 * Issue 17 item 4: long refs and filters get the product's limits or a clear 400. Neither product
 * caps a ref or a hook's `branch_filter` (Gitea: `binding:"GlobPattern"`, kept in a TEXT column),
 * so the mocked API keeps taking long filters; an emitted `ref` longer than any git can store
 * (4,096 bytes, PATH_MAX) is refused at emit and at `POST /__hookmock/events` with a 400 naming
 * `ref`, instead of silently matching no filter once the matcher's step budget is spent.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { EmitError, MAX_REF_BYTES } from '../../src/core/events/emitter.js';
import { JSON_HEADERS, useStandaloneServer } from '../support/server.js';

const server = useStandaloneServer('gitea');
const emit = (ref: string) =>
  fetch(`${server.origin}/__hookmock/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'push', repo: 'acme/widgets', ref }),
  });

describe('the emitted ref: at most 4,096 bytes', () => {
  it('POST /__hookmock/events: 4,096 bytes is emitted, 4,097 gets a 400 naming "ref"', async () => {
    expect(MAX_REF_BYTES).toBe(4096);
    const prefix = 'refs/heads/';
    const longest = await emit(prefix + 'a'.repeat(MAX_REF_BYTES - prefix.length));
    expect(longest.status).toBe(200);
    const past = await emit(prefix + 'a'.repeat(MAX_REF_BYTES - prefix.length + 1));
    expect(past.status).toBe(400);
    expect(((await past.json()) as { message: string }).message).toMatch(
      /^"ref" is 4097 bytes long; at most 4096/,
    );
  });

  it('counts UTF-8 bytes, not characters: 1,366 × "€" (4,098 bytes) is refused', async () => {
    const answer = await emit('€'.repeat(1366));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^"ref" is 4098 bytes long/);
  });

  it('in process, emit() rejects with an EmitError naming "ref", and nothing is delivered', async () => {
    const mock = createHookMock({ flavor: 'gitea' });
    await expect(mock.emit('push', { repo: 'acme/widgets', ref: 'x'.repeat(5000) })).rejects.toThrow(
      EmitError,
    );
    await expect(mock.emit('push', { repo: 'acme/widgets', ref: 'x'.repeat(5000) })).rejects.toThrow(
      /"ref" is 5000 bytes/,
    );
    expect(mock.deliveries.last()).toBeUndefined();
  });
});

describe("the product's API is unchanged: a long branch_filter is taken, as Gitea takes it", () => {
  it('a hook create with a 100,000-character filter answers 201', async () => {
    const created = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        type: 'gitea',
        branch_filter: `{${'a'.repeat(100_000)},main}`,
        config: { url: 'http://127.0.0.1:9/h', content_type: 'json' },
      }),
    });
    expect(created.status).toBe(201);
  });
});
