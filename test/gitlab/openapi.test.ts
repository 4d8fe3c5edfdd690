// The gitlab flavor describes itself: openApiDocument('gitlab') is a valid OpenAPI 3.1 document
// built from the route table (one path per row, GitLab's parameters, entity keys, error envelopes
// and token forms), the server serves it at /swagger.v1.json, and the answers of a broad request
// set against the server — successes and errors of every operation — match it (ajv).
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/index.js';
import { GITLAB_ROUTES } from '../../src/core/flavors/gitlab/routes.js';
import { contractFor } from '../support/openapi-contract.js';
import { call } from './support.js';
import { useStandaloneServer } from '../support/server.js';
import { MINUTE, call as callAs, clock, settled, startGitlab, startReceiver } from './receiver.js';

const server = useStandaloneServer('gitlab', { resetEachTest: true });
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

  it('describes every operation: no `default` answer; test, events and resend with their statuses', () => {
    const document = doc();
    for (const [path, item] of Object.entries(document.paths!))
      for (const [method, operation] of Object.entries(item))
        if (method !== 'parameters')
          expect(Object.keys(operation.responses!), `${method} ${path}`).not.toContain('default');
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths![path]![method]!.responses!).sort();
    for (const owner of ['projects', 'groups']) {
      const hook = `/${owner}/{id}/hooks/{hook_id}`;
      expect(statuses(`${hook}/test/{trigger}`, 'post')).toEqual([
        '201',
        '400',
        '401',
        '403',
        '404',
        '422',
        '429',
      ]);
      expect(statuses(`${hook}/events`, 'get')).toEqual(['200', '400', '401', '403', '404']);
      expect(statuses(`${hook}/events/{hook_log_id}/resend`, 'post')).toEqual([
        '201',
        '400',
        '401',
        '403',
        '404',
        '422',
      ]);
      const events = document.paths![`${hook}/events`]!.get!;
      expect(events.responses!['200']!.content!['application/json']!.schema!.items).toEqual({
        $ref: '#/components/schemas/GitlabHookLog',
      });
      expect(Object.keys(events.responses!['200']!.headers!)).toContain('X-Next-Page');
    }
    expect(document.components!.schemas!.GitlabHookLog!.required).toEqual([
      'id',
      'url',
      'trigger',
      'request_headers',
      'request_data',
      'response_headers',
      'response_body',
      'execution_duration',
      'response_status',
      'created_at',
    ]);
  });

  it('is served at /swagger.v1.json', async () => {
    const served = await fetch(`${new URL(server.url).origin}/swagger.v1.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(doc());
  });

  it('every answer of a broad request set matches it', async () => {
    const contract = contractFor('gitlab');
    const problems: string[] = [];
    let checked = 0;
    const send = async (method: string, rest: string, options: Parameters<typeof call>[3] = {}) => {
      const answer = await call(server.url, method, rest, options);
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

  it('the test trigger, events log and resend answers of a delivering server match it', async () => {
    const start = clock.now;
    const receiver = await startReceiver();
    const running = await startGitlab();
    try {
      const contract = contractFor('gitlab');
      const problems: string[] = [];
      const seen: string[] = [];
      const send = async (method: string, rest: string, body?: unknown) => {
        const answer = await callAs(running, method, rest, body);
        const text = answer.json === null ? '' : JSON.stringify(answer.json);
        const found = contract.check({
          method,
          rest: rest.split('?')[0]!,
          status: answer.status,
          headers: answer.headers,
          body: text,
        });
        expect(found, `${method} ${rest} is documented`).not.toBeNull();
        problems.push(...(found ?? []));
        seen.push(`${method} ${rest.replace(/\d+/g, 'N')} ${answer.status}`);
        return answer;
      };
      receiver.answers.set('/down', { status: 500, body: 'down' });
      for (const owner of ['/projects/1', '/groups/1']) {
        const created = await send('POST', `${owner}/hooks`, { url: receiver.url('/h'), token: 't' });
        const hooks = `${owner}/hooks/${(created.json as { id: number }).id}`;
        await send('POST', `${hooks}/test/push_events`); // 201
        await send('POST', `${hooks}/test/nothing`); // 400
        await send('POST', `${hooks}/test/deployment_events`); // 422 Testing not available
        await send('POST', `${hooks}/test/push_events`);
        await send('POST', `${hooks}/test/push_events`);
        await send('POST', `${hooks}/test/push_events`); // the 5th
        await send('POST', `${hooks}/test/push_events`); // 429
        await running.mock.deliveries.waitFor(() => running.mock.deliveries.all().every(settled), {
          timeoutMs: 5000,
        });
        const listed = await send('GET', `${hooks}/events?per_page=2`); // 200, paged
        const [entry] = listed.json as { id: number }[];
        await send('GET', `${hooks}/events?status=nope`); // 400
        await send('POST', `${hooks}/events/${entry?.id}/resend`); // 201
        await send('POST', `${hooks}/events/99999/resend`); // 404
        await send('PUT', hooks, { url: receiver.url('/down') });
        await send('POST', `${hooks}/events/${entry?.id}/resend`); // 422 URL changed
      }
      // A minute on, the limit is free again; a receiver that does not answer 2xx: 422 with its body.
      clock.now += 2 * MINUTE;
      const down = await send('POST', '/projects/1/hooks', { url: receiver.url('/down') });
      const failing = await send(
        'POST',
        `/projects/1/hooks/${(down.json as { id: number }).id}/test/push_events`,
      );
      expect([failing.status, failing.json]).toEqual([422, { message: 'down' }]);
      expect(problems).toEqual([]);
      for (const status of [
        'test/push_events 201',
        'test/nothing 400',
        'test/deployment_events 422',
        'test/push_events 429',
        'events?per_page=N 200',
        'events?status=nope 400',
        'resend 201',
        'resend 404',
        'resend 422',
      ])
        expect(
          seen.some((s) => s.endsWith(status)),
          status,
        ).toBe(true);
    } finally {
      clock.now = start;
      await running.close();
      await receiver.close();
    }
  });
});
