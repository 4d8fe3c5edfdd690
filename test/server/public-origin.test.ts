/**
 * Fidelity audit 4, row 18: behind a TLS-terminating proxy the API's links say `https://`.
 * `X-Forwarded-Proto` or `Forwarded: proto=https` makes the request's origin https for `Link`,
 * the hooks' URLs and the payloads; `publicUrl` (`--public-url`) names the origin outright. The
 * server's replayed reads are keyed on those headers, so an http and an https answer never mix.
 */
import { describe, expect, it } from 'vitest';
import { useStandaloneServer } from '../support/server.js';

const AUTH = { Authorization: 'token demo' };

describe('the origin of the links (server)', () => {
  const github = useStandaloneServer('github');
  const spec = useStandaloneServer('spec');
  const pinned = useStandaloneServer('github', { publicUrl: 'https://mock.example.test' });

  it('X-Forwarded-Proto and Forwarded make Link and the hooks’ URLs https', async () => {
    const list = `${github.url}/repos/acme/widgets/hooks?per_page=1`;
    const https = `https://127.0.0.1:${github.port}/api/v3`;
    const plain = await fetch(list, { headers: AUTH });
    expect(plain.headers.get('link')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/v3\//);
    const forwards: Record<string, string>[] = [
      { 'X-Forwarded-Proto': 'https' },
      { Forwarded: 'for=10.0.0.1;proto=https' },
    ];
    for (const forwarded of forwards) {
      const answer = await fetch(list, { headers: { ...AUTH, ...forwarded } });
      expect(answer.headers.get('link')).toBe(
        // GitHub links a repository's list pages by the repository's number.
        `<${https}/repositories/1/hooks?per_page=1&page=2>; rel="next", <${https}/repositories/1/hooks?per_page=1&page=2>; rel="last"`,
      );
      const [hook] = (await answer.json()) as { url: string; ping_url: string }[];
      expect(hook?.url).toBe(`${https}/repos/acme/widgets/hooks/1`);
    }
  });

  it('publicUrl names the origin of every link, and its host is answered', async () => {
    const answer = await fetch(`${pinned.url}/repos/acme/widgets/hooks?per_page=1`, {
      headers: { ...AUTH, Host: 'mock.example.test' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('link')).toMatch(
      /^<https:\/\/mock\.example\.test\/api\/v3\/repositories\/1\/hooks\?per_page=1&page=2>/,
    );
    const [hook] = (await answer.json()) as { url: string }[];
    expect(hook?.url).toBe('https://mock.example.test/api/v3/repos/acme/widgets/hooks/1');
  });

  it('a replayed read answers each scheme with its own links (spec list)', async () => {
    const list = `${spec.url}/repos/acme/widgets/hooks?page=1&limit=1`;
    const links: (string | null)[] = [];
    for (const proto of [undefined, 'https', undefined, 'https']) {
      const headers = proto === undefined ? AUTH : { ...AUTH, 'X-Forwarded-Proto': proto };
      links.push((await fetch(list, { headers })).headers.get('link'));
    }
    expect(links[0]).toMatch(/^<http:\/\//);
    expect(links[1]).toMatch(/^<https:\/\//);
    expect(links.slice(2)).toEqual(links.slice(0, 2));
  });
});
