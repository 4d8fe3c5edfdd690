/**
 * What a create or a PATCH answers, against what reads answer afterwards. The write path keeps no
 * serialized text of the hook it wrote (HookJsonCache.written) and stamps times through a
 * remembered second (util/timestamp.ts): a read must still show exactly the written hook, and
 * every write the second of its own clock, whichever way the clock moves.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';

const HOOKS = '/api/v1/repos/acme/widgets/hooks';

describe.each(['spec', 'gitea', 'forgejo'] as const)('write answers, %s flavor', (flavor) => {
  let now = new Date('2026-03-01T12:00:00.000Z');
  const mock = createHookMock({ flavor, clock: () => now });
  const type = flavor === 'spec' ? 'native' : flavor;

  async function call(method: string, path: string, body?: unknown) {
    const response = await mock.handle({
      method,
      url: new URL(`http://localhost${path}`),
      header: (name) =>
        ({ authorization: 'token demo', 'content-type': 'application/json' })[name.toLowerCase()] ?? null,
      body: body === undefined ? '' : JSON.stringify(body),
    });
    if (!response) throw new Error('not served');
    return response;
  }

  const create = () =>
    call('POST', HOOKS, {
      type,
      events: ['push'],
      config: { url: 'https://a.test/h', content_type: 'json' },
    });

  it('a read shows the text a create and a PATCH answered, byte for byte', async () => {
    const made = await create();
    expect(made.status).toBe(201);
    const { id } = JSON.parse(made.body) as { id: number };
    expect((await call('GET', `${HOOKS}/${id}`)).body).toBe(made.body);
    const patched = await call('PATCH', `${HOOKS}/${id}`, {
      active: true,
      config: { url: 'https://b.test/h' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).not.toBe(made.body);
    expect((await call('GET', `${HOOKS}/${id}`)).body).toBe(patched.body);
    const listed = JSON.parse((await call('GET', `${HOOKS}?limit=50`)).body) as unknown[];
    expect(listed).toContainEqual(JSON.parse(patched.body));
  });

  it('stamps each write with its own second, the clock going forward or back', async () => {
    const stamps: [string, string][] = [];
    const at = async (iso: string) => {
      now = new Date(iso);
      const hook = JSON.parse((await create()).body) as Record<string, string>;
      stamps.push([hook.created_at ?? hook.created ?? '', iso.replace(/\.\d{3}Z$/, 'Z')]);
    };
    await at('2026-03-01T12:00:00.100Z');
    await at('2026-03-01T12:00:00.900Z');
    await at('2026-03-01T12:00:01.000Z');
    await at('2026-03-01T11:59:59.999Z');
    await at('2030-01-01T00:00:00.000Z');
    await at('2026-03-01T12:00:01.500Z');
    for (const [stamped, expected] of stamps) expect(stamped).toBe(expected);
  });
});
