// GitLab's error table through HTTP against the standalone server (reference/gitlab-hooks.md
// §3.2): the status, the envelope (`{"message"}` from GitLab's helpers, `{"error"}` from Grape)
// and the words, and the order of the checks — 401, the project or group (404), the role (403),
// the parameters (400), the hook (404 `Not found`).
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { call } from './support.js';
import { useStandaloneServer } from '../support/server.js';

const server = useStandaloneServer('gitlab', { resetEachTest: true });
const HOOKS = '/projects/acme%2Fwidgets/hooks';

describe('gitlab flavor: errors in GitLab words and order', () => {
  it('401 without a credential, before any lookup', async () => {
    for (const path of [HOOKS, '/projects/acme%2Fnothing/hooks', '/groups/acme/hooks', '/user']) {
      const answer = await call(server.url, 'GET', path, { token: null });
      expect([answer.status, answer.body]).toEqual([401, { message: '401 Unauthorized' }]);
    }
  });

  it('takes PRIVATE-TOKEN, Authorization: Bearer and ?private_token=', async () => {
    const bearer = await call(server.url, 'GET', '/user', {
      token: null,
      headers: { Authorization: 'Bearer bob-token' },
    });
    expect(bearer.body).toMatchObject({ username: 'bob' });
    const query = await call(server.url, 'GET', '/user?private_token=bob-token', { token: null });
    expect(query.body).toMatchObject({ username: 'bob' });
    // `Authorization: token X` is the Gitea family's form, not GitLab's.
    const gitea = await call(server.url, 'GET', '/user', {
      token: null,
      headers: { Authorization: 'token demo' },
    });
    expect(gitea.status).toBe(401);
  });

  it('404 for an unknown or hidden project or group; 403 below Maintainer (group: Owner)', async () => {
    const cases: [string, string, string | null, number, unknown][] = [
      ['GET', '/projects/acme%2Fnothing/hooks', 'demo', 404, { message: '404 Project Not Found' }],
      ['GET', '/projects/99/hooks', 'demo', 404, { message: '404 Project Not Found' }],
      ['GET', '/groups/nobody/hooks', 'demo', 404, { message: '404 Group Not Found' }],
      ['GET', '/projects/alice%2Fdotfiles', 'bob-token', 404, { message: '404 Project Not Found' }],
      ['GET', HOOKS, 'bob-token', 403, { message: '403 Forbidden' }],
      ['GET', '/groups/1/hooks', 'bob-token', 403, { message: '403 Forbidden' }],
      // The role is checked before the parameters: bob's create without url is a 403.
      ['POST', HOOKS, 'bob-token', 403, { message: '403 Forbidden' }],
    ];
    for (const [method, path, token, status, body] of cases) {
      const answer = await call(server.url, method, path, {
        token,
        body: method === 'POST' ? {} : undefined,
      });
      expect([method, path, answer.status, answer.body]).toEqual([method, path, status, body]);
    }
    // A project bob may see answers him; only its hooks are refused.
    expect((await call(server.url, 'GET', '/projects/1', { token: 'bob-token' })).status).toBe(200);
  });

  it('400 Grape messages, before the hook lookup', async () => {
    const cases: [string, string, unknown, unknown][] = [
      ['POST', HOOKS, {}, { error: 'url is missing' }],
      [
        'POST',
        HOOKS,
        { url: 'https://x.example.test', branch_filter_strategy: 'nope' },
        { error: 'branch_filter_strategy does not have a valid value' },
      ],
      [
        'POST',
        HOOKS,
        { url: 'https://x.example.test', push_events: 'maybe' },
        { error: 'push_events is invalid' },
      ],
      ['PUT', `${HOOKS}/999`, { push_events: 'maybe' }, { error: 'push_events is invalid' }],
      ['GET', `${HOOKS}/abc`, undefined, { error: 'hook_id is invalid' }],
      ['PUT', `${HOOKS}/1`, {}, { error: 'No parameters provided' }],
    ];
    for (const [method, path, body, expected] of cases) {
      const answer = await call(server.url, method, path, { body });
      expect([method, path, answer.status, answer.body]).toEqual([method, path, 400, expected]);
    }
  });

  it('404 Not found for an unknown hook or another project’s hook', async () => {
    for (const path of [`${HOOKS}/999`, '/projects/2/hooks/1', '/groups/1/hooks/1']) {
      const answer = await call(server.url, 'GET', path);
      expect([path, answer.status, answer.body]).toEqual([path, 404, { message: '404 Not found' }]);
    }
    const put = await call(server.url, 'PUT', `${HOOKS}/999`, { body: { push_events: true } });
    expect([put.status, put.body]).toEqual([404, { message: '404 Not found' }]);
    const del = await call(server.url, 'DELETE', `${HOOKS}/999`);
    expect(del.status).toBe(404);
  });

  it('422 on create and edit, each in its words', async () => {
    const create: [unknown, unknown][] = [
      [{ url: 'ftp://x.example.test' }, { error: 'Invalid url given' }],
      [{ url: 'not a url' }, { error: 'Invalid url given' }],
      [{ url: 'https://x.example.test/{missing}' }, { error: 'Invalid url given' }],
      [{ url: 'https://x.example.test', token: 'a\nb' }, { error: 'Token is invalid' }],
      [
        { url: 'https://x.example.test', push_events_branch_filter: '(', branch_filter_strategy: 'regex' },
        { error: 'Invalid branch filter given' },
      ],
      // RE2 (`untrusted_regexp`) has no lookaround and no backreferences.
      ...['main(?=x)', '(?!wip).*', '(?<=a)b', '(?<!a)b', '(a)\\1'].map((filter): [unknown, unknown] => [
        { url: 'https://x.example.test', push_events_branch_filter: filter, branch_filter_strategy: 'regex' },
        { error: 'Invalid branch filter given' },
      ]),
      [
        { url: 'https://x.example.test', custom_headers: [{ key: 'bad header', value: 'v' }] },
        { error: 'Custom headers must be a valid json schema' },
      ],
    ];
    for (const [body, expected] of create) {
      const answer = await call(server.url, 'POST', HOOKS, { body });
      expect([body, answer.status, answer.body]).toEqual([body, 422, expected]);
    }
    const edit: [unknown, unknown][] = [
      [{ url: 'ftp://x.example.test' }, { error: 'Invalid url given' }],
      [{ token: 'a\nb' }, { message: { token: ['is invalid'] } }],
      [
        { custom_headers: [{ key: 'bad header', value: 'v' }] },
        { error: 'Custom headers validation failed' },
      ],
    ];
    for (const [body, expected] of edit) {
      const answer = await call(server.url, 'PUT', `${HOOKS}/1`, { body });
      expect([body, answer.status, answer.body]).toEqual([body, 422, expected]);
    }
  });

  it('unknown routes and methods as Grape answers them', async () => {
    const unknown = await call(server.url, 'GET', '/projects/1/nothing');
    expect([unknown.status, unknown.body]).toEqual([404, { error: '404 Not Found' }]);
    const method = await call(server.url, 'PATCH', `${HOOKS}/1`, { body: {} });
    expect([method.status, method.body]).toEqual([405, { error: '405 Not Allowed' }]);
  });
});

describe('gitlab flavor: auth strict', () => {
  it('takes only scenario users’ tokens', async () => {
    const mock = createHookMock({ flavor: 'gitlab', auth: 'strict' });
    const get = async (token: string) => {
      const answer = await mock.fetch(
        new Request('https://gitlab.com/api/v4/user', { headers: { 'PRIVATE-TOKEN': token } }),
      );
      if (!answer) throw new Error('not served');
      return answer;
    };
    const unknown = await get('nobody');
    expect([unknown.status, await unknown.json()]).toEqual([401, { message: '401 Unauthorized' }]);
    expect(await (await get('demo')).json()).toMatchObject({ username: 'alice' });
  });
});
