// The mock describes itself: openApiDocument(flavor) is valid OpenAPI 3.1, the server serves it,
// and every answer of a broad request set (every operation, success and error) matches it.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/index.js';
import { useStandaloneServer } from '../support/server.js';
import { contractFor } from '../support/openapi-contract.js';

const FLAVORS = ['spec', 'gitea', 'forgejo'] as const;
const NATIVE = { spec: 'native', gitea: 'gitea', forgejo: 'forgejo' } as const;

describe.each(FLAVORS)('OpenAPI document (%s)', (flavor) => {
  const server = useStandaloneServer(flavor);
  const contract = contractFor(flavor);
  const problems: string[] = [];
  let checked = 0;

  async function send(method: string, rest: string, body?: unknown, token: string | null = 'demo') {
    const headers: Record<string, string> = token ? { Authorization: `token ${token}` } : {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${server.url}${rest}`, {
      method,
      headers,
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const found = contract.check({
      method,
      rest: rest.split('?')[0]!,
      status: response.status,
      headers: response.headers,
      body: text,
    });
    if (found) {
      checked += 1;
      problems.push(...found);
    }
    return { status: response.status, text };
  }

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(openApiDocument(flavor)) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(openApiDocument(flavor).openapi).toBe('3.1.0');
  });

  it('is served at /swagger.v1.json, linked from /api/swagger (the url of every error body)', async () => {
    const served = await fetch(`${server.origin}/swagger.v1.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(openApiDocument(flavor));
    const error = (await (
      await fetch(`${server.url}/repos/acme/nope/hooks`, { headers: { Authorization: 'token demo' } })
    ).json()) as { url: string };
    const page = await fetch(error.url);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('href="/swagger.v1.json"');
    expect((await fetch(`${server.origin}/swagger.v1.json`, { method: 'POST' })).status).toBe(405);
  });

  it('documents the flavor: hook fields, types, org test route, Link headers', () => {
    type Loose = { [key: string]: Loose } & { enum: string[] };
    const doc = openApiDocument(flavor) as unknown as Loose;
    const hook = doc.components!.schemas!.Hook!;
    expect(Object.keys(hook.properties!)).toContain(flavor === 'spec' ? 'created' : 'created_at');
    expect(hook.properties!.type!.enum).toContain(NATIVE[flavor]);
    expect('/orgs/{org}/hooks/{id}/tests' in doc.paths!).toBe(flavor === 'spec');
    const orgList = doc.paths!['/orgs/{org}/hooks']!.get!.responses!['200']!.headers!;
    expect('Link' in orgList).toBe(flavor !== 'forgejo');
  });

  it('every answer to every operation, success and error, matches the document', async () => {
    const hook = {
      type: NATIVE[flavor],
      active: true,
      events: ['push'],
      config: { url: 'https://ci.example.test/h', content_type: 'json', secret: 's' },
    };
    for (const base of ['/repos/acme/widgets/hooks', '/orgs/acme/hooks']) {
      const created = await send('POST', base, hook);
      expect(created.status).toBe(201);
      const id = (JSON.parse(created.text) as { id: number }).id;
      for (let i = 0; i < 3; i++) await send('POST', base, { ...hook, active: false });
      await send('GET', base);
      await send('GET', `${base}?page=2&limit=2`);
      await send('GET', `${base}?limit=1`);
      await send('GET', `${base}/${id}`);
      await send('PATCH', `${base}/${id}`, { active: false, events: ['issues'] });
      await send('PATCH', `${base}/${id}`, { config: { url: 'not a url' } });
      await send('POST', `${base}/${id}/tests`);
      await send('GET', `${base}/999999`);
      await send('GET', base, undefined, null);
      await send('POST', base, { type: 'bogus', config: {} });
      await send('POST', base, '{"type":');
      await send('POST', base, {
        type: 'slack',
        config: { url: 'https://x.example.test', content_type: 'json', channel: '!!' },
      });
      await send('DELETE', `${base}/${id}`);
      await send('DELETE', `${base}/${id}`);
    }
    await send('GET', '/repos/acme/nope/hooks');
    await send('GET', '/orgs/nope/hooks');
    expect(checked).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
