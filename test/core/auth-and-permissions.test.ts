/**
 * docs/behaviour.md §4.2 row by row (401/403/404), the middleware order of §1.2, and the credential
 * forms of §5.1, in every flavor. The `permissions` scenario: root (site admin), rita (admin of
 * acme/widgets and acme/bare), olga (owner of acme), otto (outsider), reed (read-only scopes),
 * pat (public-only token, admin of acme/widgets and the private acme/secret).
 */
import { describe, expect, it } from 'vitest';
import {
  FLAVOR_NAMES,
  NATIVE,
  SWAGGER,
  apiErrorText,
  builtin,
  call,
  createBody,
  forgejoNotFoundText,
  giteaNotFoundText,
  hookOf,
  idsOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';
import type { Answer } from '../support/msw.js';

const server = useMswServer();

type FlavorName = (typeof FLAVOR_NAMES)[number];

/** The flavor's 404 body text (docs/behaviour.md §4.1 for spec/gitea, §4.3 for forgejo). */
function notFound(flavor: FlavorName, message?: string, errors?: string[]): string {
  return flavor === 'forgejo'
    ? forgejoNotFoundText(message, errors)
    : giteaNotFoundText(message, errors ?? null, flavor);
}

/** The 403 text for a token without the scope (docs/behaviour.md §4.2; Forgejo §4.3). */
function scopeMessage(flavor: FlavorName, required: string, tokenScope: string): string {
  return flavor === 'forgejo'
    ? `token does not have at least one of required scope(s): [${required}]`
    : `token does not have at least one of required scope(s), required=[${required}], token scope=${tokenScope}`;
}

/**
 * 401 for an unknown token in a header: Gitea's text; Forgejo joins the error of every auth method
 * that tried (services/auth/method/group.go), one per line.
 */
function unknownTokenMessage(flavor: FlavorName, token: string): string {
  const jwt = 'token is malformed: token contains an invalid number of segments';
  return flavor === 'forgejo'
    ? [
        jwt,
        `access token does not exist [sha: ${token}]`,
        jwt,
        `task with token "${token}": resource does not exist`,
        `authorized integration: parse JWT error: ${jwt}`,
      ].join('\n')
    : 'invalid username, password or token';
}

function expectError(res: Answer, status: number, text: string): void {
  expect({ status: res.status, text: res.text }).toEqual({ status, text });
  expect(res.headers.get('content-type')).toBe('application/json;charset=utf-8');
}

// Stored normalized (Normalize: canonical order), whatever order the scenario lists them in.
const READ_ONLY_SCOPES = 'read:organization,read:repository';

describe.each(FLAVOR_NAMES)('%s flavor, permissions scenario, auth strict', (flavor) => {
  const mock = useMock(server, { flavor, scenario: 'permissions', auth: 'strict', clock: manualClock() });
  const type = NATIVE[flavor];
  const valid = createBody(type);

  describe('401', () => {
    it('rejects an unknown token with 401 on every route, before any lookup', async () => {
      const text = apiErrorText(unknownTokenMessage(flavor, 'nope-token'), flavor);
      for (const [method, path] of [
        ['GET', '/repos/acme/widgets/hooks'],
        ['POST', '/repos/acme/widgets/hooks'],
        ['GET', '/repos/acme/widgets/hooks/1'],
        ['GET', '/orgs/acme/hooks'],
        ['GET', '/repos/acme/nope/hooks'],
        ['GET', '/repos/ghost/nope/hooks'],
        ['GET', '/orgs/ghost/hooks'],
      ] as const) {
        expectError(
          await call(method, path, { token: 'nope-token', body: method === 'POST' ? valid : undefined }),
          401,
          text,
        );
      }
    });

    it('asks for a token (401) on a public repo and on any existing org, GET included', async () => {
      const text = apiErrorText('token is required', flavor);
      expectError(await call('GET', '/repos/acme/widgets/hooks', { token: null }), 401, text);
      expectError(await call('GET', '/repos/acme/widgets/hooks/1', { token: null }), 401, text);
      expectError(await call('POST', '/repos/acme/widgets/hooks', { token: null, body: valid }), 401, text);
      expectError(await call('POST', '/repos/acme/widgets/hooks/1/tests', { token: null }), 401, text);
      expectError(await call('GET', '/orgs/acme/hooks', { token: null }), 401, text);
      expectError(await call('DELETE', '/orgs/acme/hooks/3', { token: null }), 401, text);
    });

    it('answers an anonymous request for a private, unknown or ownerless repo with 404, not 401', async () => {
      expectError(await call('GET', '/repos/acme/secret/hooks', { token: null }), 404, notFound(flavor));
      expectError(await call('GET', '/repos/acme/nope/hooks', { token: null }), 404, notFound(flavor));
      expectError(
        await call('GET', '/repos/ghost/nope/hooks', { token: null }),
        404,
        notFound(flavor, 'GetUserByName', ['user redirect does not exist [name: ghost]']),
      );
      expectError(
        await call('GET', '/orgs/ghost/hooks', { token: null }),
        404,
        notFound(flavor, 'GetOrgByName', ['user redirect does not exist [name: ghost]']),
      );
    });
  });

  describe('403', () => {
    it('refuses a read-only token on every write, with the scope message', async () => {
      const repo = apiErrorText(scopeMessage(flavor, 'write:repository', READ_ONLY_SCOPES), flavor);
      const org = apiErrorText(scopeMessage(flavor, 'write:organization', READ_ONLY_SCOPES), flavor);
      const reed = { token: 'reed-token' };
      expectError(await call('POST', '/repos/acme/widgets/hooks', { ...reed, body: valid }), 403, repo);
      expectError(
        await call('PATCH', '/repos/acme/widgets/hooks/1', { ...reed, body: { active: false } }),
        403,
        repo,
      );
      expectError(await call('DELETE', '/repos/acme/widgets/hooks/1', reed), 403, repo);
      expectError(await call('POST', '/repos/acme/widgets/hooks/1/tests', reed), 403, repo);
      expectError(await call('POST', '/orgs/acme/hooks', { ...reed, body: valid }), 403, org);
      expectError(await call('DELETE', '/orgs/acme/hooks/3', reed), 403, org);
    });

    it('lets a read-only token read the hooks of a repo it administers', async () => {
      const res = await call('GET', '/repos/acme/widgets/hooks', { token: 'reed-token' });
      expect(res.status).toBe(200);
      expect(idsOf(res)).toEqual([1]);
      expect((await call('GET', '/repos/acme/widgets/hooks/1', { token: 'reed-token' })).status).toBe(200);
    });

    it('checks the scope before the lookup: 403 even for an unknown repo, owner or org', async () => {
      const repo = apiErrorText(scopeMessage(flavor, 'write:repository', READ_ONLY_SCOPES), flavor);
      const org = apiErrorText(scopeMessage(flavor, 'write:organization', READ_ONLY_SCOPES), flavor);
      const reed = { token: 'reed-token', body: valid };
      expectError(await call('POST', '/repos/acme/nope/hooks', reed), 403, repo);
      expectError(await call('POST', '/repos/ghost/nope/hooks', reed), 403, repo);
      expectError(await call('POST', '/orgs/ghost/hooks', reed), 403, org);
      expectError(await call('POST', '/repos/acme/secret/hooks', reed), 403, repo);
    });

    it('refuses a public-only token on a private repo it administers (403), allows it on a public one', async () => {
      expectError(
        await call('GET', '/repos/acme/secret/hooks', { token: 'pat-token' }),
        403,
        apiErrorText('token scope is limited to public repos', flavor),
      );
      expectError(
        await call('POST', '/repos/acme/secret/hooks', { token: 'pat-token', body: valid }),
        403,
        apiErrorText('token scope is limited to public repos', flavor),
      );
      expect((await call('GET', '/repos/acme/widgets/hooks', { token: 'pat-token' })).status).toBe(200);
      expect(
        (await call('POST', '/repos/acme/widgets/hooks', { token: 'pat-token', body: valid })).status,
      ).toBe(201);
    });

    it('refuses a signed-in user who is not a repo admin (403)', async () => {
      const text = apiErrorText(
        'user should be an owner or a collaborator with admin write of a repository',
        flavor,
      );
      expectError(await call('GET', '/repos/acme/widgets/hooks', { token: 'otto-token' }), 403, text);
      expectError(await call('GET', '/repos/acme/widgets/hooks/1', { token: 'otto-token' }), 403, text);
      expectError(
        await call('POST', '/repos/acme/widgets/hooks/1/tests', { token: 'otto-token' }),
        403,
        text,
      );
      // pat administers widgets and secret, not bare; rita administers bare.
      expectError(await call('GET', '/repos/acme/bare/hooks', { token: 'pat-token' }), 403, text);
      expect((await call('GET', '/repos/acme/bare/hooks', { token: 'rita-token' })).status).toBe(200);
    });

    it('refuses a signed-in user who is not an org owner (403), even a repo admin', async () => {
      const text = apiErrorText('Must be an organization owner', flavor);
      expectError(await call('GET', '/orgs/acme/hooks', { token: 'rita-token' }), 403, text);
      expectError(await call('GET', '/orgs/acme/hooks', { token: 'otto-token' }), 403, text);
      expectError(await call('GET', '/orgs/acme/hooks/3', { token: 'otto-token' }), 403, text);
      expectError(await call('POST', '/orgs/acme/hooks', { token: 'rita-token', body: valid }), 403, text);
      expectError(await call('GET', '/orgs/acme/hooks', { token: 'reed-token' }), 403, text);
    });

    it('lets the org owner manage org hooks and the hooks of the org repos', async () => {
      expect(idsOf(await call('GET', '/orgs/acme/hooks', { token: 'olga-token' }))).toEqual([3]);
      expect((await call('POST', '/orgs/acme/hooks', { token: 'olga-token', body: valid })).status).toBe(201);
      expect((await call('GET', '/repos/acme/widgets/hooks', { token: 'olga-token' })).status).toBe(200);
      expect((await call('GET', '/repos/acme/secret/hooks', { token: 'olga-token' })).status).toBe(200);
    });

    it('checks authorization before validation: 401/403/404 win over 422', async () => {
      const invalid = { type: '' };
      expect((await call('POST', '/repos/acme/widgets/hooks', { token: null, body: invalid })).status).toBe(
        401,
      );
      expect(
        (await call('POST', '/repos/acme/widgets/hooks', { token: 'otto-token', body: invalid })).status,
      ).toBe(403);
      expect(
        (await call('POST', '/repos/acme/widgets/hooks', { token: 'reed-token', body: invalid })).status,
      ).toBe(403);
      expect((await call('POST', '/orgs/acme/hooks', { token: 'rita-token', body: 'not json' })).status).toBe(
        403,
      );
      expect(
        (await call('PATCH', '/repos/acme/widgets/hooks/1', { token: 'otto-token', body: '{' })).status,
      ).toBe(403);
      expect(
        (await call('POST', '/repos/acme/nope/hooks', { token: 'root-token', body: invalid })).status,
      ).toBe(404);
      expectError(
        await call('POST', '/repos/acme/widgets/hooks', { token: 'root-token', body: invalid }),
        422,
        apiErrorText('[Type]: Required', flavor),
      );
    });
  });

  describe('404', () => {
    it('names an unknown owner (GetUserByName with the errors array)', async () => {
      for (const path of [
        '/repos/ghost/widgets/hooks',
        '/repos/ghost/widgets/hooks/1',
        '/repos/ghost/widgets/hooks/1/tests',
      ]) {
        const method = path.endsWith('tests') ? 'POST' : 'GET';
        expectError(
          await call(method, path, { token: 'root-token' }),
          404,
          notFound(flavor, 'GetUserByName', ['user redirect does not exist [name: ghost]']),
        );
      }
    });

    it('answers an unknown repo of a known owner with the plain not-found body', async () => {
      expectError(
        await call('GET', '/repos/acme/nope/hooks', { token: 'root-token' }),
        404,
        notFound(flavor),
      );
      expectError(
        await call('GET', '/repos/olga/nope/hooks', { token: 'root-token' }),
        404,
        notFound(flavor),
      );
    });

    it('hides a private repo from a signed-in outsider (404, not 403)', async () => {
      for (const token of ['otto-token', 'rita-token']) {
        expectError(await call('GET', '/repos/acme/secret/hooks', { token }), 404, notFound(flavor));
        expectError(await call('GET', '/repos/acme/secret/hooks/2', { token }), 404, notFound(flavor));
        expectError(
          await call('POST', '/repos/acme/secret/hooks', { token, body: valid }),
          404,
          notFound(flavor),
        );
      }
    });

    it('names an unknown org (GetOrgByName), also when the name is a user', async () => {
      expectError(
        await call('GET', '/orgs/ghost/hooks', { token: 'root-token' }),
        404,
        notFound(flavor, 'GetOrgByName', ['user redirect does not exist [name: ghost]']),
      );
      expectError(
        await call('POST', '/orgs/otto/hooks', { token: 'root-token', body: valid }),
        404,
        notFound(flavor, 'GetOrgByName', ['user redirect does not exist [name: otto]']),
      );
    });

    it('does not find a hook of another repo, an org hook on a repo route, or the reverse', async () => {
      const root = { token: 'root-token' };
      expectError(await call('GET', '/repos/acme/widgets/hooks/2', root), 404, notFound(flavor));
      expectError(await call('GET', '/repos/acme/widgets/hooks/3', root), 404, notFound(flavor));
      expectError(await call('GET', '/orgs/acme/hooks/1', root), 404, notFound(flavor));
      expectError(
        await call('PATCH', '/repos/acme/widgets/hooks/3', { ...root, body: { active: false } }),
        404,
        notFound(flavor),
      );
      expectError(await call('DELETE', '/repos/acme/secret/hooks/1', root), 404, notFound(flavor));
      expectError(await call('DELETE', '/orgs/acme/hooks/2', root), 404, notFound(flavor));
      expectError(await call('POST', '/repos/acme/widgets/hooks/3/tests', root), 404, notFound(flavor));
      // Nothing was changed by the refused writes.
      expect(hookOf(await call('GET', '/orgs/acme/hooks/3', root)).active).toBe(true);
      expect((await call('GET', '/repos/acme/secret/hooks/2', root)).status).toBe(200);
    });

    it('answers a non-numeric, negative, fractional or overflowing id with 404, never 400 or 500', async () => {
      const root = { token: 'root-token' };
      for (const id of ['abc', '-1', '1.5', '0', '99999999999999999999', '9223372036854775808', '1e3']) {
        expectError(await call('GET', `/repos/acme/widgets/hooks/${id}`, root), 404, notFound(flavor));
        expectError(await call('DELETE', `/repos/acme/widgets/hooks/${id}`, root), 404, notFound(flavor));
        expectError(
          await call('PATCH', `/orgs/acme/hooks/${id}`, { ...root, body: { active: true } }),
          404,
          notFound(flavor),
        );
        expectError(await call('POST', `/repos/acme/widgets/hooks/${id}/tests`, root), 404, notFound(flavor));
      }
      expect((await call('GET', '/repos/acme/widgets/hooks', root)).status).toBe(200);
    });

    it('answers the test route of an empty repo with 404 "repository is empty", before the hook lookup', async () => {
      // Gitea: APIErrorNotFound("repository is empty"); Forgejo: NotFound(errors.New(…)) → errors.
      const text =
        flavor === 'forgejo'
          ? notFound(flavor, undefined, ['repository is empty'])
          : notFound(flavor, 'repository is empty');
      const rita = { token: 'rita-token' };
      const created = hookOf(await call('POST', '/repos/acme/bare/hooks', { ...rita, body: valid }));
      expect(created.id).toBe(4);
      expectError(await call('POST', `/repos/acme/bare/hooks/${created.id}/tests`, rita), 404, text);
      expectError(await call('POST', '/repos/acme/bare/hooks/999/tests', rita), 404, text);
      expectError(await call('POST', '/repos/acme/bare/hooks/abc/tests', rita), 404, text);
      expect(mock.pings.all()).toEqual([]);
      // Every other operation works on an empty repo.
      expect((await call('GET', `/repos/acme/bare/hooks/${created.id}`, rita)).status).toBe(200);
    });
  });

  describe('site admin', () => {
    it('bypasses repo admin and org ownership checks, private repos included', async () => {
      const root = { token: 'root-token' };
      expect(idsOf(await call('GET', '/repos/acme/widgets/hooks', root))).toEqual([1]);
      expect(idsOf(await call('GET', '/repos/acme/secret/hooks', root))).toEqual([2]);
      expect(idsOf(await call('GET', '/orgs/acme/hooks', root))).toEqual([3]);
      expect((await call('POST', '/repos/acme/secret/hooks', { ...root, body: valid })).status).toBe(201);
      expect((await call('POST', '/orgs/acme/hooks', { ...root, body: valid })).status).toBe(201);
      expect(
        (await call('PATCH', '/repos/acme/widgets/hooks/1', { ...root, body: { active: false } })).status,
      ).toBe(200);
      expect((await call('POST', '/repos/acme/widgets/hooks/1/tests', root)).status).toBe(204);
      expect((await call('DELETE', '/orgs/acme/hooks/3', root)).status).toBe(204);
    });
  });
});

describe('private orgs and partial scopes', () => {
  const scenario = builtin('permissions');
  scenario.users = [
    ...(scenario.users ?? []),
    { login: 'rory', token: 'rory-token', scopes: ['write:repository'] },
    { login: 'ora', token: 'ora-token', scopes: ['write:organization'] },
  ];
  scenario.orgs = [
    { name: 'acme', owners: ['olga'] },
    { name: 'hidden', owners: ['olga', 'pat'], private: true },
    { name: 'team', owners: ['rory', 'ora'] },
  ];
  scenario.hooks = [
    ...(scenario.hooks ?? []),
    { org: 'hidden', config: { url: 'https://audit.example.test/h' } },
  ];
  const mock = useMock(server, { scenario, auth: 'strict', clock: manualClock() });

  it("a token's scopes changed through mock.db count from the very next request", async () => {
    // The principal's scope set is made once per stored user record: a write replaces the record.
    expect((await call('GET', '/orgs/team/hooks', { token: 'ora-token' })).status).toBe(200);
    mock.db.user.update({ where: { login: { equals: 'ora' } }, data: { scopes: ['write:repository'] } });
    expectError(
      await call('GET', '/orgs/team/hooks', { token: 'ora-token' }),
      403,
      apiErrorText(scopeMessage('spec', 'read:organization', 'write:repository')),
    );
    mock.db.user.update({ where: { login: { equals: 'ora' } }, data: { scopes: ['read:organization'] } });
    expect((await call('GET', '/orgs/team/hooks', { token: 'ora-token' })).status).toBe(200);
  });

  it('needs read:organization to list org hooks, even for an owner; write:repository is no help', async () => {
    expectError(
      await call('GET', '/orgs/team/hooks', { token: 'rory-token' }),
      403,
      apiErrorText(scopeMessage('spec', 'read:organization', 'write:repository')),
    );
    expect((await call('GET', '/orgs/team/hooks', { token: 'ora-token' })).status).toBe(200);
  });

  it('needs a repository scope on repo routes: write:organization is no help', async () => {
    expectError(
      await call('GET', '/repos/acme/widgets/hooks', { token: 'ora-token' }),
      403,
      apiErrorText(scopeMessage('spec', 'read:repository', 'write:organization')),
    );
  });

  it('refuses a public-only token on a private org with 403 "token scope is limited to public orgs"', async () => {
    expectError(
      await call('GET', '/orgs/hidden/hooks', { token: 'pat-token' }),
      403,
      apiErrorText('token scope is limited to public orgs'),
    );
  });

  it('does not hide a private org: a non-owner gets 403, an anonymous caller 401, its owner 200', async () => {
    expectError(
      await call('GET', '/orgs/hidden/hooks', { token: 'otto-token' }),
      403,
      apiErrorText('Must be an organization owner'),
    );
    expectError(
      await call('GET', '/orgs/hidden/hooks', { token: null }),
      401,
      apiErrorText('token is required'),
    );
    expect(idsOf(await call('GET', '/orgs/hidden/hooks', { token: 'olga-token' }))).toEqual([4]);
  });
});

describe('credential forms (default scenario, auth strict)', () => {
  const mock = useMock(server, { scenario: 'default', auth: 'strict', clock: manualClock() });
  const forbidden = apiErrorText(
    'user should be an owner or a collaborator with admin write of a repository',
  );
  const basic = (userPass: string) => ({
    Authorization: `Basic ${Buffer.from(userPass).toString('base64')}`,
  });
  const get = (headers: Record<string, string>, query = '') =>
    call('GET', `/repos/acme/widgets/hooks${query}`, { token: null, headers });

  it.each(['token demo', 'TOKEN demo', 'Token demo', 'bearer demo', 'Bearer demo', 'BEARER demo'])(
    'accepts "Authorization: %s" as alice',
    async (header) => {
      const res = await get({ Authorization: header });
      expect(res.status).toBe(200);
      expect(idsOf(res)).toEqual([1, 2]);
    },
  );

  it("acts as the token's user, not as anyone: bob is refused", async () => {
    expectError(await get({ Authorization: 'token bob-token' }), 403, forbidden);
    expectError(await get({ Authorization: 'Bearer bob-token' }), 403, forbidden);
  });

  it.each(['?token=demo', '?access_token=demo'])('accepts the query credential %s', async (query) => {
    expect((await get({}, query)).status).toBe(200);
    expectError(await get({}, query.replace('demo', 'bob-token')), 403, forbidden);
  });

  it('reads the query token before the Authorization header', async () => {
    expectError(await get({ Authorization: 'token demo' }, '?token=bob-token'), 403, forbidden);
    expect((await get({ Authorization: 'token bob-token' }, '?access_token=demo')).status).toBe(200);
  });

  it('accepts Basic with the token as username (empty or x-oauth-basic password) or as password', async () => {
    expect((await get(basic('demo:'))).status).toBe(200);
    expect((await get(basic('demo:x-oauth-basic'))).status).toBe(200);
    expect((await get(basic('alice:demo'))).status).toBe(200);
    expectError(await get(basic('bob-token:')), 403, forbidden);
    expectError(
      await get(basic('alice:wrong-password')),
      401,
      apiErrorText('invalid username, password or token'),
    );
  });

  it('rejects unknown tokens in every form with 401', async () => {
    const text = apiErrorText('invalid username, password or token');
    expectError(await get({ Authorization: 'token nope' }), 401, text);
    expectError(await get({ Authorization: 'bearer nope' }), 401, text);
    expectError(await get({}, '?token=nope'), 401, text);
    expectError(await get({}, '?access_token=nope'), 401, text);
    expectError(await get(basic('nope:')), 401, text);
  });

  it('treats a malformed or unknown-scheme header as no credential (401 token is required)', async () => {
    const text = apiErrorText('token is required');
    expectError(await get({ Authorization: 'token' }), 401, text);
    expectError(await get({ Authorization: 'token demo extra' }), 401, text);
    expectError(await get({ Authorization: 'Digest demo' }), 401, text);
    expectError(await get({}), 401, text);
  });

  it('sends the ping as the authenticated user', async () => {
    const res = await call('POST', '/repos/acme/widgets/hooks/1/tests?access_token=demo', { token: null });
    expect(res.status).toBe(204);
    const body = JSON.parse(mock.pings.last()?.body ?? '{}') as { sender: { login: string } };
    expect(body.sender.login).toBe('alice');
  });
});

describe('auth any (the default)', () => {
  const mock = useMock(server, { clock: manualClock() });

  it('lets any other well-formed token act as the site admin "admin"', async () => {
    for (const token of ['whatever', 'another-one']) {
      expect((await call('GET', '/repos/acme/widgets/hooks', { token })).status).toBe(200);
      expect((await call('GET', '/orgs/acme/hooks', { token })).status).toBe(200);
      expect((await call('GET', '/repos/alice/dotfiles/hooks', { token })).status).toBe(200);
    }
    expect((await call('POST', '/repos/acme/widgets/hooks/1/tests', { token: 'whatever' })).status).toBe(204);
    const body = JSON.parse(mock.pings.last()?.body ?? '{}') as { sender: { login: string } };
    expect(body.sender.login).toBe('admin');
  });

  it("still treats a scenario user's token as that user", async () => {
    const res = await call('GET', '/repos/acme/widgets/hooks', { token: 'bob-token' });
    expectError(
      res,
      403,
      apiErrorText('user should be an owner or a collaborator with admin write of a repository'),
    );
    expectError(
      await call('GET', '/orgs/acme/hooks', { token: 'bob-token' }),
      403,
      apiErrorText('Must be an organization owner'),
    );
  });

  it('hides a private user repo from another user (404) and shows it to its owner', async () => {
    expectError(
      await call('GET', '/repos/alice/dotfiles/hooks', { token: 'bob-token' }),
      404,
      giteaNotFoundText(),
    );
    expect((await call('GET', '/repos/alice/dotfiles/hooks', { token: 'demo' })).status).toBe(200);
  });

  it('answers a missing credential with 401 token is required', async () => {
    expectError(
      await call('GET', '/repos/acme/widgets/hooks', { token: null }),
      401,
      apiErrorText('token is required'),
    );
    expectError(
      await call('GET', '/orgs/acme/hooks', { token: null }),
      401,
      apiErrorText('token is required'),
    );
  });

  it('puts the swagger URL of the request origin in error bodies', async () => {
    const res = await call('GET', '/orgs/acme/hooks', { token: null });
    expect(res.json).toEqual({ message: 'token is required', url: SWAGGER });
  });
});

describe('query-token deprecation header', () => {
  describe.each(FLAVOR_NAMES)('%s flavor', (flavor) => {
    useMock(server, { flavor, clock: manualClock() });

    it(
      flavor === 'gitea' ? 'warns with X-Gitea-Warning on ?token=' : 'sends no X-Gitea-Warning',
      async () => {
        const viaQuery = await call('GET', '/repos/acme/widgets/hooks?token=demo', { token: null });
        expect(viaQuery.status).toBe(200);
        const viaHeader = await call('GET', '/repos/acme/widgets/hooks');
        expect(viaHeader.headers.get('x-gitea-warning')).toBeNull();
        if (flavor === 'gitea') {
          expect(viaQuery.headers.get('x-gitea-warning')).toMatch(
            /^token and access_token API authentication is deprecated/,
          );
        } else {
          expect(viaQuery.headers.get('x-gitea-warning')).toBeNull();
        }
      },
    );
  });
});
