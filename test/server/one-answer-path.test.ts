// One answer path (issue 29): the standalone server and the in-process mock answer the same
// request sequence with the same bytes — status, headers and body — in every flavor. The
// in-process mock runs behind msw's setupServer at the server's own origin, so links, swagger URLs
// and ids are built from the same inputs; only what node:http adds on the wire (Date, Connection,
// Keep-Alive, Content-Length) is left out. A second path on either side (a replayed answer, a
// cache the other lacks) shows up here as a difference.
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { FlavorName } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { flavorNamed } from '../../src/core/flavors/index.js';

interface Step {
  method: string;
  /** Under the base path; `{id}` is the hook the sequence created. */
  path: string;
  body?: unknown;
  auth?: boolean;
}

/**
 * The flavors this sequence fits (their paths are `/repos/…` and `/orgs/…`); GitLab's are
 * `/projects/:id/…`, and test/gitlab/one-answer-path.test.ts runs its own sequence; Bitbucket Data
 * Center's are `/projects/{key}/…` (test/bitbucket-dc/one-answer-path.test.ts).
 */
type Family = Exclude<FlavorName, 'gitlab' | 'bitbucket' | 'bitbucket-dc'>;

/** What a flavor's client sends to create and edit a hook, and how it names a page size. */
const DIALECT: Record<Family, { create: unknown; edit: unknown; pageSize: string }> = {
  spec: {
    create: {
      type: 'native',
      config: { url: 'https://ci.example.test/one', content_type: 'json' },
      events: ['push'],
      active: true,
    },
    edit: { events: ['push', 'issues'], active: false },
    pageSize: 'limit',
  },
  gitea: {
    create: {
      type: 'gitea',
      config: { url: 'https://ci.example.test/one', content_type: 'json' },
      events: ['push'],
      active: true,
    },
    edit: { events: ['push', 'issues'], active: false },
    pageSize: 'limit',
  },
  forgejo: {
    create: {
      type: 'forgejo',
      config: { url: 'https://ci.example.test/one', content_type: 'json' },
      events: ['push'],
      active: true,
    },
    edit: { events: ['push', 'issues'], active: false },
    pageSize: 'limit',
  },
  github: {
    create: {
      name: 'web',
      config: { url: 'https://ci.example.test/one', content_type: 'json' },
      events: ['push'],
    },
    edit: { events: ['push', 'issues'], active: false },
    pageSize: 'per_page',
  },
};

/** A mix of reads and writes, errors included: the same for every flavor but for its bodies. */
function sequence(flavor: Family): Step[] {
  const { create, edit, pageSize } = DIALECT[flavor];
  const REPO = '/repos/acme/widgets/hooks';
  return [
    { method: 'GET', path: REPO },
    { method: 'GET', path: '/orgs/acme/hooks' },
    { method: 'POST', path: REPO, body: create },
    { method: 'GET', path: `${REPO}/{id}` },
    { method: 'GET', path: `${REPO}?page=1&${pageSize}=1` },
    { method: 'GET', path: `${REPO}?page=2&${pageSize}=1` },
    { method: 'PATCH', path: `${REPO}/{id}`, body: edit },
    { method: 'GET', path: `${REPO}/{id}` },
    { method: 'POST', path: `${REPO}/{id}/tests` },
    { method: 'GET', path: REPO },
    { method: 'POST', path: REPO, body: { config: {} } },
    { method: 'GET', path: REPO, auth: false },
    { method: 'PUT', path: `${REPO}/{id}` },
    { method: 'GET', path: '/repos/acme/no-such-repo/hooks' },
    { method: 'GET', path: '/no/such/route' },
    { method: 'DELETE', path: `${REPO}/{id}` },
    { method: 'GET', path: `${REPO}/{id}` },
    { method: 'GET', path: REPO },
  ];
}

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** What node:http adds on the wire, and the listener's CORS policy (`Vary: Origin`): no in-process Response carries them. */
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'vary',
]);

async function run(api: string, steps: readonly Step[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let id = '';
  for (const step of steps) {
    const headers: Record<string, string> = step.auth === false ? {} : { Authorization: 'token demo' };
    if (step.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${api}${step.path.replace('{id}', id)}`, {
      method: step.method,
      headers,
      ...(step.body !== undefined ? { body: JSON.stringify(step.body) } : {}),
    });
    const body = await response.text();
    if (step.method === 'POST' && response.status === 201)
      id = String((JSON.parse(body) as { id: number }).id);
    const kept = [...response.headers].filter(([name]) => !TRANSPORT.has(name));
    answers.push({ status: response.status, headers: kept, body });
  }
  return answers;
}

const CLOCK = () => new Date('2026-03-01T12:00:00Z');
const FLAVORS: Family[] = ['spec', 'gitea', 'forgejo', 'github'];
const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('one answer path: the standalone server and the in-process mock', () => {
  it.each(FLAVORS)('answer the same sequence byte for byte (%s)', async (flavor) => {
    const baseUrl = flavorNamed(flavor).baseUrl.server;
    const server = await startServer({ port: 0, quiet: true, flavor, baseUrl, clock: CLOCK, seed: 7 });
    stops.push(() => server.close());
    const steps = sequence(flavor);

    const mock = createHookMock({ flavor, baseUrl, clock: CLOCK, seed: 7 });
    const msw = setupServer(...mock.handlers);
    msw.listen({ onUnhandledRequest: 'error' });
    // Closed once: msw 3 refuses a second close ("already disabled").
    let listening = true;
    const closeMsw = () => {
      if (listening) msw.close();
      listening = false;
    };
    stops.push(closeMsw);
    const inProcess = await run(server.url, steps);
    closeMsw();

    const standalone = await run(server.url, steps);
    expect(inProcess.map((a) => a.status)).toContain(201);
    for (const [i, step] of steps.entries())
      expect(standalone[i], `${step.method} ${step.path}`).toEqual(inProcess[i]);
  });
});
