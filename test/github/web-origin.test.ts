/**
 * In-process GitHub payloads link pages on github.com's web origin and the API on its API origin,
 * as GitHub's do (issue 32 item 9c; newcomer trial 4: `"html_url":"https://api.github.com/acme/widgets"`
 * was the mock's origin): `html_url` is `https://github.com/acme/widgets`, `url` and the `*_url`
 * templates `https://api.github.com/…`. A GHES-style base URL keeps one origin for both.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery } from '../../src/index.js';

const payloadOf = (d: Delivery): unknown =>
  JSON.parse(d.contentType === 'form' ? (new URLSearchParams(d.body).get('payload') ?? '') : d.body);

/** Every `[key, value]` of string leaves whose key is `url` or ends in `_url`, at any depth. */
function urlsOf(value: unknown, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) for (const item of value) urlsOf(item, out);
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && (key === 'url' || key.endsWith('_url'))) out.push([key, inner]);
      else urlsOf(inner, out);
    }
  return out;
}

async function emitted(options: Parameters<typeof createHookMock>[0], event: string): Promise<unknown> {
  const mock = createHookMock(options);
  const [first] = await mock.emit(event, { repo: 'acme/widgets' });
  if (!first) throw new Error(`the default scenario has a hook for ${event} on acme/widgets`);
  return payloadOf(first);
}

describe('github payload links', () => {
  it('in-process: html_url on https://github.com, url and the API templates on https://api.github.com', async () => {
    const push = await emitted({ flavor: 'github' }, 'push');
    expect(push).toMatchObject({
      repository: {
        html_url: 'https://github.com/acme/widgets',
        url: 'https://api.github.com/repos/acme/widgets',
        hooks_url: 'https://api.github.com/repos/acme/widgets/hooks',
        clone_url: 'https://github.com/acme/widgets.git',
      },
      sender: { html_url: 'https://github.com/alice', url: 'https://api.github.com/users/alice' },
    });
    const pull = await emitted({ flavor: 'github' }, 'pull_request');
    expect(pull).toMatchObject({
      pull_request: {
        html_url: 'https://github.com/acme/widgets/pull/1',
        url: 'https://api.github.com/repos/acme/widgets/pulls/1',
      },
    });
    for (const payload of [push, pull]) {
      const urls = urlsOf(payload);
      expect(
        urls.filter(([key, url]) => key === 'html_url' && !url.startsWith('https://github.com/')),
      ).toEqual([]);
      // Every API template (`{/sha}`, `{?since}`) is the API's.
      expect(
        urls.filter(([, url]) => url.includes('{') && !url.startsWith('https://api.github.com/')),
      ).toEqual([]);
    }
  });

  it('under a GHES-style base URL, pages and API share the origin', async () => {
    const push = await emitted({ flavor: 'github', baseUrl: 'http://localhost:4100/api/v3' }, 'push');
    expect(push).toMatchObject({
      repository: {
        html_url: 'http://localhost:4100/acme/widgets',
        url: 'http://localhost:4100/api/v3/repos/acme/widgets',
      },
    });
  });
});
