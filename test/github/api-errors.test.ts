// GitHub's error bodies through @octokit/rest: `{ message, documentation_url, status }` with the
// operation's documentation, 422 `Validation Failed` with `errors[]`, schema-validation 422s,
// 401 `Bad credentials`, and the 404 GitHub answers to whoever may not see a repository's hooks;
// the 20-hooks-per-event limit on create and on PATCH (`add_events`, `events`); `Bearer` tokens.
import { describe, expect, it } from 'vitest';
import { TARGETS, failure, useInProcess } from './support.js';

const REPO = { owner: 'acme', repo: 'widgets' };
const DOCS = 'https://docs.github.com/rest';
const notFound = (anchor: string, scope = 'repos') => ({
  message: 'Not Found',
  documentation_url: `${DOCS}/${scope}/webhooks#${anchor}`,
  status: '404',
});

describe.each(TARGETS)('github flavor, errors (%s)', (_name, use) => {
  const target = use();

  it('an unknown hook is 404 Not Found with the operation’s documentation_url', async () => {
    const octokit = target.octokit();
    expect(await failure(octokit.rest.repos.getWebhook({ ...REPO, hook_id: 999 }))).toEqual({
      status: 404,
      body: notFound('get-a-repository-webhook'),
    });
    expect(await failure(octokit.rest.orgs.pingWebhook({ org: 'acme', hook_id: 1 }))).toEqual({
      status: 404,
      body: notFound('ping-an-organization-webhook', 'orgs'),
    });
    expect(
      await failure(octokit.rest.repos.getWebhookDelivery({ ...REPO, hook_id: 1, delivery_id: 12345 })),
    ).toEqual({ status: 404, body: notFound('get-a-delivery-for-a-repository-webhook') });
  });

  it('no token, a non-admin token and an unknown repository are all 404 (GitHub hides the hooks)', async () => {
    const body = notFound('list-repository-webhooks');
    expect(await failure(target.octokit(null).rest.repos.listWebhooks(REPO))).toEqual({ status: 404, body });
    // bob owns nothing in the default scenario.
    expect(await failure(target.octokit('bob-token').rest.repos.listWebhooks(REPO))).toEqual({
      status: 404,
      body,
    });
    expect(
      await failure(target.octokit().rest.repos.listWebhooks({ owner: 'acme', repo: 'nothing-here' })),
    ).toEqual({ status: 404, body });
    expect(await failure(target.octokit('bob-token').rest.orgs.listWebhooks({ org: 'acme' }))).toEqual({
      status: 404,
      body: notFound('list-organization-webhooks', 'orgs'),
    });
  });

  it('a name other than web is 422 Validation Failed, Hook name invalid', async () => {
    const created = target.octokit().rest.repos.createWebhook({
      ...REPO,
      name: 'jenkins',
      config: { url: 'https://ci.example.test/x' },
    } as Parameters<ReturnType<typeof target.octokit>['rest']['repos']['createWebhook']>[0]);
    expect(await failure(created)).toEqual({
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ resource: 'Hook', code: 'invalid', field: 'name' }],
        documentation_url: `${DOCS}/repos/webhooks#create-a-repository-webhook`,
        status: '422',
      },
    });
  });

  it('the same URL with overlapping events is "Hook already exists on this repository"', async () => {
    const octokit = target.octokit();
    const same = { ...REPO, config: { url: 'https://ci.example.test/hook' } };
    expect(
      await failure(octokit.rest.repos.createWebhook({ ...same, events: ['pull_request', 'issues'] })),
    ).toEqual({
      status: 422,
      body: expect.objectContaining({
        message: 'Validation Failed',
        errors: [{ resource: 'Hook', code: 'custom', message: 'Hook already exists on this repository' }],
      }),
    });
    // No overlap: the same config may serve other events.
    const other = await octokit.rest.repos.createWebhook({ ...same, events: ['issues'] });
    expect(other.status).toBe(201);
  });

  it('a 21st hook for one event is refused: The "push" event cannot have more than 20 hooks', async () => {
    const octokit = target.octokit();
    // Hook 1 already takes push; 19 more make 20.
    for (let i = 0; i < 19; i++)
      await octokit.rest.repos.createWebhook({ ...REPO, config: { url: `https://ci.example.test/h${i}` } });
    const refused = await failure(
      octokit.rest.repos.createWebhook({
        ...REPO,
        events: ['push', 'issues'],
        config: { url: 'https://x.test/21' },
      }),
    );
    expect(refused).toEqual({
      status: 422,
      body: expect.objectContaining({
        message: 'Validation Failed',
        errors: [
          { resource: 'Hook', code: 'custom', message: 'The "push" event cannot have more than 20 hooks' },
        ],
      }),
    });
    expect(
      (
        await octokit.rest.repos.createWebhook({
          ...REPO,
          events: ['issues'],
          config: { url: 'https://x.test/i' },
        })
      ).status,
    ).toBe(201);
  });

  it('a PATCH that adds a 21st hook to an event is refused the same way (add_events and events)', async () => {
    const octokit = target.octokit();
    // Hook 1 already takes push; 19 more make 20.
    for (let i = 0; i < 19; i++)
      await octokit.rest.repos.createWebhook({ ...REPO, config: { url: `https://ci.example.test/h${i}` } });
    const { data: issues } = await octokit.rest.repos.createWebhook({
      ...REPO,
      events: ['issues'],
      config: { url: 'https://x.test/i' },
    });
    const full = {
      status: 422,
      body: expect.objectContaining({
        message: 'Validation Failed',
        errors: [
          { resource: 'Hook', code: 'custom', message: 'The "push" event cannot have more than 20 hooks' },
        ],
        documentation_url: `${DOCS}/repos/webhooks#update-a-repository-webhook`,
      }),
    };
    const patch = (change: { add_events?: string[]; events?: string[] }) =>
      failure(octokit.rest.repos.updateWebhook({ ...REPO, hook_id: issues.id, ...change }));
    expect(await patch({ add_events: ['push'] })).toEqual(full);
    expect(await patch({ events: ['issues', 'push'] })).toEqual(full);
    // Refused means unchanged; an event with room is still added.
    const { data: widened } = await octokit.rest.repos.updateWebhook({
      ...REPO,
      hook_id: issues.id,
      add_events: ['release'],
    });
    expect(widened.events).toEqual(['issues', 'release']);
  });

  it('a Bearer token acts as its user, as token does', async () => {
    const bearer = (token: string) => ({ ...REPO, headers: { authorization: `Bearer ${token}` } });
    const anonymous = target.octokit(null);
    const { status, data } = await anonymous.rest.repos.listWebhooks(bearer('demo'));
    expect(status).toBe(200);
    expect(data.map((hook) => hook.id)).toContain(1);
    expect(
      (
        await anonymous.rest.repos.createWebhook({
          ...bearer('demo'),
          events: ['issues'],
          config: { url: 'https://x.test/b' },
        })
      ).status,
    ).toBe(201);
    // bob is a user, not an admin of acme/widgets: hidden, as with `token bob-token`.
    expect(await failure(anonymous.rest.repos.listWebhooks(bearer('bob-token')))).toEqual({
      status: 404,
      body: notFound('list-repository-webhooks'),
    });
  });

  it('schema problems are 422 Invalid request, a bad URL and a missing one are Validation Failed', async () => {
    const { request } = target.octokit();
    const post = (data: unknown) =>
      failure(
        request('POST /repos/{owner}/{repo}/hooks', { ...REPO, data: data as Record<string, unknown> }),
      );
    expect(await post({ config: { url: 'https://x.test' }, colour: 'red' })).toMatchObject({
      status: 422,
      body: { message: 'Invalid request.\n\n"colour" is not a permitted key.', status: '422' },
    });
    expect(await post({ config: { url: 'https://x.test' }, active: 'yes' })).toMatchObject({
      status: 422,
      body: { message: `Invalid request.\n\nFor 'properties/active', "yes" is not a boolean.` },
    });
    expect(await post({ config: { url: 'not a url' } })).toMatchObject({
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'Hook',
            code: 'custom',
            message:
              "The URL you've entered is not valid. Please make sure that you encode all special characters first",
          },
        ],
      },
    });
    expect(await post({ config: {} })).toMatchObject({
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ resource: 'Hook', code: 'missing_field', field: 'url' }],
      },
    });
    expect(await post({ config: { url: 'https://x.test' }, events: ['pushed'] })).toMatchObject({
      status: 422,
      body: { errors: [{ resource: 'Hook', code: 'invalid', field: 'events', value: 'pushed' }] },
    });
    const orgMissingName = await failure(
      request('POST /orgs/{org}/hooks', {
        org: 'acme',
        data: { config: { url: 'https://x.test' } },
      } as never),
    );
    expect(orgMissingName).toMatchObject({
      status: 422,
      body: { message: `Invalid request.\n\n"name" wasn't supplied.` },
    });
  });
});

describe('github flavor, auth strict (in-process)', () => {
  const target = useInProcess({ auth: 'strict' });

  it('an unknown token is 401 Bad credentials with the REST root as documentation_url', async () => {
    expect(await failure(target.octokit('no-such-token').rest.repos.listWebhooks(REPO))).toEqual({
      status: 401,
      body: { message: 'Bad credentials', documentation_url: DOCS, status: '401' },
    });
  });

  it('a Bearer token is read as token is: a known one answers, an unknown one is 401', async () => {
    const list = (authorization: string) =>
      target.octokit(null).rest.repos.listWebhooks({ ...REPO, headers: { authorization } });
    expect((await list('Bearer demo')).status).toBe(200);
    expect(await failure(list('Bearer no-such-token'))).toEqual({
      status: 401,
      body: { message: 'Bad credentials', documentation_url: DOCS, status: '401' },
    });
  });

  it('an unknown path is 404 Not Found with the REST root as documentation_url', async () => {
    const answer = await failure(target.octokit().request('GET /repos/{owner}/{repo}/hooks/1/unknown', REPO));
    expect(answer).toEqual({
      status: 404,
      body: { message: 'Not Found', documentation_url: DOCS, status: '404' },
    });
  });
});
