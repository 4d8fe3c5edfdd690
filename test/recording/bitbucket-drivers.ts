/**
 * The Bitbucket sessions of client-record-replay.test.ts: node-bitbucket (npm `bitbucket`) for
 * Cloud, `@coderabbitai/bitbucket`'s Data Center client for Data Center; each lists its hooks page
 * by page, creates one with a secret, reads, changes and deletes it, and asks for one that is not there.
 */
import { createRequire } from 'node:module';
import { createBitbucketServerClient } from '@coderabbitai/bitbucket/server';
import type { Client } from '../bitbucket/support.js';
import { RECEIVER, SECRET } from './client-drivers.js';
import { countingFetch } from './client-sessions.js';

const { Bitbucket }: { Bitbucket: new (options: object) => Client } = createRequire(import.meta.url)(
  'bitbucket',
);

/** node-bitbucket (over node-fetch, so each call is counted here: one request each, no paging of its own). */
export async function nodeBitbucketSession(apiRoot: string): Promise<number> {
  const log = console.log;
  console.log = () => undefined; // its construction banner
  const bb = new Bitbucket({ baseUrl: apiRoot, auth: { token: 'demo' } });
  console.log = log;
  let requests = 0;
  const call = <T>(promise: Promise<T>) => {
    requests += 1;
    return promise.catch(() => undefined);
  };
  const repo = { workspace: 'acme', repo_slug: 'widgets' };
  const created = await call(
    bb.repositories.createWebhook({
      ...repo,
      _body: { url: RECEIVER, events: ['repo:push'], secret: SECRET },
    }),
  );
  const uid = String(created?.data.uuid);
  await call(bb.repositories.listWebhooks({ ...repo, pagelen: 1 }));
  await call(bb.repositories.listWebhooks({ ...repo, pagelen: 1, page: 2 }));
  await call(bb.repositories.getWebhook({ ...repo, uid }));
  await call(
    bb.repositories.updateWebhook({
      ...repo,
      uid,
      _body: { url: RECEIVER, events: ['repo:push'], active: false },
    }),
  );
  await call(bb.repositories.deleteWebhook({ ...repo, uid }));
  await call(bb.repositories.getWebhook({ ...repo, uid }));
  return requests;
}

const DC_REPO = { projectKey: 'ACME', repositorySlug: 'widgets' } as const;
const DC_HOOKS = '/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks';
const DC_HOOK = `${DC_HOOKS}/{webhookId}` as const;

/** `@coderabbitai/bitbucket`'s Data Center client (openapi-fetch over the global fetch). */
export async function coderabbitDcSession(apiRoot: string): Promise<number> {
  return countingFetch(apiRoot, async () => {
    const bb = createBitbucketServerClient({
      baseUrl: apiRoot.replace(/\/api\/latest$/, ''),
      headers: { Accept: 'application/json', Authorization: 'Bearer demo' },
    });
    // Every page, one hook each: the client's types name no `start`/`limit`, Data Center takes them.
    let start: number | undefined = 0;
    while (start !== undefined) {
      const query = { start, limit: 1 } as never;
      const page: unknown = (await bb.GET(DC_HOOKS, { params: { path: DC_REPO, query } })).data;
      const next: unknown = Object(page).nextPageStart;
      start = Object(page).isLastPage === false && typeof next === 'number' ? next : undefined;
    }
    const created = await bb.POST(DC_HOOKS, {
      params: { path: DC_REPO },
      body: { name: 'ci', url: RECEIVER, events: ['repo:refs_changed'], configuration: { secret: SECRET } },
    });
    const webhookId = String(Object(created.data).id);
    await bb.GET(DC_HOOK, { params: { path: { ...DC_REPO, webhookId } } });
    await bb.PUT(DC_HOOK, { params: { path: { ...DC_REPO, webhookId } }, body: { events: ['pr:opened'] } });
    await bb.GET(DC_HOOK, { params: { path: { ...DC_REPO, webhookId: '999' } } });
    await bb.DELETE(DC_HOOK, { params: { path: { ...DC_REPO, webhookId } } });
  });
}
