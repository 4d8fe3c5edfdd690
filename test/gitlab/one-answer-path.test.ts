// One answer path in the gitlab flavor (as test/server/one-answer-path.test.ts for the others):
// the standalone server and the in-process mock, behind msw at the server's own origin, answer
// the same sequence of GitLab requests — reads, writes, paging and errors — with the same status,
// headers and body (only what node:http adds on the wire is left out).
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';

const HOOKS = '/projects/acme%2Fwidgets/hooks';
const STEPS: readonly [method: string, path: string, body?: unknown, token?: string | null][] = [
  ['GET', HOOKS],
  ['GET', '/groups/1/hooks?per_page=1'],
  ['POST', HOOKS, { url: 'https://ci.example.test/one', token: 't', note_events: true }],
  ['GET', `${HOOKS}/{id}`],
  ['POST', `${HOOKS}/{id}/test/push_events`],
  ['POST', `${HOOKS}/{id}/test/issues_events`],
  ['POST', `${HOOKS}/{id}/test/deployment_events`],
  ['POST', `${HOOKS}/{id}/test/nope`],
  ['GET', `${HOOKS}?page=2&per_page=1`],
  ['PUT', `${HOOKS}/{id}`, { url: 'https://ci.example.test/two' }],
  ['PUT', `${HOOKS}/{id}`, {}],
  ['POST', HOOKS, {}],
  ['POST', HOOKS, { url: 'ftp://x.example.test' }],
  ['GET', HOOKS, undefined, null],
  ['GET', HOOKS, undefined, 'bob-token'],
  ['GET', '/projects/acme%2Fnothing/hooks'],
  ['GET', '/no/such/route'],
  ['GET', '/projects/1'],
  ['GET', '/groups/acme'],
  ['GET', '/user'],
  ['GET', '/users?username=bob'],
  ['DELETE', `${HOOKS}/{id}`],
  ['GET', `${HOOKS}/{id}`],
];
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'vary',
]);
const CLOCK = () => new Date('2026-03-01T12:00:00Z');

async function run(api: string) {
  const answers: { status: number; headers: [string, string][]; body: string }[] = [];
  let id = '';
  for (const [method, path, body, token = 'demo'] of STEPS) {
    const headers: Record<string, string> = token ? { 'PRIVATE-TOKEN': token } : {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${api}${path.replace('{id}', id)}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (method === 'POST' && path === HOOKS && response.status === 201)
      id = String((JSON.parse(text) as { id: number }).id);
    answers.push({
      status: response.status,
      headers: [...response.headers].filter(([name]) => !TRANSPORT.has(name)),
      body: text,
    });
  }
  return answers;
}

const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('gitlab flavor: one answer path', () => {
  it('the server and the in-process mock answer the same sequence byte for byte', async () => {
    const server = await startServer({ port: 0, quiet: true, flavor: 'gitlab', clock: CLOCK });
    stops.push(() => server.close());
    const mock = createHookMock({ flavor: 'gitlab', baseUrl: '/api/v4', clock: CLOCK });
    const msw = setupServer(...mock.handlers);
    msw.listen({ onUnhandledRequest: 'error' });
    // Closed once: msw 3 refuses a second close ("already disabled").
    let listening = true;
    const closeMsw = () => {
      if (listening) msw.close();
      listening = false;
    };
    stops.push(closeMsw);
    const inProcess = await run(server.url);
    closeMsw();
    const standalone = await run(server.url);
    expect(inProcess.map((a) => a.status)).toEqual([
      200, 200, 201, 200, 201, 422, 422, 400, 200, 200, 400, 400, 422, 401, 403, 404, 404, 200, 200, 200, 200,
      204, 404,
    ]);
    for (const [i, [method, path]] of STEPS.entries())
      expect(standalone[i], `${method} ${path}`).toEqual(inProcess[i]);
  });
});
