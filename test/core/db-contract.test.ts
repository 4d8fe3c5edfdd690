/**
 * `mock.db` is the live @mswjs/data database behind the mocked API, in both directions: what the
 * API writes, `db` queries see; what users write through `db` (create, update, delete), the API
 * serves. `state.test.ts` covers `db.hook.create` → API; this file covers the other directions,
 * at both scopes, through the public interface only (`createHookMock().db` and HTTP via msw).
 * Why the mock writes through @mswjs/data's internals: docs/decisions/mswjs-data-backend.md.
 */
import { describe, expect, it } from 'vitest';
import {
  call,
  createBody,
  hookOf,
  hooksOf,
  idsOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';

const server = useMswServer();

const REPO = '/repos/acme/widgets/hooks';
const ORG = '/orgs/acme/hooks';
const byId = (id: number) => ({ where: { id: { equals: id } } });

describe('mock.db sees what the API writes', () => {
  const mock = useMock(server, { clock: manualClock() });

  it('a hook created through the API is found by db.hook.findFirst, with its secret', async () => {
    const created = hookOf(
      await call('POST', REPO, {
        body: createBody('native', { active: true, events: ['fork'] }, { secret: 'api-secret' }),
      }),
    );
    const row = mock.db.hook.findFirst(byId(created.id));
    expect(row).toMatchObject({
      id: created.id,
      scope: 'repo',
      active: true,
      events: ['fork'],
      url: 'https://receiver.example.test/hook',
      contentType: 'json',
      secret: 'api-secret',
    });
    expect(mock.db.hook.count()).toBe(4);
  });

  it('an org hook created through the API is stored at the org scope', async () => {
    const created = hookOf(await call('POST', ORG, { body: createBody('native') }));
    const row = mock.db.hook.findFirst(byId(created.id));
    const org = mock.db.org.findFirst({ where: { name: { equals: 'acme' } } });
    expect(row).toMatchObject({ scope: 'org', scopeId: org?.id, active: false, events: ['push'] });
  });

  it('a PATCH through the API is what db.hook.findFirst reads next', async () => {
    const res = await call('PATCH', `${REPO}/1`, {
      body: { active: false, events: ['release'], config: { url: 'https://patched.example.test/h' } },
    });
    expect(res.status).toBe(200);
    expect(mock.db.hook.findFirst(byId(1))).toMatchObject({
      active: false,
      events: ['release'],
      url: 'https://patched.example.test/h',
      secret: 's3cret',
    });
  });

  it('a DELETE through the API removes the row from db', async () => {
    expect((await call('DELETE', `${REPO}/2`)).status).toBe(204);
    expect(mock.db.hook.findFirst(byId(2))).toBeNull();
    expect(mock.db.hook.findMany({}).map((h) => h.id)).toEqual([1, 3]);
  });
});

describe('the API serves what users write through mock.db', () => {
  const mock = useMock(server, { clock: manualClock() });

  it('db.hook.update is what GET returns, single and in the list', async () => {
    mock.db.hook.update({
      ...byId(1),
      data: { url: 'https://db-updated.example.test/h', active: false, events: ['fork'] },
    });
    const one = hookOf(await call('GET', `${REPO}/1`));
    expect(one).toMatchObject({
      id: 1,
      active: false,
      events: ['fork'],
      config: { url: 'https://db-updated.example.test/h' },
    });
    const listed = hooksOf(await call('GET', REPO)).find((h) => h.id === 1);
    expect(listed?.config.url).toBe('https://db-updated.example.test/h');
  });

  it('db.hook.update moving a hook to the org scope moves it between the lists; a PATCH keeps it', async () => {
    const org = mock.db.org.findFirst({ where: { name: { equals: 'acme' } } });
    mock.db.hook.update({ ...byId(1), data: { scope: 'org', scopeId: org?.id } });
    expect(idsOf(await call('GET', REPO))).not.toContain(1);
    expect(idsOf(await call('GET', ORG))).toContain(1);
    // An edit in place keeps the hook at its place in its scope's ids (store.ts skips re-indexing).
    expect((await call('PATCH', `${ORG}/1`, { body: { active: true } })).status).toBe(200);
    expect(idsOf(await call('GET', ORG))).toEqual([1, 3]);
    expect((await call('GET', `${REPO}/1`)).status).toBe(404);
  });

  it('db.hook.update after a GET is not hidden by a cached answer', async () => {
    expect(hookOf(await call('GET', `${ORG}/3`)).active).toBe(true);
    mock.db.hook.update({ ...byId(3), data: { active: false } });
    expect(hookOf(await call('GET', `${ORG}/3`)).active).toBe(false);
  });

  it('db.hook.update signs test deliveries with a secret set through db', async () => {
    mock.db.hook.update({ ...byId(2), data: { secret: 'from-db' } });
    expect((await call('POST', `${REPO}/2/tests`)).status).toBe(204);
    const attempt = mock.pings.last();
    expect(attempt?.hookId).toBe(2);
    // The spec flavor signs only when the hook has a secret: the db write must have reached it.
    expect(Object.keys(attempt?.headers ?? {}).some((h) => /signature/i.test(h))).toBe(true);
  });

  it('db.hook.delete makes the hook 404 and drops it from its scope list', async () => {
    mock.db.hook.delete(byId(1));
    const gone = await call('GET', `${REPO}/1`);
    expect(gone.status).toBe(404);
    expect(idsOf(await call('GET', REPO))).toEqual([2]);
    expect((await call('GET', REPO)).headers.get('x-total-count')).toBe('1');
    expect((await call('PATCH', `${REPO}/1`, { body: { active: true } })).status).toBe(404);
    expect((await call('DELETE', `${REPO}/1`)).status).toBe(404);
  });

  it('db.hook.delete of an org hook empties the org list; other scopes keep theirs', async () => {
    mock.db.hook.delete(byId(3));
    expect(idsOf(await call('GET', ORG))).toEqual([]);
    expect(idsOf(await call('GET', REPO))).toEqual([1, 2]);
  });

  it('ids deleted through db are not reused by the API', async () => {
    mock.db.hook.delete(byId(3));
    expect(hookOf(await call('POST', ORG, { body: createBody('native') })).id).toBe(4);
  });
});

describe('GET /__hookmock/state follows writes through db (its snapshot cache and ETag)', () => {
  const mock = useMock(server, { clock: manualClock() });

  it('a db.hook.update or delete changes the answer and its ETag; an unchanged state answers 304', async () => {
    const first = await fetch('http://localhost/__hookmock/state');
    const tag = first.headers.get('etag') as string;
    expect(
      (await fetch('http://localhost/__hookmock/state', { headers: { 'If-None-Match': tag } })).status,
    ).toBe(304);
    mock.db.hook.update({ ...byId(1), data: { active: false } });
    const updated = await fetch('http://localhost/__hookmock/state', { headers: { 'If-None-Match': tag } });
    expect(updated.status).toBe(200);
    const state = (await updated.json()) as { hooks: { id: number; active: boolean }[] };
    expect(state.hooks.find((h) => h.id === 1)?.active).toBe(false);
    mock.db.hook.delete(byId(1));
    const deleted = (await (await fetch('http://localhost/__hookmock/state')).json()) as {
      hooks: { id: number }[];
    };
    expect(deleted.hooks.map((h) => h.id)).not.toContain(1);
  });
});
