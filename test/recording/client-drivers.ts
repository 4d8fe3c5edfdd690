/**
 * One ordinary session per flavor, each made by the product's real client through the recorder:
 * list the hooks across pages, read one, create one with a secret, change it, press its test,
 * read what was delivered where the product shows it, a refusal, delete. Each driver resolves to
 * the number of requests its client made (counted at the client), for the test to hold the
 * recording's step count against.
 */
import { Octokit } from '@octokit/rest';
import { giteaApi } from 'gitea-js';
import { countingFetch } from './client-sessions.js';

/** A receiver URL with a secret path segment, and a hook secret: neither may reach the file. */
export const RECEIVER = 'https://ci.example.test/hooks/s3cretPathSegment';
export const SECRET = 'a-very-secret-value';
const quietLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Octokit (GitHub Enterprise's `/api/v3`): paging, GitHub's test push and its delivery read back. */
export async function octokitSession(apiRoot: string): Promise<number> {
  const octokit = new Octokit({ baseUrl: apiRoot, auth: 'demo', log: quietLog });
  let requests = 0;
  octokit.hook.before('request', () => void (requests += 1));
  const repo = { owner: 'acme', repo: 'widgets' };
  await octokit.paginate(octokit.rest.repos.listWebhooks, { ...repo, per_page: 1 });
  await octokit.rest.repos.getWebhook({ ...repo, hook_id: 1 });
  const { data: hook } = await octokit.rest.repos.createWebhook({
    ...repo,
    events: ['push'],
    config: { url: RECEIVER, content_type: 'json', secret: SECRET },
  });
  await octokit.rest.repos.updateWebhook({ ...repo, hook_id: hook.id, add_events: ['create'] });
  await octokit.rest.repos.testPushWebhook({ ...repo, hook_id: hook.id });
  const { data: deliveries } = await octokit.rest.repos.listWebhookDeliveries({ ...repo, hook_id: hook.id });
  const delivery_id = deliveries[0]?.id ?? 0;
  await octokit.rest.repos.getWebhookDelivery({ ...repo, hook_id: hook.id, delivery_id });
  await octokit.rest.repos.getWebhook({ ...repo, hook_id: 999 }).catch(() => undefined);
  await octokit.rest.repos.deleteWebhook({ ...repo, hook_id: hook.id });
  return requests;
}

/**
 * Octokit addressing the repository by its number (`/repositories/{repository_id}/…`, as a GitHub
 * App does with a payload's `repository.id`): paging by `Link`, read, create, config, ping, test
 * push, deliveries, a 404 of an unknown hook and one of an unknown repository, delete. The id is
 * read first by name; that read is a resource before hooks, which the recorder does not keep, so
 * it is not counted.
 */
export async function octokitByIdSession(apiRoot: string): Promise<number> {
  const octokit = new Octokit({ baseUrl: apiRoot, auth: 'demo', log: quietLog });
  const { data: repo } = await octokit.rest.repos.get({ owner: 'acme', repo: 'widgets' });
  let requests = 0;
  octokit.hook.before('request', () => void (requests += 1));
  const at = { repository_id: repo.id };
  const R = 'GET /repositories/{repository_id}/hooks';
  await octokit.paginate<{ id: number }>(R, { ...at, per_page: 1 });
  await octokit.request(`${R}/{hook_id}`, { ...at, hook_id: 1 });
  const { data: hook } = await octokit.request('POST /repositories/{repository_id}/hooks', {
    ...at,
    events: ['push'],
    config: { url: RECEIVER, content_type: 'json', secret: SECRET },
  });
  const one = { ...at, hook_id: Number(Object(hook).id) };
  await octokit.request('PATCH /repositories/{repository_id}/hooks/{hook_id}/config', {
    ...one,
    content_type: 'form',
  });
  await octokit.request('POST /repositories/{repository_id}/hooks/{hook_id}/tests', one);
  const { data: sent } = await octokit.request(`${R}/{hook_id}/deliveries`, one);
  const delivery_id = Array.isArray(sent) ? Number(Object(sent[0]).id) : 0;
  await octokit.request(`${R}/{hook_id}/deliveries/{delivery_id}`, { ...one, delivery_id });
  await octokit.request(`${R}/{hook_id}`, { ...at, hook_id: 999 }).catch(() => undefined);
  await octokit.request(R, { repository_id: 999999 }).catch(() => undefined);
  await octokit.request('DELETE /repositories/{repository_id}/hooks/{hook_id}', one);
  return requests;
}

/**
 * gitea-js (`giteaApi` over a counting fetch) for Gitea and Forgejo: page by page (gitea-js does
 * not follow `Link`), GitHub-like create, edit, test press, a 404, delete.
 */
export async function giteaJsSession(apiRoot: string): Promise<number> {
  return countingFetch(apiRoot, async (fetch) => {
    const api = giteaApi(apiRoot.replace(/\/api\/v1$/, ''), { token: 'demo', customFetch: fetch });
    const { repos } = api;
    await repos.repoListHooks('acme', 'widgets', { page: 1, limit: 1 });
    await repos.repoListHooks('acme', 'widgets', { page: 2, limit: 1 });
    await repos.repoGetHook('acme', 'widgets', 1);
    const { data: hook } = await repos.repoCreateHook('acme', 'widgets', {
      type: 'gitea',
      active: true,
      events: ['push'],
      config: { url: RECEIVER, content_type: 'json', secret: SECRET },
    });
    const id = hook.id ?? 0;
    await repos.repoEditHook('acme', 'widgets', id, { events: ['push', 'create'] });
    await repos.repoTestHook('acme', 'widgets', id);
    await repos.repoGetHook('acme', 'widgets', 999).catch(() => undefined);
    await repos.repoDeleteHook('acme', 'widgets', id);
  });
}

/** Plain fetch for the spec flavor (Gitea's API as Swagger describes it; its native hook type). */
export async function fetchSession(apiRoot: string): Promise<number> {
  return countingFetch(apiRoot, async (fetch) => {
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${apiRoot}/repos/acme/widgets/hooks${path}`, {
        method,
        headers: { authorization: 'token demo', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then(async (r) => (r.status === 204 ? undefined : ((await r.json()) as unknown)));
    await send('GET', '?page=1&limit=1');
    await send('GET', '?page=2&limit=1');
    const created = await send('POST', '', {
      type: 'native',
      active: true,
      events: ['push'],
      config: { url: RECEIVER, content_type: 'json', secret: SECRET },
    });
    const id = String(Object(created).id);
    await send('PATCH', `/${id}`, { events: ['push', 'create'] });
    await send('POST', `/${id}/tests`);
    await send('GET', '/999');
    await send('DELETE', `/${id}`);
  });
}
