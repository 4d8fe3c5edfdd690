/**
 * Issue 44 item 2: GitHub answers every repository route also under
 * `/repositories/{repository_id}` (and links a repository's list pages there), with the same
 * callers let through and the same 404 for everyone else; an id no repository has is that 404.
 */
import { describe, expect, it } from 'vitest';
import { TARGETS, failure } from './support.js';

const REPO = { owner: 'acme', repo: 'widgets' };
const NOT_FOUND = {
  message: 'Not Found',
  documentation_url: expect.stringMatching(/^https:\/\/docs\.github\.com\/rest/),
  status: '404',
};

describe.each(TARGETS)('github flavor, /repositories/{repository_id} (%s)', (_name, use) => {
  const target = use();
  const idOf = async (owner = 'acme', repo = 'widgets') =>
    (await target.octokit().rest.repos.get({ owner, repo })).data.id;

  it('answers the repository and its hooks by number as by name', async () => {
    const octokit = target.octokit();
    const repository_id = await idOf();
    const byName = await octokit.rest.repos.get(REPO);
    const byId = await octokit.request('GET /repositories/{repository_id}', { repository_id });
    expect(byId.data).toEqual(byName.data);
    const list = await octokit.request('GET /repositories/{repository_id}/hooks', { repository_id });
    expect(list.data).toEqual((await octokit.rest.repos.listWebhooks(REPO)).data);
    const one = await octokit.request('GET /repositories/{repository_id}/hooks/{hook_id}', {
      repository_id,
      hook_id: 1,
    });
    // The hook's own URLs stay GitHub's canonical `/repos/{owner}/{repo}/hooks/{id}`.
    expect(one.data).toEqual((await octokit.rest.repos.getWebhook({ ...REPO, hook_id: 1 })).data);
    expect(one.data.url).toMatch(/\/repos\/acme\/widgets\/hooks\/1$/);
  });

  it('writes, pings, tests and reads deliveries by number', async () => {
    const octokit = target.octokit();
    const repository_id = await idOf();
    const created = await octokit.request('POST /repositories/{repository_id}/hooks', {
      repository_id,
      config: { url: 'https://ci.example.test/by-id', content_type: 'json' },
      events: ['push'],
    });
    expect(created.status).toBe(201);
    const hook_id = created.data.id;
    const at = { repository_id, hook_id };
    const config = await octokit.request('PATCH /repositories/{repository_id}/hooks/{hook_id}/config', {
      ...at,
      content_type: 'form',
    });
    expect(config.data.content_type).toBe('form');
    expect((await octokit.rest.repos.getWebhook({ ...REPO, hook_id })).data.config.content_type).toBe('form');
    expect(
      (await octokit.request('POST /repositories/{repository_id}/hooks/{hook_id}/pings', at)).status,
    ).toBe(204);
    expect(
      (await octokit.request('POST /repositories/{repository_id}/hooks/{hook_id}/tests', at)).status,
    ).toBe(204);
    await target.deliveries().waitFor(() => target.deliveries().forHook(hook_id).length >= 2);
    const deliveries = await octokit.request(
      'GET /repositories/{repository_id}/hooks/{hook_id}/deliveries',
      at,
    );
    expect(deliveries.data.length).toBeGreaterThanOrEqual(2);
    const removed = await octokit.request('DELETE /repositories/{repository_id}/hooks/{hook_id}', at);
    expect(removed.status).toBe(204);
    expect((await failure(octokit.rest.repos.getWebhook({ ...REPO, hook_id }))).status).toBe(404);
  });

  it('an unknown id, a stranger, no token and a private repository are GitHub’s 404', async () => {
    const repository_id = await idOf();
    const unknown = target
      .octokit()
      .request('GET /repositories/{repository_id}/hooks', { repository_id: 999999 });
    expect(await failure(unknown)).toEqual({ status: 404, body: NOT_FOUND });
    for (const auth of ['bob-token', null]) {
      const refused = target
        .octokit(auth)
        .request('GET /repositories/{repository_id}/hooks', { repository_id });
      const byName = target.octokit(auth).rest.repos.listWebhooks(REPO);
      expect(await failure(refused)).toEqual(await failure(byName));
    }
    const dotfiles = await idOf('alice', 'dotfiles');
    const hidden = target
      .octokit('bob-token')
      .request('GET /repositories/{repository_id}', { repository_id: dotfiles });
    expect(await failure(hidden)).toEqual({ status: 404, body: NOT_FOUND });
    const word = target
      .octokit()
      .request('GET /repositories/{repository_id}/hooks', { repository_id: 'widgets' });
    expect((await failure(word)).status).toBe(404);
  });

  it('links a repository’s list pages by number, and octokit.paginate follows them by name or by number', async () => {
    const octokit = target.octokit();
    const repository_id = await idOf();
    const first = await octokit.rest.repos.listWebhooks({ ...REPO, per_page: 1 });
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link ?? '')?.[1] ?? '';
    expect(new URL(next).pathname).toMatch(new RegExp(`/repositories/${repository_id}/hooks$`));
    expect(new URL(next).search).toBe('?per_page=1&page=2');
    const all = (await octokit.rest.repos.listWebhooks(REPO)).data.map((h) => h.id);
    const byName = await octokit.paginate(octokit.rest.repos.listWebhooks, { ...REPO, per_page: 1 });
    expect(byName.map((h) => h.id)).toEqual(all);
    // Octokit's route table has no types for this path: each item is read as the hook it is.
    const byId = await octokit.paginate<{ id: number }>('GET /repositories/{repository_id}/hooks', {
      repository_id,
      per_page: 1,
    });
    expect(byId.map((h) => h.id)).toEqual(all);
    // An org's list links the path that was asked for.
    await octokit.rest.orgs.createWebhook({
      org: 'acme',
      name: 'web',
      config: { url: 'https://o.example.test/2' },
    });
    const org = await octokit.rest.orgs.listWebhooks({ org: 'acme', per_page: 1 });
    expect(org.headers.link).toContain('/orgs/acme/hooks?per_page=1&page=2');
  });
});
