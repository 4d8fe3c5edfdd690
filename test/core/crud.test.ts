/**
 * The six operations at both scopes in every flavor: status codes, bodies, persistence,
 * create defaults, secrets, the shared id sequence and case-insensitive names.
 */
import { describe, expect, it } from 'vitest';
import {
  ANSWER_END,
  FLAVOR_NAMES,
  NATIVE,
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

const SCOPES = [
  { label: 'repo', base: '/repos/acme/widgets/hooks', seeded: [1, 2], other: '/orgs/acme/hooks' },
  { label: 'org', base: '/orgs/acme/hooks', seeded: [3], other: '/repos/acme/widgets/hooks' },
] as const;

describe.each(FLAVOR_NAMES)('%s flavor', (flavor) => {
  const clock = manualClock('2026-03-01T12:00:00Z');
  const mock = useMock(server, { flavor, clock });
  const type = NATIVE[flavor];
  const createdKey = flavor === 'spec' ? 'created' : 'created_at';
  const updatedKey = flavor === 'spec' ? 'updated' : 'updated_at';

  describe.each(SCOPES)('$label hooks', ({ label, base, seeded, other }) => {
    it('lists the seeded hooks with 200, a JSON array and X-Total-Count', async () => {
      const res = await call('GET', base);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json;charset=utf-8');
      expect(res.text.endsWith(`]${ANSWER_END[flavor]}`)).toBe(true);
      expect(idsOf(res)).toEqual(seeded);
      expect(res.headers.get('x-total-count')).toBe(String(seeded.length));
    });

    it('gets one hook with 200, equal to its list entry', async () => {
      const list = hooksOf(await call('GET', base));
      const res = await call('GET', `${base}/${seeded[0]}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual(list[0]);
      expect(hookOf(res).type).toBe(type);
    });

    it('creates with 201 and the stored hook; get and list return it', async () => {
      const res = await call('POST', base, {
        body: createBody(type, { active: true, events: ['push', 'release'] }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('location')).toBeNull();
      const hook = hookOf(res);
      expect(hook).toMatchObject({
        id: 4,
        type,
        active: true,
        events: ['push', 'release'],
        config: { content_type: 'json', url: 'https://receiver.example.test/hook' },
        [createdKey]: '2026-03-01T12:00:00Z',
        [updatedKey]: '2026-03-01T12:00:00Z',
      });
      expect((await call('GET', `${base}/4`)).json).toEqual(hook);
      const list = await call('GET', base);
      expect(idsOf(list)).toEqual([...seeded, 4]);
      expect(list.headers.get('x-total-count')).toBe(String(seeded.length + 1));
    });

    it('updates with 200, re-reads the hook and refreshes only its update time', async () => {
      const before = hookOf(await call('GET', `${base}/${seeded[0]}`));
      clock.advance(90_000);
      const res = await call('PATCH', `${base}/${seeded[0]}`, {
        body: { active: false, events: ['create'], config: { url: 'https://new.example.test/in' } },
      });
      expect(res.status).toBe(200);
      const hook = hookOf(res);
      expect(hook).toMatchObject({
        id: seeded[0],
        active: false,
        events: ['create'],
        config: { content_type: 'json', url: 'https://new.example.test/in' },
        [createdKey]: before[createdKey],
        [updatedKey]: '2026-03-01T12:01:30Z',
      });
      expect((await call('GET', `${base}/${seeded[0]}`)).json).toEqual(hook);
    });

    it('changes content_type on update and leaves unsent fields alone', async () => {
      const res = await call('PATCH', `${base}/${seeded[0]}`, {
        body: { events: ['push'], config: { content_type: 'form' } },
      });
      expect(res.status).toBe(200);
      const hook = hookOf(res);
      expect(hook.config.content_type).toBe('form');
      expect(hook.active).toBe(true);
    });

    it('deletes with 204 and an empty body; the hook is gone afterwards', async () => {
      const res = await call('DELETE', `${base}/${seeded[0]}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await call('GET', `${base}/${seeded[0]}`)).status).toBe(404);
      expect(idsOf(await call('GET', base))).toEqual(seeded.slice(1));
      expect((await call('DELETE', `${base}/${seeded[0]}`)).status).toBe(404);
      // The other scope is untouched.
      expect((await call('GET', other)).status).toBe(200);
    });

    it('answers 404 for get, update, delete of an id that never existed', async () => {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { active: true }],
        ['DELETE', undefined],
      ] as const) {
        expect((await call(method, `${base}/999`, { body })).status).toBe(404);
      }
    });

    if (label === 'repo' || flavor === 'spec') {
      it('tests with 204, an empty body, and one recorded ping attempt', async () => {
        const res = await call('POST', `${base}/${seeded[0]}/tests`);
        expect(res.status).toBe(204);
        expect(res.text).toBe('');
        expect(mock.pings.all()).toHaveLength(1);
        expect(mock.pings.last()?.hookId).toBe(seeded[0]);
      });

      it('answers 404 on the test route of a missing hook and records nothing', async () => {
        expect((await call('POST', `${base}/999/tests`)).status).toBe(404);
        expect(mock.pings.all()).toEqual([]);
      });
    }

    it('defaults active to false and events to push when they are omitted', async () => {
      const hook = hookOf(await call('POST', base, { body: createBody(type) }));
      expect(hook.active).toBe(false);
      expect(hook.events).toEqual(['push']);
    });

    it('turns empty events into push and drops unknown event names', async () => {
      const empty = hookOf(await call('POST', base, { body: createBody(type, { events: [] }) }));
      expect(empty.events).toEqual(['push']);
      const bogus = hookOf(await call('POST', base, { body: createBody(type, { events: ['bogus'] }) }));
      expect(bogus.events).toEqual([]);
      const mixed = hookOf(
        await call('POST', base, { body: createBody(type, { events: ['bogus', 'RELEASE', 'create'] }) }),
      );
      // spec stores names as sent (lower-cased); gitea and forgejo report flags in a fixed order.
      expect(mixed.events).toEqual(flavor === 'spec' ? ['release', 'create'] : ['create', 'release']);
    });

    it('resets events to push when a PATCH sends them empty', async () => {
      const hook = hookOf(await call('PATCH', `${base}/${seeded[0]}`, { body: { events: [] } }));
      expect(hook.events).toEqual(['push']);
    });

    it('never returns the secret, on create, get or list', async () => {
      const res = await call('POST', base, {
        body: createBody(type, {}, { secret: 'top-secret-value', http_method: 'GET' }),
      });
      expect(res.status).toBe(201);
      expect(res.text).not.toContain('top-secret-value');
      expect(Object.keys(hookOf(res).config)).toEqual(['content_type', 'url']);
      expect((await call('GET', `${base}/${hookOf(res).id}`)).text).not.toContain('top-secret-value');
      expect((await call('GET', base)).text).not.toContain('top-secret-value');
      // The seeded hook 1 has the secret "s3cret".
      expect((await call('GET', '/repos/acme/widgets/hooks')).text).not.toContain('s3cret');
    });

    it('matches owner, repo and org names case-insensitively', async () => {
      const upper = base.replace('acme', 'ACME').replace('widgets', 'Widgets');
      const res = await call('GET', upper);
      expect(res.status).toBe(200);
      expect(idsOf(res)).toEqual(seeded);
      expect((await call('GET', `${upper}/${seeded[0]}`)).status).toBe(200);
      expect((await call('POST', upper, { body: createBody(type) })).status).toBe(201);
      expect(idsOf(await call('GET', base))).toEqual([...seeded, 4]);
    });
  });

  it('shares one id sequence between repo and org hooks', async () => {
    const a = hookOf(await call('POST', '/repos/acme/widgets/hooks', { body: createBody(type) }));
    const b = hookOf(await call('POST', '/orgs/acme/hooks', { body: createBody(type) }));
    const c = hookOf(await call('POST', '/repos/acme/gadgets/hooks', { body: createBody(type) }));
    expect([a.id, b.id, c.id]).toEqual([4, 5, 6]);
    // An id is never reused, even after the highest one is deleted.
    expect((await call('DELETE', '/repos/acme/gadgets/hooks/6')).status).toBe(204);
    expect(hookOf(await call('POST', '/orgs/acme/hooks', { body: createBody(type) })).id).toBe(7);
  });

  it('lists an empty repo as [] with X-Total-Count 0', async () => {
    const res = await call('GET', '/repos/acme/gadgets/hooks');
    expect(res.status).toBe(200);
    expect(res.text).toBe(`[]${ANSWER_END[flavor]}`);
    expect(res.headers.get('x-total-count')).toBe('0');
    expect(res.headers.get('link')).toBeNull();
  });

  it('keeps repo hooks of one repo apart from another repo of the same owner', async () => {
    hookOf(await call('POST', '/repos/acme/gadgets/hooks', { body: createBody(type) }));
    expect(idsOf(await call('GET', '/repos/acme/gadgets/hooks'))).toEqual([4]);
    expect(idsOf(await call('GET', '/repos/acme/widgets/hooks'))).toEqual([1, 2]);
    expect((await call('GET', '/repos/acme/gadgets/hooks/1')).status).toBe(404);
  });
});
