/**
 * Issue 45 item 6: `GET /installation/repositories` by an installation token, so `@octokit/app`'s
 * `eachRepository` iterates the installations' repositories; paged by `per_page` and `page` with
 * `Link`; a token that is not an installation's is GitHub's 403.
 */
import { App } from '@octokit/app';
import { Octokit } from '@octokit/rest';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { APP_ID, APP_SECRET, INSTALLATION_ID, appScenario, keyPair, quiet } from './apps-support.js';

const keys = keyPair();
const scenario = appScenario(keys.publicKey);
const both = {
  ...scenario,
  apps: (scenario.apps ?? []).map((a) => ({
    ...a,
    installations: a.installations?.map((i) => ({ ...i, repositories: ['acme/widgets', 'acme/gadgets'] })),
  })),
};
const mock = createHookMock({ flavor: 'github', scenario: both, deliver: () => ({ status: 200 }) });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen(unhandledOption('error')));
afterAll(() => server.close());

const app = new App({
  appId: APP_ID,
  privateKey: keys.privateKey,
  webhooks: { secret: APP_SECRET },
  log: quiet,
  Octokit: Octokit.defaults({ log: quiet }),
});

describe('GET /installation/repositories', () => {
  it('lets @octokit/app’s eachRepository iterate the installation’s repositories', async () => {
    const seen: string[] = [];
    for await (const { repository } of app.eachRepository.iterator()) seen.push(repository.full_name);
    expect(seen).toEqual(['acme/widgets', 'acme/gadgets']);
  });

  it('pages by per_page and page with Link, and names the selection', async () => {
    const installation = await app.getInstallationOctokit(INSTALLATION_ID);
    const first = await installation.request('GET /installation/repositories', { per_page: 1 });
    expect(first.data.total_count).toBe(2);
    expect(first.data.repository_selection).toBe('selected');
    expect(first.data.repositories.map((r) => r.full_name)).toEqual(['acme/widgets']);
    expect(first.headers.link).toBe(
      '<https://api.github.com/installation/repositories?per_page=1&page=2>; rel="next", ' +
        '<https://api.github.com/installation/repositories?per_page=1&page=2>; rel="last"',
    );
    const second = await installation.request('GET /installation/repositories', { per_page: 1, page: 2 });
    expect(second.data.repositories.map((r) => r.full_name)).toEqual(['acme/gadgets']);
  });

  it('refuses a user’s token with GitHub’s 403', async () => {
    const user = new Octokit({ auth: 'alice-token', log: quiet });
    const refused = await user
      .request('GET /installation/repositories')
      .catch((e: { status: number; response: { data: unknown } }) => e);
    expect(refused).toMatchObject({
      status: 403,
      response: {
        data: {
          message:
            'You must authenticate with an installation access token in order to list repositories for an installation.',
        },
      },
    });
  });
});
