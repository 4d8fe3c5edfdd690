/**
 * Security review 5, H4 on the gitlab routes, against a real node:http receiver on 127.0.0.1: a
 * URL template placeholder or a pair key named like an `Object.prototype` member (`constructor`,
 * `toString`, `__proto__`) is an ordinary name — stored, used, removed — or refused by the schema,
 * never read from `Object.prototype` and never answered 204 with nothing stored.
 */
import { describe, expect, it } from 'vitest';
import { call, gitlabRig, settled } from '../gitlab/receiver.js';

const rig = gitlabRig();
const HOOKS = '/projects/1/hooks';

const create = async (url: string, extra: Record<string, unknown> = {}) =>
  call(rig.server, 'POST', HOOKS, { url: rig.receiver.url(url), push_events: true, ...extra });
const idOf = (answer: { json: unknown }) => (answer.json as { id: number }).id;
const keysOf = async (id: number, field: 'url_variables' | 'custom_headers') =>
  ((await call(rig.server, 'GET', `${HOOKS}/${id}`)).json as Record<string, { key: string }[]>)[field]?.map(
    (p) => p.key,
  );

async function pushSettled() {
  const sent = await rig.server.mock.emit('push' as never, { repo: 'acme/widgets' });
  return Promise.all(
    sent.map((d) =>
      rig.server.mock.deliveries.waitFor((e) => e.id === d.id && settled(e), { timeoutMs: 5000 }),
    ),
  );
}

describe('H4: prototype-named placeholders and keys are ordinary names', () => {
  it('{constructor} and {toString} without variables are a missing variable: 422 Invalid url given', async () => {
    const refused = await create('/{constructor}/{toString}');
    expect([refused.status, refused.json]).toEqual([422, { error: 'Invalid url given' }]);
    expect(((await call(rig.server, 'GET', HOOKS)).json as unknown[]).length).toBe(0);
  });

  it('variables named constructor and toString fill their placeholders', async () => {
    const created = await create('/{constructor}/{toString}', {
      url_variables: [
        { key: 'constructor', value: 'c1' },
        { key: 'toString', value: 't2' },
      ],
    });
    expect(created.status).toBe(201);
    const [d] = await pushSettled();
    expect(d?.url).toBe(rig.receiver.url('/c1/t2'));
    expect(rig.receiver.received.map((r) => r.path)).toEqual(['/c1/t2']);
  });

  it('PUT …/url_variables/__proto__ stores it (204, listed), DELETE removes it (204, then 404)', async () => {
    const id = idOf(await create('/h'));
    const path = `${HOOKS}/${id}/url_variables/__proto__`;
    expect((await call(rig.server, 'PUT', path, { value: 'z' })).status).toBe(204);
    expect(await keysOf(id, 'url_variables')).toEqual(['__proto__']);
    expect((await call(rig.server, 'DELETE', path)).status).toBe(204);
    const again = await call(rig.server, 'DELETE', path);
    expect([again.status, again.json]).toEqual([404, { message: '404 URL variable Not Found' }]);
  });

  it('a __proto__ variable given on create is stored and survives an edit', async () => {
    const id = idOf(await create('/h', { url_variables: [{ key: '__proto__', value: 'p' }] }));
    expect(await keysOf(id, 'url_variables')).toEqual(['__proto__']);
    const edited = await call(rig.server, 'PUT', `${HOOKS}/${id}`, {
      url_variables: [{ key: 'other', value: 'o' }],
    });
    expect(edited.status).toBe(200);
    expect(await keysOf(id, 'url_variables')).toEqual(['__proto__', 'other']);
  });

  it('custom headers named constructor and toString are stored and sent; nothing is polluted', async () => {
    const id = idOf(
      await create('/h', {
        custom_headers: [
          { key: 'constructor', value: 'c' },
          { key: 'toString', value: 't' },
        ],
      }),
    );
    expect(await keysOf(id, 'custom_headers')).toEqual(['constructor', 'toString']);
    await pushSettled();
    const [got] = rig.receiver.received;
    expect([got?.headers.constructor, got?.headers.tostring]).toEqual(['c', 't']);
    expect(Object.hasOwn(Object.prototype, 'value')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
