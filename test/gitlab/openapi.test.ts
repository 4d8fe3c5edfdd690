// The gitlab flavor describes itself: openApiDocument('gitlab') is a valid OpenAPI 3.1 document
// built from the route table (one path per row, GitLab's parameters, entity keys, error envelopes
// and token forms), the server serves it at /swagger.v1.json, and the answers of a broad request
// set against the server — successes and errors of every operation — match it (ajv).
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/index.js';
import { GITLAB_ROUTES } from '../../src/core/flavors/gitlab-routes.js';
import { contractFor } from '../support/openapi-contract.js';
import { call, useServer } from './support.js';

const server = useServer();
type Loose = { [key: string]: Loose } & { required: string[]; enum: string[] };
const doc = () => JSON.parse(JSON.stringify(openApiDocument('gitlab'))) as Loose;

describe('gitlab flavor: the OpenAPI document of the mocked routes', () => {
  it('is a valid OpenAPI 3.1 document at /api/v4 with a path and method for every route row', async () => {
    const document = doc();
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(document.servers).toEqual([{ url: '/api/v4' }]);
    for (const row of GITLAB_ROUTES) {
      const path = row.pattern.replace(/:(\w+)/g, '{$1}');
      expect(document.paths![path]![row.method.toLowerCase()], `${row.method} ${path}`).toBeDefined();
    }
    expect(Object.keys(document.components!.securitySchemes!)).toEqual([
      'PrivateToken',
      'PrivateTokenQuery',
      'Bearer',
    ]);
  });

  it("documents GitLab's shapes: entity keys in order, create's required url, paging headers", () => {
    const document = doc();
    const hook = document.components!.schemas!.ProjectHook!;
    expect(Object.keys(hook.properties!).slice(0, 5)).toEqual([
      'id',
      'url',
      'name',
      'description',
      'created_at',
    ]);
    expect(hook.properties!.alert_status!.enum).toEqual(['executable', 'disabled', 'temporarily_disabled']);
    expect(Object.keys(document.components!.schemas!.GroupHook!.properties!)).toContain('subgroup_events');
    expect(document.components!.schemas!.AddProjectHook!.required).toEqual(['url']);
    expect(document.components!.schemas!.EditGroupHook!.required).toEqual([]);
    const list = document.paths!['/projects/{id}/hooks']!.get!;
    expect(Object.keys(list.responses!['200']!.headers!)).toEqual([
      'X-Total',
      'X-Total-Pages',
      'X-Page',
      'X-Per-Page',
      'X-Next-Page',
      'X-Prev-Page',
      'Link',
    ]);
    expect((list.parameters as unknown as { name: string }[]).map((p) => p.name)).toEqual([
      'page',
      'per_page',
    ]);
  });

  it('is served at /swagger.v1.json', async () => {
    const served = await fetch(`${new URL(server.url()).origin}/swagger.v1.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(doc());
  });

  it('every answer of a broad request set matches it', async () => {
    const contract = contractFor('gitlab');
    const problems: string[] = [];
    let checked = 0;
    const send = async (method: string, rest: string, options: Parameters<typeof call>[3] = {}) => {
      const answer = await call(server.url(), method, rest, options);
      const found = contract.check({
        method,
        rest: rest.split('?')[0]!,
        status: answer.status,
        headers: answer.headers,
        body: answer.text,
      });
      expect(found, `${method} ${rest} is documented`).not.toBeNull();
      checked += 1;
      problems.push(...(found ?? []));
      return answer;
    };
    for (const base of ['/projects/acme%2Fwidgets', '/groups/acme']) {
      const hooks = `${base}/hooks`;
      const created = await send('POST', hooks, {
        body: { url: 'https://ci.example.test/h', token: 't', custom_headers: [{ key: 'X-A', value: 'b' }] },
      });
      const id = (created.body as { id: number }).id;
      await send('GET', `${hooks}?per_page=1&page=2`);
      await send('GET', `${hooks}/${id}`);
      await send('PUT', `${hooks}/${id}`, { body: { push_events: false } });
      await send('PUT', `${hooks}/${id}`, { body: {} }); // 400 No parameters provided
      await send('POST', hooks, { body: {} }); // 400 url is missing
      await send('POST', hooks, { body: { url: 'ftp://x.example.test' } }); // 422
      await send('GET', `${hooks}/999`); // 404 Not found
      await send('GET', `${hooks}/abc`); // 400 hook_id is invalid
      await send('GET', hooks, { token: null }); // 401
      await send('GET', hooks, { token: 'bob-token' }); // 403
      await send('PUT', `${hooks}/${id}/custom_headers/X-B`, { body: { value: 'c' } }); // 204
      await send('PUT', `${hooks}/${id}/custom_headers/a%20b`, { body: { value: 'c' } }); // 422
      await send('DELETE', `${hooks}/${id}/custom_headers/X-B`); // 204
      await send('PUT', `${hooks}/${id}/url_variables/v`, { body: { value: 'c' } }); // 204
      await send('PUT', `${hooks}/${id}/url_variables/v`, { body: {} }); // 400 value is missing
      await send('DELETE', `${hooks}/${id}/url_variables/nothing`); // 404 URL variable Not Found
      await send('DELETE', `${hooks}/${id}`);
      await send('GET', base);
    }
    await send('GET', '/projects/acme%2Fnothing/hooks'); // 404 Project Not Found
    await send('GET', '/user');
    await send('GET', '/users?username=alice');
    await send('GET', '/user', { token: null });
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(25);
  });
});
