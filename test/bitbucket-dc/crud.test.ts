// The bitbucket-dc flavor driven by @coderabbitai/bitbucket's Data Center client unchanged
// (openapi-fetch over global fetch): repository and project webhooks created, listed across
// pages (`start`/`limit`, `isLastPage`, `nextPageStart`), read, replaced field by field and
// deleted, with Data Center's entity and `{"errors": [...]}` — in-process through msw at
// `http://localhost:7990/rest`, and against `hookmock serve`'s server on 127.0.0.1.
import { describe, expect, it } from 'vitest';
import { TARGETS } from './support.js';

const REPO = { projectKey: 'ACME', repositorySlug: 'widgets' } as const;

describe.each(TARGETS)('bitbucket-dc webhooks through @coderabbitai/bitbucket (%s)', (_name, use) => {
  const target = use();

  it('creates a repository webhook (200, the entity in its key order), gets, replaces and deletes it', async () => {
    const bb = target.client();
    const path = { path: REPO };
    const created = await bb.POST('/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks', {
      params: path,
      body: {
        name: 'ci',
        url: 'https://ci.example.test/bb',
        events: ['repo:refs_changed', 'pr:opened'],
        configuration: { secret: 'shh', createdBy: 'tests' },
        credentials: { username: 'jenkins', password: 'pw' },
      },
    });
    expect(created.response.status).toBe(200);
    const hook = created.data as Record<string, unknown>;
    expect(Object.keys(hook)).toEqual([
      'id',
      'name',
      'createdDate',
      'updatedDate',
      'events',
      'configuration',
      'credentials',
      'url',
      'active',
      'scopeType',
      'sslVerificationRequired',
    ]);
    expect(hook).toMatchObject({
      name: 'ci',
      createdDate: Date.parse('2026-01-01T00:00:00Z'),
      events: ['repo:refs_changed', 'pr:opened'],
      configuration: { secret: 'shh', createdBy: 'tests' },
      credentials: { username: 'jenkins' },
      url: 'https://ci.example.test/bb',
      active: true,
      scopeType: 'repository',
      sslVerificationRequired: true,
    });
    const id = Number(hook.id);
    const one = { path: { ...REPO, webhookId: String(id) } };
    const got = await bb.GET(
      '/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks/{webhookId}',
      { params: one },
    );
    expect(got.data).toEqual(hook);
    const put = await bb.PUT(
      '/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks/{webhookId}',
      {
        params: one,
        body: { events: ['pr:merged'], active: false },
      },
    );
    expect(put.response.status).toBe(200);
    expect(put.data).toMatchObject({
      name: 'ci',
      events: ['pr:merged'],
      active: false,
      configuration: { secret: 'shh' },
    });
    const removed = await bb.DELETE(
      '/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks/{webhookId}',
      { params: one },
    );
    expect(removed.response.status).toBe(204);
    const gone = await bb.GET(
      '/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks/{webhookId}',
      { params: one },
    );
    expect(gone.response.status).toBe(404);
    expect(gone.error).toEqual({
      errors: [
        {
          context: null,
          message: `No webhook with ID ${id} exists`,
          exceptionName: 'com.atlassian.webhooks.NoSuchWebhookException',
        },
      ],
    });
  });

  it('lists across pages by start and limit (isLastPage, nextPageStart)', async () => {
    const bb = target.client();
    for (let i = 0; i < 4; i++)
      await bb.POST('/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks', {
        params: { path: REPO },
        body: { name: `h${i}`, url: `https://ci.example.test/p${i}`, events: ['repo:refs_changed'] },
      });
    const urls: string[] = [];
    let start: number | undefined = 0;
    let pages = 0;
    while (start !== undefined) {
      const page = await bb.GET('/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks', {
        params: { path: REPO, query: { start, limit: 2 } as never },
      });
      const body = page.data as {
        values: { url: string }[];
        isLastPage: boolean;
        nextPageStart?: number;
        size: number;
        limit: number;
        start: number;
      };
      expect(body).toMatchObject({ limit: 2, start, size: body.values.length });
      urls.push(...body.values.map((v) => v.url));
      start = body.isLastPage ? undefined : body.nextPageStart;
      if (body.isLastPage) expect(body).not.toHaveProperty('nextPageStart');
      pages++;
    }
    expect(pages).toBe(3);
    expect(urls).toEqual([
      'https://ci.example.test/hook',
      'https://deploy.example.test/releases',
      ...[0, 1, 2, 3].map((i) => `https://ci.example.test/p${i}`),
    ]);
  });

  it('project webhooks: create, list, get, delete under /projects/{key}/webhooks', async () => {
    const bb = target.client();
    const made = await bb.POST('/api/latest/projects/{projectKey}/webhooks', {
      params: { path: { projectKey: 'ACME' } },
      body: { name: 'audit', url: 'https://audit.example.test/bb', events: ['repo:modified'] },
    });
    expect(made.data).toMatchObject({ scopeType: 'project', events: ['repo:modified'] });
    const list = await bb.GET('/api/latest/projects/{projectKey}/webhooks', {
      params: { path: { projectKey: 'acme' } },
    });
    expect((list.data as { values: { url: string }[] }).values.map((v) => v.url)).toEqual([
      'https://audit.example.test/in',
      'https://audit.example.test/bb',
    ]);
    const id = String((made.data as { id: number }).id);
    const del = await bb.DELETE('/api/latest/projects/{projectKey}/webhooks/{webhookId}', {
      params: { path: { projectKey: 'ACME', webhookId: id } },
    });
    expect(del.response.status).toBe(204);
  });

  it('answers at /rest/api/1.0 as at /rest/api/latest', async () => {
    const latest = await fetch(`${target.api()}/projects/ACME/repos/widgets/webhooks`, {
      headers: { Authorization: 'Bearer demo' },
    });
    const v1 = await fetch(`${target.api().replace(/latest$/, '1.0')}/projects/ACME/repos/widgets/webhooks`, {
      headers: { Authorization: 'Bearer demo' },
    });
    expect(v1.status).toBe(200);
    expect(await v1.json()).toEqual(await latest.json());
  });
});
