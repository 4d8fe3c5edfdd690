/**
 * The differences a source audit of Gitea 1.26 and Forgejo 17 found (numbered as in that audit),
 * each asserted in the flavor it concerns with the product's status, body and headers, through
 * `mock.handle` (the request path the msw handlers and the server share).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { FlavorName, HookMock, Scenario } from '../../src/index.js';
import { apiErrorText, forgejoNotFoundText, giteaNotFoundText } from '../support/msw.js';

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

function mockOf(flavor: FlavorName, scenario: string | Scenario = 'default'): HookMock {
  return createHookMock({ flavor, scenario, auth: 'strict', clock: () => new Date('2026-03-01T12:00:00Z') });
}

async function call(
  mock: HookMock,
  method: string,
  path: string,
  init: { token?: string; body?: unknown; query?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `token ${init.token}`;
  const response = await mock.handle({
    method,
    url: new URL(`http://localhost${/^\/+api\//.test(path) ? '' : '/api/v1'}${path}${init.query ?? ''}`),
    header: (name) => headers[name.toLowerCase()] ?? null,
    body: init.body === undefined ? '' : JSON.stringify(init.body),
  });
  if (!response) throw new Error(`not served: ${method} ${path}`);
  return { status: response.status, headers: response.headers, text: response.body };
}

// GitLab's and Bitbucket's 404s are their own (test/gitlab/, test/bitbucket/, test/bitbucket-dc/).
const notFound = (
  flavor: Exclude<FlavorName, 'gitlab' | 'bitbucket' | 'bitbucket-dc'>,
  message?: string,
  errors?: string[],
) =>
  flavor === 'forgejo'
    ? forgejoNotFoundText(message, errors)
    : giteaNotFoundText(message, errors ?? null, flavor);
const ADMIN_403 = 'user should be an owner or a collaborator with admin write of a repository';

describe('row 1: trailing and repeated slashes are routed like the clean path', () => {
  it.each(['spec', 'gitea', 'forgejo'] as const)('%s', async (flavor) => {
    const mock = mockOf(flavor);
    const clean = await call(mock, 'GET', '/repos/acme/widgets/hooks', { token: 'demo' });
    expect(clean.status).toBe(200);
    for (const path of [
      '/repos/acme/widgets/hooks/',
      '/repos/acme/widgets/hooks///',
      '/repos/acme//widgets/hooks',
      '/api//v1/repos/acme/widgets/hooks',
      '//api/v1/repos/acme/widgets/hooks/',
    ]) {
      const answer = await call(mock, 'GET', path, { token: 'demo' });
      expect({ path, status: answer.status, text: answer.text }).toEqual({
        path,
        status: 200,
        text: clean.text,
      });
    }
    expect((await call(mock, 'GET', '/repos/acme/widgets/hooks/1/', { token: 'demo' })).status).toBe(200);
  });
});

describe('row 2: a slack channel is trimmed before the check', () => {
  const slack = (channel?: string) => ({
    type: 'slack',
    config: {
      url: 'https://hooks.example.test/s',
      content_type: 'json',
      ...(channel === undefined ? {} : { channel }),
    },
  });

  it.each(['gitea', 'forgejo'] as const)('%s', async (flavor) => {
    const mock = mockOf(flavor);
    const ok = await call(mock, 'POST', '/repos/acme/widgets/hooks', {
      token: 'demo',
      body: slack('  #ok\t'),
    });
    expect(ok.status).toBe(201);
    expect(JSON.parse(ok.text).config.channel).toBe('#ok');
    const empty = await call(mock, 'POST', '/repos/acme/widgets/hooks', { token: 'demo', body: slack('') });
    expect(empty).toMatchObject({ status: 400, text: apiErrorText('Invalid slack channel name', flavor) });
    const blank = await call(mock, 'POST', '/repos/acme/widgets/hooks', {
      token: 'demo',
      body: slack('   '),
    });
    expect(blank).toMatchObject({ status: 400, text: apiErrorText('Invalid slack channel name', flavor) });
    // A byte-order mark is not Go whitespace: it stays, and the name is invalid.
    const bom = await call(mock, 'POST', '/repos/acme/widgets/hooks', {
      token: 'demo',
      body: slack('\uFEFF#ok'),
    });
    expect(bom.status).toBe(400);
    const missing = await call(mock, 'POST', '/repos/acme/widgets/hooks', { token: 'demo', body: slack() });
    expect(missing).toMatchObject({
      status: 422,
      text: apiErrorText('Missing config option: channel', flavor),
    });
  });
});

/** Rows 7 and 8: who may see a repo follows its owner's visibility. */
const VISIBILITY: Scenario = {
  name: 'visibility',
  users: [
    { login: 'owner', token: 'owner-token' },
    { login: 'out', token: 'out-token' },
    { login: 'member', token: 'member-token' },
    { login: 'reader', token: 'reader-token' },
    { login: 'pub', token: 'pub-token', scopes: ['public-only', 'write:repository', 'write:organization'] },
    { login: 'uma', token: 'uma-token', scopes: ['public-only', 'write:repository'] },
    { login: 'shy', token: 'shy-token', visibility: 'private' },
  ],
  orgs: [
    { name: 'hidden', owners: ['owner'], members: ['member'], visibility: 'private' },
    { name: 'inner', owners: ['owner'], visibility: 'limited' },
  ],
  repos: [
    { owner: 'hidden', name: 'open', admins: ['pub'] },
    { owner: 'hidden', name: 'closed', private: true, readers: ['reader'] },
    { owner: 'inner', name: 'open' },
    { owner: 'uma', name: 'diary', private: true },
    { owner: 'shy', name: 'notes' },
  ],
  hooks: [{ repo: 'hidden/open', active: true, config: { url: 'https://a.example.test/y' } }],
};

describe.each(['gitea', 'forgejo'] as const)('row 7: visibility follows the owner, %s', (flavor) => {
  const mock = mockOf(flavor, VISIBILITY);
  const get = (path: string, token?: string) => call(mock, 'GET', path, token ? { token } : {});

  it('hides a public repo of a private org from anonymous callers and non-members, before 401 and 403', async () => {
    expect(await get('/repos/hidden/open/hooks')).toMatchObject({ status: 404, text: notFound(flavor) });
    expect(await get('/repos/hidden/open/hooks', 'out-token')).toMatchObject({
      status: 404,
      text: notFound(flavor),
    });
    expect(await get('/repos/hidden/open/hooks/1', 'out-token')).toMatchObject({ status: 404 });
  });

  it('shows it to members (then the admin check) and to admins', async () => {
    expect(await get('/repos/hidden/open/hooks', 'member-token')).toMatchObject({
      status: 403,
      text: apiErrorText(ADMIN_403, flavor),
    });
    expect((await get('/repos/hidden/open/hooks', 'owner-token')).status).toBe(200);
  });

  it('shows a private repo to a read-only collaborator, who gets 403, not 404', async () => {
    expect(await get('/repos/hidden/closed/hooks', 'reader-token')).toMatchObject({
      status: 403,
      text: apiErrorText(ADMIN_403, flavor),
    });
    expect(await get('/repos/hidden/closed/hooks', 'member-token')).toMatchObject({ status: 404 });
  });

  it('hides a limited org’s public repo from anonymous callers only', async () => {
    expect(await get('/repos/inner/open/hooks')).toMatchObject({ status: 404, text: notFound(flavor) });
    expect(await get('/repos/inner/open/hooks', 'out-token')).toMatchObject({
      status: 403,
      text: apiErrorText(ADMIN_403, flavor),
    });
  });

  it('hides a private user’s public repo from everyone but that user', async () => {
    expect(await get('/repos/shy/notes/hooks')).toMatchObject({ status: 404 });
    expect(await get('/repos/shy/notes/hooks', 'out-token')).toMatchObject({ status: 404 });
    expect((await get('/repos/shy/notes/hooks', 'shy-token')).status).toBe(200);
  });

  it('refuses a public-only token on a private or limited org (403), orgs are not hidden', async () => {
    const answer = await get('/orgs/inner/hooks', 'pub-token');
    expect(answer).toMatchObject({
      status: 403,
      text: apiErrorText('token scope is limited to public orgs', flavor),
    });
    expect(await get('/orgs/hidden/hooks')).toMatchObject({
      status: 401,
      text: apiErrorText('token is required', flavor),
    });
  });
});

describe('row 8: a public-only token of the owner on a private repo', () => {
  it('is 404 in forgejo (the public-only reducer lowers owner access to none)', async () => {
    const answer = await call(mockOf('forgejo', VISIBILITY), 'GET', '/repos/uma/diary/hooks', {
      token: 'uma-token',
    });
    expect(answer).toMatchObject({ status: 404, text: notFound('forgejo') });
  });

  it('is 403 "token scope is limited to public repos" in gitea', async () => {
    const answer = await call(mockOf('gitea', VISIBILITY), 'GET', '/repos/uma/diary/hooks', {
      token: 'uma-token',
    });
    expect(answer).toMatchObject({
      status: 403,
      text: apiErrorText('token scope is limited to public repos', 'gitea'),
    });
  });
});

describe('row 13: HEAD on hook routes', () => {
  it.each(['gitea', 'forgejo'] as const)('is an empty 405 in %s', async (flavor) => {
    const mock = mockOf(flavor);
    const list = await call(mock, 'HEAD', '/repos/acme/widgets/hooks', { token: 'demo' });
    expect(list).toMatchObject({ status: 405, text: '' });
    expect(list.headers.Allow).toBe('GET, POST');
    const one = await call(mock, 'HEAD', '/repos/acme/widgets/hooks/1', { token: 'demo' });
    expect(one).toMatchObject({ status: 405, headers: { Allow: 'GET, PATCH, DELETE' } });
  });

  it('is answered like GET in spec', async () => {
    const answer = await call(mockOf('spec'), 'HEAD', '/repos/acme/widgets/hooks', { token: 'demo' });
    expect(answer.status).toBe(200);
  });
});

describe('rows 16 and 18: Forgejo error bodies', () => {
  it('row 16: /tests on an empty repo names the reason in errors', async () => {
    const mock = mockOf('forgejo', 'permissions');
    const answer = await call(mock, 'POST', '/repos/acme/bare/hooks/1/tests', { token: 'rita-token' });
    expect(answer).toMatchObject({
      status: 404,
      text: forgejoNotFoundText(undefined, ['repository is empty']),
    });
  });

  it('row 18: an unknown token in the query is refused by every method that tried, joined', async () => {
    const answer = await call(mockOf('forgejo'), 'GET', '/repos/acme/widgets/hooks', {
      query: '?token=bogus',
    });
    const jwt = 'token is malformed: token contains an invalid number of segments';
    const message = [
      jwt,
      'access token does not exist [sha: bogus]',
      jwt,
      'task with token "bogus": resource does not exist',
    ];
    expect(answer).toMatchObject({ status: 401, text: apiErrorText(message.join('\n')) });
  });
});

describe('row 17: the deprecated query-token warning', () => {
  const cases = {
    gitea: [
      'X-Gitea-Warning',
      'token and access_token API authentication is deprecated and will be removed in gitea 1.23. Please use AuthorizationHeaderToken instead. Existing queries will continue to work but without authorization.',
    ],
    forgejo: [
      'Warning',
      'token and access_token API authentication is deprecated and will be removed in Forgejo v13.0.0. Please use AuthorizationHeaderToken instead. Existing queries will continue to work but without authorization.',
    ],
  } as const;

  it.each(['gitea', 'forgejo'] as const)(
    '%s sends its header and text, on success and on 401',
    async (flavor) => {
      const [name, text] = cases[flavor];
      const mock = mockOf(flavor);
      for (const query of ['?token=demo', '?access_token=demo', '?token=nope']) {
        const answer = await call(mock, 'GET', '/repos/acme/widgets/hooks', { query });
        expect(answer.headers[name]).toBe(text);
      }
      const header = await call(mock, 'GET', '/repos/acme/widgets/hooks', { token: 'demo' });
      expect(header.headers[name]).toBeUndefined();
    },
  );
});

describe('row 19: names in the redirect error are lower-cased', () => {
  it.each(['gitea', 'forgejo'] as const)('%s', async (flavor) => {
    const mock = mockOf(flavor);
    expect(await call(mock, 'GET', '/orgs/NoPe/hooks', { token: 'demo' })).toMatchObject({
      status: 404,
      text: notFound(flavor, 'GetOrgByName', ['user redirect does not exist [name: nope]']),
    });
    expect(await call(mock, 'GET', '/repos/NoBody/x/hooks', { token: 'demo' })).toMatchObject({
      status: 404,
      text: notFound(flavor, 'GetUserByName', ['user redirect does not exist [name: nobody]']),
    });
  });
});

describe('row 20: the token scope in the 403 is the normalized one', () => {
  it('lists scopes in canonical order, write absorbing read', async () => {
    const mock = mockOf('gitea', {
      users: [
        {
          login: 'sam',
          token: 'sam-token',
          scopes: ['write:repository', 'read:repository', 'read:organization'],
        },
      ],
      orgs: [{ name: 'acme', owners: ['sam'] }],
    });
    const answer = await call(mock, 'POST', '/orgs/acme/hooks', { token: 'sam-token', body: {} });
    expect(answer).toMatchObject({
      status: 403,
      text: apiErrorText(
        'token does not have at least one of required scope(s), required=[write:organization], token scope=read:organization,write:repository',
        'gitea',
      ),
    });
  });
});

describe('row 21: API response headers', () => {
  it('gitea: nosniff on every answer, Cache-Control on routed ones, Expose-Headers on lists only', async () => {
    const mock = mockOf('gitea');
    const one = await call(mock, 'GET', '/repos/acme/widgets/hooks/1', { token: 'demo' });
    expect(one.headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'max-age=0, private, must-revalidate, no-transform',
    });
    expect(one.headers['Access-Control-Expose-Headers']).toBeUndefined();
    const repoList = await call(mock, 'GET', '/repos/acme/widgets/hooks', { token: 'demo' });
    expect(repoList.headers['Access-Control-Expose-Headers']).toBe('X-Total-Count');
    const body = { type: 'gitea', config: { url: 'https://a.example.test/o', content_type: 'json' } };
    expect((await call(mock, 'POST', '/orgs/acme/hooks', { token: 'demo', body })).status).toBe(201);
    const orgList = await call(mock, 'GET', '/orgs/acme/hooks', { token: 'demo', query: '?limit=1' });
    expect(orgList.headers.Link).toBeDefined();
    expect(orgList.headers['Access-Control-Expose-Headers']).toBe('Link, X-Total-Count');
    const missing = await call(mock, 'GET', '/repos/acme/nope/hooks', { token: 'demo' });
    expect(missing.headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': expect.any(String),
    });
    const unknown = await call(mock, 'GET', '/repos/acme/widgets/nothing', { token: 'demo' });
    expect(unknown.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(unknown.headers['Cache-Control']).toBeUndefined();
  });

  it('forgejo: its own Cache-Control and X-Frame-Options', async () => {
    const one = await call(mockOf('forgejo'), 'GET', '/repos/acme/widgets/hooks/1', { token: 'demo' });
    expect(one.headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'max-age=0, private, must-revalidate',
      'X-Frame-Options': 'SAMEORIGIN',
    });
  });

  it('spec: none of the products’ headers', async () => {
    const one = await call(mockOf('spec'), 'GET', '/repos/acme/widgets/hooks/1', { token: 'demo' });
    expect(Object.keys(one.headers)).toEqual(['Content-Type']);
  });
});
