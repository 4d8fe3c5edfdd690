/**
 * One custom header or URL variable of a GitLab hook by its key (`lib/api/hooks/custom_headers.rb`,
 * `url_variables.rb`): `PUT …/:key` with `value` and `DELETE …/:key` answer 204 with no body,
 * the hook then shows the key masked (never the value), and the next delivery to a real node:http
 * receiver on 127.0.0.1 carries the header or goes to the interpolated URL. GitLab's errors in its
 * words and order: 401, 404 project, 403, Grape's 400s, 404 `Not found` for the hook, 422
 * `Illegal key or value`, 404 `Custom header Not Found` / `URL variable Not Found`.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { call } from './support.js';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
}

const received: Received[] = [];
let receiver: Server;
let port = 0;
let running: RunningServer;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  running = await startServer({ port: 0, quiet: true, flavor: 'gitlab', deliver: true });
});

afterAll(async () => {
  await running.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  running.mock.reset();
  received.length = 0;
});

const api = (method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call(running.url, method, path, options);

/** A project hook on push to the receiver; its id. */
async function hookTo(path: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await api('POST', '/projects/acme%2Fwidgets/hooks', {
    body: { url: `http://127.0.0.1:${port}${path}`, ...extra },
  });
  expect(created.status).toBe(201);
  return (created.body as { id: number }).id;
}

/** Emits a push and waits for the receiver to have it. */
async function pushOnce(): Promise<Received> {
  await running.mock.emit('push' as never, { repo: 'acme/widgets' });
  await running.mock.deliveries.waitFor(() => received.length === 1, { timeoutMs: 5000 });
  return received[0]!;
}

describe('gitlab: PUT/DELETE …/hooks/:hook_id/custom_headers/:key', () => {
  it('sets a header (204, masked in the entity), delivers it, deletes it (204), then 404', async () => {
    const id = await hookTo('/h');
    const hooks = `/projects/acme%2Fwidgets/hooks/${id}`;
    const put = await api('PUT', `${hooks}/custom_headers/X-Trace`, { body: { value: 's3cret-v' } });
    expect([put.status, put.text]).toEqual([204, '']);
    const shown = await api('GET', hooks);
    expect((shown.body as { custom_headers: unknown }).custom_headers).toEqual([{ key: 'X-Trace' }]);
    expect(shown.text).not.toContain('s3cret-v');
    expect((await pushOnce()).headers['x-trace']).toBe('s3cret-v');

    const del = await api('DELETE', `${hooks}/custom_headers/X-Trace`);
    expect([del.status, del.text]).toEqual([204, '']);
    expect(((await api('GET', hooks)).body as { custom_headers: unknown }).custom_headers).toEqual([]);
    received.length = 0;
    expect((await pushOnce()).headers['x-trace']).toBeUndefined();
    const again = await api('DELETE', `${hooks}/custom_headers/X-Trace`);
    expect([again.status, again.body]).toEqual([404, { message: '404 Custom header Not Found' }]);
  });

  it('a PUT replaces the value of a key it has; `value` may come in the query, as GitLab documents', async () => {
    const id = await hookTo('/h', { custom_headers: [{ key: 'X-A', value: 'one' }] });
    const path = `/projects/acme%2Fwidgets/hooks/${id}/custom_headers/X-A?value=two`;
    expect((await api('PUT', path)).status).toBe(204);
    expect((await pushOnce()).headers['x-a']).toBe('two');
  });

  it("refuses in GitLab's words: illegal key or empty value 422, no value 400, unknown hook 404", async () => {
    const id = await hookTo('/h');
    const base = `/projects/acme%2Fwidgets/hooks/${id}/custom_headers`;
    const illegal = { error: 'Illegal key or value' };
    expect(await answer('PUT', `${base}/abc%20def`, { value: 'v' })).toEqual([422, illegal]);
    expect(await answer('PUT', `${base}/X-A`, { value: '' })).toEqual([422, illegal]);
    expect(await answer('PUT', `${base}/X-A`, { value: 'x'.repeat(2049) })).toEqual([422, illegal]);
    expect(await answer('PUT', `${base}/X-A`, {})).toEqual([400, { error: 'value is missing' }]);
    expect(await answer('PUT', `${base}/X-A`, { value: { a: 1 } })).toEqual([
      400,
      { error: 'value is invalid' },
    ]);
    // Grape checks the parameters before the hook is looked up.
    expect(await answer('PUT', '/projects/1/hooks/999/custom_headers/X-A', {})).toEqual([
      400,
      { error: 'value is missing' },
    ]);
    expect(await answer('PUT', '/projects/1/hooks/999/custom_headers/X-A', { value: 'v' })).toEqual([
      404,
      { message: '404 Not found' },
    ]);
    expect(await answer('DELETE', '/projects/1/hooks/abc/custom_headers/X-A')).toEqual([
      400,
      { error: 'hook_id is invalid' },
    ]);
    // Nothing was stored by the refusals.
    const hook = await api('GET', `/projects/acme%2Fwidgets/hooks/${id}`);
    expect((hook.body as { custom_headers: unknown }).custom_headers).toEqual([]);
  });

  it("twenty headers at most (the schema's maxProperties)", async () => {
    const pairs = Array.from({ length: 20 }, (_, i) => ({ key: `X-H${i}`, value: 'v' }));
    const id = await hookTo('/h', { custom_headers: pairs });
    const base = `/projects/acme%2Fwidgets/hooks/${id}/custom_headers`;
    expect(await answer('PUT', `${base}/X-H3`, { value: 'w' })).toEqual([204, null]);
    expect(await answer('PUT', `${base}/X-More`, { value: 'w' })).toEqual([
      422,
      { error: 'Illegal key or value' },
    ]);
  });
});

describe('gitlab: PUT/DELETE …/hooks/:hook_id/url_variables/:key', () => {
  it('a variable the URL uses cannot change (422: the model resets the variables); an unused one is set, masked, deleted', async () => {
    const id = await hookTo('/{where}', { url_variables: [{ key: 'where', value: 'first' }] });
    const hooks = `/projects/acme%2Fwidgets/hooks/${id}`;
    expect((await pushOnce()).path).toBe('/first');
    // `reset_url_variables`: the interpolated URL changes and the old keys meet the new ones, so
    // the variables become {} and `no_missing_url_variables` refuses the URL.
    expect(await answer('PUT', `${hooks}/url_variables/where`, { value: 'second' })).toEqual([
      422,
      { error: 'Illegal key or value' },
    ]);
    const edit = await api('PUT', hooks, { body: { url_variables: [{ key: 'where', value: 'third' }] } });
    expect([edit.status, edit.body]).toEqual([422, { error: 'Invalid url given' }]);
    // Setting it to the value it has changes nothing: accepted.
    expect(await answer('PUT', `${hooks}/url_variables/where`, { value: 'first' })).toEqual([204, null]);
    expect(await answer('PUT', `${hooks}/url_variables/spare`, { value: 'zzz-hidden' })).toEqual([204, null]);
    const shown = await api('GET', hooks);
    expect((shown.body as { url_variables: unknown }).url_variables).toEqual([
      { key: 'where' },
      { key: 'spare' },
    ]);
    expect(shown.text).not.toContain('zzz-hidden');
    expect((shown.body as { url: string }).url).toBe(`http://127.0.0.1:${port}/{where}`);
    received.length = 0;
    expect((await pushOnce()).path).toBe('/first');

    expect(await answer('DELETE', `${hooks}/url_variables/spare`)).toEqual([204, null]);
    // The URL still names `where`: the model refuses to lose it.
    expect(await answer('DELETE', `${hooks}/url_variables/where`)).toEqual([
      422,
      { error: 'Could not unset variable' },
    ]);
    expect(await answer('DELETE', `${hooks}/url_variables/spare`)).toEqual([
      404,
      { message: '404 URL variable Not Found' },
    ]);
    expect(((await api('GET', hooks)).body as { url_variables: unknown }).url_variables).toEqual([
      { key: 'where' },
    ]);
  });

  it('refuses a key outside the schema and a value over 100 characters (422 Illegal key or value)', async () => {
    const id = await hookTo('/h');
    const base = `/projects/acme%2Fwidgets/hooks/${id}/url_variables`;
    const illegal = [422, { error: 'Illegal key or value' }];
    expect(await answer('PUT', `${base}/1abc`, { value: 'v' })).toEqual(illegal);
    expect(await answer('PUT', `${base}/a-b`, { value: 'v' })).toEqual(illegal);
    expect(await answer('PUT', `${base}/ok`, { value: 'v'.repeat(101) })).toEqual(illegal);
    expect(await answer('PUT', `${base}/ok`, { value: 'v'.repeat(100) })).toEqual([204, null]);
  });
});

describe('gitlab: the pair routes under groups, and the auth order', () => {
  it('work on a group hook; 401, 404 Group Not Found and 403 come first', async () => {
    const created = await api('POST', '/groups/acme/hooks', { body: { url: `http://127.0.0.1:${port}/g` } });
    const id = (created.body as { id: number }).id;
    const base = `/groups/acme/hooks/${id}`;
    expect(await answer('PUT', `${base}/custom_headers/X-G`, { value: 'g' })).toEqual([204, null]);
    expect(await answer('PUT', `${base}/url_variables/v`, { value: 'g' })).toEqual([204, null]);
    const hook = (await api('GET', base)).body as { custom_headers: unknown; url_variables: unknown };
    expect([hook.custom_headers, hook.url_variables]).toEqual([[{ key: 'X-G' }], [{ key: 'v' }]]);
    expect(await answer('DELETE', `${base}/url_variables/v`)).toEqual([204, null]);

    const put = (path: string, token: string | null) => api('PUT', path, { token, body: {} });
    const unauthorized = await put(`${base}/custom_headers/X-G`, null);
    expect([unauthorized.status, unauthorized.body]).toEqual([401, { message: '401 Unauthorized' }]);
    const missing = await put('/groups/nothing/hooks/1/custom_headers/X-G', 'demo');
    expect([missing.status, missing.body]).toEqual([404, { message: '404 Group Not Found' }]);
    const forbidden = await put(`${base}/custom_headers/X-G`, 'bob-token');
    expect([forbidden.status, forbidden.body]).toEqual([403, { message: '403 Forbidden' }]);
  });
});

async function answer(method: string, path: string, body?: unknown): Promise<[number, unknown]> {
  const got = await api(method, path, body === undefined ? {} : { body });
  return [got.status, got.body];
}
