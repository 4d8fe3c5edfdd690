// GitLab's offset pagination through HTTP (reference/gitlab-hooks.md §4.1): `page`, `per_page`
// (20 by default, at most 100), `X-Total`, `X-Total-Pages`, `X-Page`, `X-Per-Page`,
// `X-Next-Page`, `X-Prev-Page` ('' when none) and `Link` (prev, next, first, last, full URLs
// keeping the other parameters) — the header gitbeaker and python-gitlab follow.
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/index.js';
import { call } from './support.js';
import { useStandaloneServer } from '../support/server.js';

const HOOKS = 45;
const scenario: Scenario = {
  name: 'many',
  users: [{ login: 'alice', token: 'demo' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets' }],
  hooks: Array.from({ length: HOOKS }, (_, i) => ({
    repo: 'acme/widgets',
    config: { url: `https://ci.example.test/${i + 1}` },
  })),
};
const server = useStandaloneServer('gitlab', { resetEachTest: true, scenario: scenario });
const PAGING = ['x-page', 'x-per-page', 'x-next-page', 'x-prev-page', 'x-total', 'x-total-pages'];

function paging(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(PAGING.map((name) => [name, headers.get(name)]));
}

describe('gitlab flavor: paging headers', () => {
  it('20 a page by default, the first page linking next and last', async () => {
    const answer = await call(server.url, 'GET', '/projects/1/hooks');
    expect(answer.body).toHaveLength(20);
    expect(paging(answer.headers)).toEqual({
      'x-page': '1',
      'x-per-page': '20',
      'x-next-page': '2',
      'x-prev-page': '',
      'x-total': String(HOOKS),
      'x-total-pages': '3',
    });
    const api = server.url;
    expect(answer.headers.get('link')).toBe(
      [
        `<${api}/projects/1/hooks?page=2&per_page=20>; rel="next"`,
        `<${api}/projects/1/hooks?page=1&per_page=20>; rel="first"`,
        `<${api}/projects/1/hooks?page=3&per_page=20>; rel="last"`,
      ].join(', '),
    );
  });

  it('a middle page links prev and next and keeps the other parameters', async () => {
    const answer = await call(server.url, 'GET', '/projects/acme%2Fwidgets/hooks?per_page=10&page=2&x=y');
    expect(Array.isArray(answer.body) && answer.body.map((h: { id: number }) => h.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 11),
    );
    expect(paging(answer.headers)).toMatchObject({
      'x-next-page': '3',
      'x-prev-page': '1',
      'x-total-pages': '5',
    });
    const link = answer.headers.get('link') ?? '';
    expect(link).toContain(
      `<${server.url}/projects/acme%2Fwidgets/hooks?per_page=10&page=1&x=y>; rel="prev"`,
    );
    expect(link).toContain('page=3&x=y>; rel="next"');
  });

  it('the last page has no next; per_page is at most 100; a page past the end is empty', async () => {
    const last = await call(server.url, 'GET', '/projects/1/hooks?page=3');
    expect(last.body).toHaveLength(5);
    expect(paging(last.headers)).toMatchObject({ 'x-next-page': '', 'x-prev-page': '2' });
    expect(last.headers.get('link')).not.toContain('rel="next"');
    const big = await call(server.url, 'GET', '/projects/1/hooks?per_page=500');
    expect(big.body).toHaveLength(HOOKS);
    expect(paging(big.headers)).toMatchObject({ 'x-per-page': '100', 'x-total-pages': '1' });
    const past = await call(server.url, 'GET', '/projects/1/hooks?page=9');
    expect([past.status, past.body]).toEqual([200, []]);
  });

  it('a page or per_page that is not a number is a Grape 400', async () => {
    const answer = await call(server.url, 'GET', '/projects/1/hooks?page=x&per_page=y');
    expect([answer.status, answer.body]).toEqual([400, { error: 'page is invalid, per_page is invalid' }]);
  });

  it('the project list leaves out url_variables and custom_headers; a single hook has them', async () => {
    const list = await call(server.url, 'GET', '/projects/1/hooks?per_page=1');
    const [first] = Array.isArray(list.body) ? list.body : [];
    expect(Object.keys(first ?? {})).not.toContain('url_variables');
    const one = await call(server.url, 'GET', '/projects/1/hooks/1');
    expect(one.body).toMatchObject({ url_variables: [], custom_headers: [] });
  });
});
