// The standalone server parses a request target once per origin and raw target and hands the
// same URL to every request that repeats it (src/node/http/request-target.ts). Each test sends
// one target twice with something that must change the answer: the origin, the query, or the
// target's spelling. Keyed by anything less, the second answer would be the first one's.
import { beforeEach, describe, expect, it } from 'vitest';
import { JSON_HEADERS, hookBody, useStandaloneServer } from '../support/server.js';
import { raw } from '../support/raw-http.js';

const server = useStandaloneServer('spec');
const LIST = '/api/v1/repos/acme/widgets/hooks';

beforeEach(() => {
  server.mock.load('default');
  server.mock.requests.clear();
});

describe('parsed request targets', () => {
  it('a paged list through two Host names links each to its own origin', async () => {
    const target = `${LIST}?limit=1&page=1`;
    for (const host of ['127.0.0.1', 'localhost', '127.0.0.1', 'localhost']) {
      const origin = `http://${host}:${server.port}`;
      const answer = await raw(server.port, {
        path: target,
        headers: { Host: `${host}:${server.port}`, Authorization: 'token demo' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.link).toContain(`<${origin}${LIST}?`);
      expect(answer.headers.link).not.toContain(host === 'localhost' ? '127.0.0.1' : 'localhost');
    }
  });

  it('the journal records each query of a repeated path as sent', async () => {
    for (const marker of ['1', '2', '1']) {
      const response = await fetch(`${server.url}/repos/acme/widgets/hooks?marker=${marker}`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: hookBody('https://ci.example.test/marked'),
      });
      expect(response.status).toBe(201);
    }
    const posts = server.mock.requests.all().filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.query)).toEqual([{ marker: '1' }, { marker: '2' }, { marker: '1' }]);
  });

  it('dot segments resolve the same on every repeat, and a target naming another host is refused every time', async () => {
    for (let i = 0; i < 2; i++) {
      const dotted = await raw(server.port, {
        path: '/api/v1/repos/acme/other/../widgets/./hooks',
        headers: { Authorization: 'token demo' },
      });
      expect(dotted.status).toBe(200);
      const plain = await raw(server.port, { path: LIST, headers: { Authorization: 'token demo' } });
      expect(dotted.body).toBe(plain.body);
      // Absolute-form names another host: 400, never parsed into (or kept as) one of ours.
      const foreign = await raw(server.port, { path: 'http://evil.example/api/v1/repos/acme/widgets/hooks' });
      expect(foreign.status).toBe(400);
      expect(JSON.parse(foreign.body)).toMatchObject({ message: 'malformed request target' });
      // `//host/…` is a path on our origin (no network-path reference): not a hook route, 404.
      const slashes = await raw(server.port, {
        path: '//evil.example/api/v1/repos/acme/widgets/hooks',
        headers: { Authorization: 'token demo' },
      });
      expect(slashes.status).toBe(404);
    }
  });
});
