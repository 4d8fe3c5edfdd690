// Data Center's refusals and entry points, in-process (msw at http://localhost:7990/rest) and on
// the standalone server: `{"errors": [{context, message, exceptionName}]}` with the product's
// status for every kind of bad request (never a 5xx), Bearer and Basic tokens, 401 for an
// anonymous caller and for one without REPO_ADMIN / PROJECT_ADMIN, and the resources clients read
// first (`/projects/{key}`, `/projects/{key}/repos/{slug}`, `/users/{slug}`,
// `/application-properties`) through @coderabbitai/bitbucket.
import { describe, expect, it } from 'vitest';
import { TARGETS, call } from './support.js';

const NOT_PERMITTED = {
  errors: [
    {
      context: null,
      message: 'You are not permitted to access this resource',
      exceptionName: 'com.atlassian.bitbucket.AuthorisationException',
    },
  ],
};

describe.each(TARGETS)('bitbucket-dc errors, auth and entry points (%s)', (_name, use) => {
  const target = use();
  const hooks = () => `${target.api()}/projects/ACME/repos/widgets/webhooks`;

  it('Bearer and Basic (login:token) both sign in; no token or a reader is a 401', async () => {
    const bb = target.client();
    const params = { params: { path: { projectKey: 'ACME', repositorySlug: 'widgets' } } };
    const url = '/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks' as const;
    expect((await bb.GET(url, params)).response.status).toBe(200);
    expect((await target.client('demo', 'alice').GET(url, params)).response.status).toBe(200);
    const anonymous = await target.client(null).GET(url, params);
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toEqual(NOT_PERMITTED);
    // bob may not administer acme/widgets, nor the project ACME.
    expect((await target.client('bob-token').GET(url, params)).error).toEqual(NOT_PERMITTED);
    const project = await call(`${target.api()}/projects/ACME/webhooks`, 'GET', { token: 'bob-token' });
    expect(project.status).toBe(401);
  });

  it('answers every bad request in its errors shape with the right status', async () => {
    const cases: [string, string, unknown, number, string | null][] = [
      [
        `${target.api()}/projects/NOPE/repos/widgets/webhooks`,
        'GET',
        undefined,
        404,
        'com.atlassian.bitbucket.project.NoSuchProjectException',
      ],
      [
        `${target.api()}/projects/ACME/repos/nope/webhooks`,
        'GET',
        undefined,
        404,
        'com.atlassian.bitbucket.repository.NoSuchRepositoryException',
      ],
      [`${hooks()}/999`, 'GET', undefined, 404, 'com.atlassian.webhooks.NoSuchWebhookException'],
      [`${hooks()}/abc`, 'DELETE', undefined, 404, 'com.atlassian.webhooks.NoSuchWebhookException'],
      [hooks(), 'POST', '{not json', 400, 'com.atlassian.bitbucket.validation.ArgumentValidationException'],
      [
        hooks(),
        'POST',
        { url: 'https://x.example.test' },
        400,
        'com.atlassian.bitbucket.validation.ArgumentValidationException',
      ],
      [
        hooks(),
        'POST',
        { name: 'n', url: 'ftp://x' },
        400,
        'com.atlassian.bitbucket.validation.ArgumentValidationException',
      ],
      [
        hooks(),
        'POST',
        { name: 'n', url: 'https://x.example.test', events: ['nope'] },
        400,
        'com.atlassian.bitbucket.validation.ArgumentValidationException',
      ],
      [
        hooks(),
        'POST',
        { name: 7, url: 'https://x.example.test' },
        400,
        'com.atlassian.bitbucket.validation.ArgumentValidationException',
      ],
      [
        `${hooks()}?limit=many`,
        'GET',
        undefined,
        400,
        'com.atlassian.bitbucket.validation.ArgumentValidationException',
      ],
      [`${target.api()}/no/such/route`, 'GET', undefined, 404, null],
      [hooks(), 'PATCH', {}, 405, null],
    ];
    for (const [url, method, body, status, exceptionName] of cases) {
      const answer = await call(url, method, { body });
      expect([method, url, answer.status]).toEqual([method, url, status]);
      const errors = (
        answer.body as { errors: { exceptionName: unknown; message: unknown; context: unknown }[] }
      ).errors;
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ exceptionName });
      expect(typeof errors[0]?.message).toBe('string');
    }
  });

  it('an unknown token is the site admin in auth "any"; Basic with a bad header is anonymous', async () => {
    expect((await call(hooks(), 'GET', { token: 'who-knows' })).status).toBe(200);
    const broken = await call(hooks(), 'GET', { token: null, headers: { Authorization: 'Basic !!!' } });
    expect(broken.status).toBe(401);
  });

  it('entry points: the project, the repository, a user, the server', async () => {
    const bb = target.client();
    const project = await bb.GET('/api/latest/projects/{projectKey}', {
      params: { path: { projectKey: 'ACME' } },
    });
    expect(project.data).toMatchObject({
      key: 'ACME',
      name: 'Acme Corporation',
      type: 'NORMAL',
      public: true,
    });
    const repo = await bb.GET('/api/latest/projects/{projectKey}/repos/{repositorySlug}', {
      params: { path: { projectKey: 'ACME', repositorySlug: 'widgets' } },
    });
    expect(repo.data).toMatchObject({
      slug: 'widgets',
      scmId: 'git',
      state: 'AVAILABLE',
      project: { key: 'ACME' },
    });
    const personal = await call(`${target.api()}/projects/~alice/repos/dotfiles`, 'GET');
    expect(personal.body).toMatchObject({ slug: 'dotfiles', project: { key: '~ALICE', type: 'PERSONAL' } });
    expect(
      (await call(`${target.api()}/projects/~alice/repos/dotfiles`, 'GET', { token: 'bob-token' })).status,
    ).toBe(404);
    const user = await bb.GET('/api/latest/users/{userSlug}', { params: { path: { userSlug: 'bob' } } });
    expect(user.data).toMatchObject({ name: 'bob', slug: 'bob', displayName: 'Bob Example', type: 'NORMAL' });
    expect(
      (await bb.GET('/api/latest/users/{userSlug}', { params: { path: { userSlug: 'zed' } } })).response
        .status,
    ).toBe(404);
    const props = await target.client(null).GET('/api/latest/application-properties', {});
    expect(props.data).toMatchObject({
      displayName: 'Bitbucket',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
  });

  it("personal projects hold a user's repositories: ~alice/dotfiles takes webhooks", async () => {
    const made = await call(`${target.api()}/projects/~alice/repos/dotfiles/webhooks`, 'POST', {
      body: { name: 'mine', url: 'https://ci.example.test/mine', events: ['repo:refs_changed'] },
    });
    expect(made.status).toBe(200);
    expect((await call(`${target.api()}/projects/~alice/webhooks`, 'GET')).status).toBe(404);
  });
});

describe('bitbucket-dc: an org with its own project key', () => {
  const target = TARGETS[0][1]({
    users: [{ login: 'alice', token: 'demo' }],
    orgs: [{ name: 'acme', owners: ['alice'], key: 'WDG' }],
    repos: [{ owner: 'acme', name: 'widgets' }],
  });

  it('is the project of its key, and only of it', async () => {
    const repo = await call(`${target.api()}/projects/WDG/repos/widgets`, 'GET');
    expect(repo.body).toMatchObject({ project: { key: 'WDG' } });
    expect((await call(`${target.api()}/projects/wdg/webhooks`, 'GET')).status).toBe(200);
    expect((await call(`${target.api()}/projects/ACME`, 'GET')).status).toBe(404);
    expect(target.mock().snapshot().orgs?.[0]).toMatchObject({ name: 'acme', key: 'WDG' });
  });
});
