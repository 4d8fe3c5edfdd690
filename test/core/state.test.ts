/**
 * State handling (docs/reference/api.md): `reset()` restores hooks, ids, pings and journal
 * exactly and synchronously; `snapshot()` → `load()` round-trips, ids, secrets and nextId
 * included; two mocks in one process share nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHookMock } from '../../src/index.js';
import {
  call,
  createBody,
  hmacHex,
  hookOf,
  idsOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';

const server = useMswServer();

const REPO = '/repos/acme/widgets/hooks';
const ORG = '/orgs/acme/hooks';

/** Creates, changes, deletes and tests hooks: leaves a trace everywhere. */
async function churn(type = 'native') {
  expect(
    (await call('POST', REPO, { body: createBody(type, { active: true }, { secret: 'new-secret' }) })).status,
  ).toBe(201);
  expect((await call('POST', ORG, { body: createBody(type) })).status).toBe(201);
  expect((await call('PATCH', `${REPO}/1`, { body: { active: false, events: ['release'] } })).status).toBe(
    200,
  );
  expect((await call('DELETE', `${REPO}/2`)).status).toBe(204);
  expect((await call('POST', `${REPO}/1/tests`)).status).toBe(204);
}

describe('reset()', () => {
  const clock = manualClock('2026-03-01T12:00:00Z');
  const mock = useMock(server, { clock });

  it('restores hooks, the id sequence, pings and journal exactly, synchronously', async () => {
    const initial = mock.snapshot();
    const initialList = (await call('GET', REPO)).text;
    mock.requests.clear();
    await churn();
    expect(mock.pings.all()).toHaveLength(1);
    expect(mock.requests.all().length).toBeGreaterThan(0);
    expect(mock.snapshot()).not.toEqual(initial);

    const result = mock.reset();
    expect(result).toBeUndefined(); // not a promise: synchronous
    expect(mock.snapshot()).toEqual(initial);
    expect(mock.pings.all()).toEqual([]);
    expect(mock.requests.all()).toEqual([]);
    expect((await call('GET', REPO)).text).toBe(initialList);
    // The id sequence starts over: the next hook gets 4 again.
    expect(hookOf(await call('POST', ORG, { body: createBody('native') })).id).toBe(4);
    // And ping ids too.
    await call('POST', `${REPO}/1/tests`);
    expect(mock.pings.all().map((a) => a.id)).toEqual([1]);
  });

  it('returns to the scenario loaded last, not to the first one', async () => {
    mock.load('empty');
    try {
      await call('POST', REPO, { body: createBody('native') });
      expect(idsOf(await call('GET', REPO))).toEqual([1]);
      mock.reset();
      expect(idsOf(await call('GET', REPO))).toEqual([]);
    } finally {
      mock.load('default');
    }
  });

  it('also clears the pings and journal when a scenario is loaded', async () => {
    await call('POST', `${REPO}/1/tests`);
    mock.load('default');
    expect(mock.pings.all()).toEqual([]);
    expect(mock.requests.all()).toEqual([]);
  });
});

describe('snapshot() and load()', () => {
  const mock = useMock(server, { clock: manualClock('2026-03-01T12:00:00Z') });
  // Tests here load other states; later resets must start from the default scenario again.
  afterEach(() => mock.load('default'));

  it('round-trips: loading a snapshot gives an equal snapshot, ids and nextId included', async () => {
    await churn();
    const snapshot = mock.snapshot();
    expect(snapshot).not.toHaveProperty('generate');
    expect(snapshot.nextId).toBe(6);
    expect(snapshot.hooks?.map((h) => h.id)).toEqual([1, 3, 4, 5]);
    expect(snapshot.hooks?.find((h) => h.id === 4)?.config.secret).toBe('new-secret');

    const copy = createHookMock({
      scenario: JSON.parse(JSON.stringify(snapshot)),
      clock: manualClock('2026-03-01T12:00:00Z'),
    });
    expect(copy.snapshot()).toEqual(snapshot);
    mock.load(snapshot);
    expect(mock.snapshot()).toEqual(snapshot);
  });

  it('reproduces what the API answers, and continues the id sequence where it was', async () => {
    await churn();
    await call('DELETE', `${ORG}/5`); // the highest id: a fresh sequence would reuse it
    const lists = [(await call('GET', REPO)).text, (await call('GET', ORG)).text];
    const snapshot = mock.snapshot();
    mock.load('empty');
    mock.load(snapshot);
    expect([(await call('GET', REPO)).text, (await call('GET', ORG)).text]).toEqual(lists);
    expect(hookOf(await call('POST', ORG, { body: createBody('native') })).id).toBe(6);
  });

  it('keeps secrets: a loaded snapshot signs pings like the original', async () => {
    await churn();
    const snapshot = mock.snapshot();
    const copy = createHookMock({ scenario: snapshot, clock: manualClock() });
    server.use(...copy.handlers);
    expect((await call('POST', `${REPO}/4/tests`)).status).toBe(204);
    const attempt = copy.pings.last();
    expect(attempt?.headers['X-Webhook-Signature']).toBe(
      hmacHex('sha256', 'new-secret', attempt?.body ?? ''),
    );
  });

  it('round-trips gitea event groups and product fields', async () => {
    const gitea = createHookMock({ flavor: 'gitea', clock: manualClock() });
    server.use(...gitea.handlers);
    const created = await call('POST', REPO, {
      body: createBody('gitea', {
        events: ['pull_request', 'issues_only', 'status'],
        name: 'ci',
        branch_filter: 'main',
        authorization_header: 'Bearer z',
      }),
    });
    expect(created.status).toBe(201);
    const before = (await call('GET', REPO)).text;
    const snapshot = gitea.snapshot();
    gitea.load('empty');
    gitea.load(snapshot);
    expect((await call('GET', REPO)).text).toBe(before);
    expect(gitea.snapshot()).toEqual(snapshot);
  });

  it('is a copy: changing the mock later does not change a snapshot taken before', async () => {
    const snapshot = mock.snapshot();
    const frozen = JSON.stringify(snapshot);
    await churn();
    expect(JSON.stringify(snapshot)).toBe(frozen);
  });
});

describe('two mocks in one process', () => {
  const one = useMock(server, { baseUrl: 'http://one.example.test/api/v1', clock: manualClock() });
  const two = useMock(server, { baseUrl: 'http://two.example.test/api/v1', clock: manualClock() });
  const ONE = { base: 'http://one.example.test/api/v1' };
  const TWO = { base: 'http://two.example.test/api/v1' };

  it('keep their own hooks, id sequences, pings and journals', async () => {
    expect(hookOf(await call('POST', REPO, { ...ONE, body: createBody('native') })).id).toBe(4);
    expect(hookOf(await call('POST', REPO, { ...ONE, body: createBody('native') })).id).toBe(5);
    expect(idsOf(await call('GET', REPO, TWO))).toEqual([1, 2]);
    expect(hookOf(await call('POST', ORG, { ...TWO, body: createBody('native') })).id).toBe(4);
    expect((await call('DELETE', `${REPO}/1`, TWO)).status).toBe(204);
    expect(idsOf(await call('GET', REPO, ONE))).toEqual([1, 2, 4, 5]);

    await call('POST', `${REPO}/2/tests`, ONE);
    expect(one.pings.all().map((a) => a.hookId)).toEqual([2]);
    expect(two.pings.all()).toEqual([]);
    expect(one.requests.all().every((e) => !(e.method === 'DELETE'))).toBe(true);
    expect(two.requests.all().map((e) => e.method)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('reset one without touching the other', async () => {
    await call('POST', REPO, { ...ONE, body: createBody('native') });
    await call('POST', REPO, { ...TWO, body: createBody('native') });
    one.reset();
    expect(idsOf(await call('GET', REPO, ONE))).toEqual([1, 2]);
    expect(idsOf(await call('GET', REPO, TWO))).toEqual([1, 2, 4]);
  });

  it('answer only on their own origin when baseUrl is a full URL', async () => {
    // msw reports the unhandled request (onUnhandledRequest: 'error'); keep the output quiet.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      fetch('http://three.example.test/api/v1/orgs/acme/hooks', { headers: { Authorization: 'token demo' } }),
    ).rejects.toThrow();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
    expect(one.requests.all()).toEqual([]);
    expect(two.requests.all()).toEqual([]);
  });
});

describe('mock.db', () => {
  const mock = useMock(server, { clock: manualClock() });

  it('is the live database: hooks written through it are served, and the id sequence moves past them', async () => {
    const row = mock.db.hook.findFirst({ where: { id: { equals: 1 } } });
    expect(row?.url).toBe('https://ci.example.test/hook');
    mock.db.hook.create({
      ...(row as NonNullable<typeof row>),
      id: 50,
      url: 'https://db.example.test/h',
      events: ['fork'],
    });
    const res = await call('GET', `${REPO}/50`);
    expect(res.status).toBe(200);
    expect(hookOf(res)).toMatchObject({
      id: 50,
      events: ['fork'],
      config: { url: 'https://db.example.test/h' },
    });
    expect(idsOf(await call('GET', REPO))).toEqual([1, 2, 50]);
    expect(hookOf(await call('POST', ORG, { body: createBody('native') })).id).toBe(51);
  });
});
