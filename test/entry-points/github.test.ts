/**
 * The resources GitHub's clients read before hooks (issue 31, part 1): `GET /user`,
 * `/repos/{owner}/{repo}`, `/orgs/{org}`, `/users/{username}` through `@octokit/rest`, in-process
 * and against the server — valid against GitHub's REST schemas (`full-repository`,
 * `organization-full`, `private-user`, `public-user`, `basic-error` of the served description),
 * ids stable with the deliveries, GitHub's 401 and 404 with `documentation_url`, and the frame
 * headers of the hook routes.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import document from '../../src/core/flavors/github/openapi/hooks.openapi.json' with { type: 'json' };
import { TARGETS, failure } from '../github/support.js';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document, 'github.json');
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The schema errors of a body for `GET template` answering `status` (basic-error for 401/404). */
function problems(template: string, status: number, body: unknown): string {
  const pointer =
    status === 200
      ? `#/paths/${escape(template)}/get/responses/200/content/application~1json/schema`
      : '#/components/schemas/basic-error';
  const validate = ajv.getSchema(`github.json${pointer}`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return validate(body) ? '' : ajv.errorsText(validate.errors);
}

const R = { owner: 'acme', repo: 'widgets' };

describe.each(TARGETS)('github resources before hooks (%s)', (_name, use) => {
  const target = use();

  it('users.getAuthenticated, repos.get, orgs.get, users.getByUsername: GitHub’s shapes, the deliveries’ ids', async () => {
    const octokit = target.octokit();
    const me = await octokit.rest.users.getAuthenticated();
    expect(problems('/user', me.status, me.data)).toBe('');
    expect(me.data).toMatchObject({
      login: 'alice',
      type: 'User',
      user_view_type: 'private',
      name: 'Alice Example',
    });
    const repo = await octokit.rest.repos.get(R);
    expect(problems('/repos/{owner}/{repo}', repo.status, repo.data)).toBe('');
    expect(repo.data).toMatchObject({
      full_name: 'acme/widgets',
      permissions: { admin: true, push: true, pull: true },
      owner: { login: 'acme', type: 'Organization' },
      organization: { login: 'acme' },
    });
    const org = await octokit.rest.orgs.get({ org: 'acme' });
    expect(problems('/orgs/{org}', org.status, org.data)).toBe('');
    expect(org.data).toMatchObject({ login: 'acme', id: repo.data.owner.id, type: 'Organization' });
    const bob = await octokit.rest.users.getByUsername({ username: 'bob' });
    expect(problems('/users/{username}', bob.status, bob.data)).toBe('');
    expect(bob.data).toMatchObject({ login: 'bob', type: 'User', user_view_type: 'public' });

    // The same ids (and the same `repository` keys) as a delivery of an event in that repository.
    const hook = await octokit.rest.repos.createWebhook({
      ...R,
      config: { url: 'https://c.test/h', content_type: 'json' },
    });
    await octokit.rest.repos.pingWebhook({ ...R, hook_id: hook.data.id });
    const ping = target
      .deliveries()
      .all()
      .find((d) => d.event === 'ping');
    const payload = JSON.parse(ping?.body ?? '{}');
    expect(payload.repository.id).toBe(repo.data.id);
    expect(payload.organization.id).toBe(org.data.id);
    expect(payload.sender.id).toBe(me.data.id);
    expect(Object.keys(repo.data).slice(0, Object.keys(payload.repository).length)).toEqual(
      Object.keys(payload.repository),
    );
  });

  it('GitHub’s 401 and 404, with the operation’s documentation_url', async () => {
    const anonymous = await failure(target.octokit(null).rest.users.getAuthenticated());
    expect(anonymous).toEqual({
      status: 401,
      body: {
        message: 'Requires authentication',
        documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
        status: '401',
      },
    });
    const octokit = target.octokit();
    const missing = [
      [octokit.rest.repos.get({ owner: 'acme', repo: 'nope' }), 'repos/repos#get-a-repository'],
      [octokit.rest.orgs.get({ org: 'nope' }), 'orgs/orgs#get-an-organization'],
      [octokit.rest.users.getByUsername({ username: 'nope' }), 'users/users#get-a-user'],
      // A private repository the caller may not see is as missing as one that does not exist.
      [
        target.octokit('bob-token').rest.repos.get({ owner: 'alice', repo: 'dotfiles' }),
        'repos/repos#get-a-repository',
      ],
    ] as const;
    for (const [call, docs] of missing) {
      const { status, body } = await failure(call);
      expect(status).toBe(404);
      expect(body).toEqual({
        message: 'Not Found',
        documentation_url: `https://docs.github.com/rest/${docs}`,
        status: '404',
      });
      expect(problems('', 404, body)).toBe('');
    }
  });

  it('read-only, and the hook routes’ frame headers on every answer', async () => {
    const octokit = target.octokit();
    const update = await failure(octokit.rest.repos.update({ ...R, description: 'x' }));
    expect(update.status).toBe(405);
    const hooks = await octokit.rest.repos.listWebhooks(R);
    const repo = await octokit.rest.repos.get(R);
    const framed = Object.keys(hooks.headers).filter((h) => !['link', 'etag', 'content-length'].includes(h));
    for (const name of framed) expect(Object.keys(repo.headers), name).toContain(name);
    expect(repo.headers['content-type']).toBe(hooks.headers['content-type']);
  });
});
