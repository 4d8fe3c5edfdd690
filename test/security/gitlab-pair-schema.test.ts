/**
 * Security review 5, H1 and H2: one schema for a GitLab hook's `custom_headers` and
 * `url_variables`, wherever a pair arrives (hook create, hook edit, `PUT …/custom_headers/:key`,
 * `PUT …/url_variables/:key`): GitLab's JSON schemas (20 pairs, key patterns, value lengths:
 * `app/validators/json_schemas/web_hooks_custom_headers.json`, `web_hooks_url_variables.json`),
 * and a custom header that could frame or route the request (`Host`, `Content-Length`, the
 * hop-by-hop set) or a value node:http cannot write (CR/LF, above U+00FF) is refused where it is
 * set, in each route's own words. A delivery to a real node:http receiver on 127.0.0.1 never
 * carries such a header, even from a hook a scenario loaded.
 */
import { describe, expect, it } from 'vitest';
import { call, gitlabRig, SCENARIO, settled } from '../gitlab/receiver.js';

const rig = gitlabRig();
const HOOKS = '/projects/1/hooks';
const CREATE_HEADERS = { error: 'Custom headers must be a valid json schema' };
const CREATE_VARIABLES = { error: 'Url variables must be a valid json schema' };
const EDIT_HEADERS = { error: 'Custom headers validation failed' };
const EDIT_VARIABLES = { message: { url_variables: ['must be a valid json schema'] } };
const ILLEGAL = { error: 'Illegal key or value' };

const pairs = (n: number, key: (i: number) => string, value = 'v') =>
  Array.from({ length: n }, (_, i) => ({ key: key(i), value }));
const create = (extra: Record<string, unknown>) =>
  call(rig.server, 'POST', HOOKS, { url: rig.receiver.url('/h'), push_events: true, ...extra });
const answer = async (p: ReturnType<typeof call>) => {
  const { status, json } = await p;
  return [status, json];
};

describe('H1: create and edit take the pair schema of the one-pair routes', () => {
  it('create: 20 pairs of each at the limits are stored; a 21st, a long value or a bad key is a 422', async () => {
    const ok = await create({
      custom_headers: pairs(20, (i) => `X-H${i}`, 'h'.repeat(2048)),
      url_variables: pairs(20, (i) => `v_${i}`, 'u'.repeat(100)),
    });
    expect(ok.status).toBe(201);
    expect(await answer(create({ custom_headers: pairs(21, (i) => `X-H${i}`) }))).toEqual([
      422,
      CREATE_HEADERS,
    ]);
    expect(await answer(create({ url_variables: pairs(21, (i) => `v${i}`) }))).toEqual([
      422,
      CREATE_VARIABLES,
    ]);
    for (const custom_headers of [
      [{ key: 'X-Long', value: 'h'.repeat(2049) }],
      [{ key: 'X-Empty', value: '' }],
      [{ key: '__proto__', value: 'v' }],
      [{ key: `X${'k'.repeat(300)}`, value: 'v' }],
    ])
      expect(await answer(create({ custom_headers }))).toEqual([422, CREATE_HEADERS]);
    for (const url_variables of [
      [{ key: 'v', value: 'u'.repeat(101) }],
      [{ key: 'v', value: '' }],
      [{ key: '1v', value: 'x' }],
      [{ key: `v${'k'.repeat(300)}`, value: 'x' }],
    ])
      expect(await answer(create({ url_variables }))).toEqual([422, CREATE_VARIABLES]);
    const listed = await call(rig.server, 'GET', HOOKS);
    expect((listed.json as unknown[]).length).toBe(1);
  });

  it('create: 30,000 headers are refused at once, and /health keeps answering', async () => {
    const started = performance.now();
    const refused = await create({ custom_headers: pairs(30_000, (i) => `X${i}`) });
    expect([refused.status, refused.json]).toEqual([422, CREATE_HEADERS]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await fetch(`${rig.server.origin}/__hookmock/health`)).status).toBe(200);
  });

  it("edit: the merged maps pass the schema or the edit is refused in edit's words", async () => {
    const id = ((await create({ custom_headers: pairs(20, (i) => `X-H${i}`) })).json as { id: number }).id;
    const edit = (body: Record<string, unknown>) => call(rig.server, 'PUT', `${HOOKS}/${id}`, body);
    expect(await answer(edit({ custom_headers: [{ key: 'X-Extra', value: 'v' }] }))).toEqual([
      422,
      EDIT_HEADERS,
    ]);
    expect(await answer(edit({ custom_headers: [{ key: 'X-H0', value: 'h'.repeat(2049) }] }))).toEqual([
      422,
      EDIT_HEADERS,
    ]);
    expect(await answer(edit({ url_variables: [{ key: 'v', value: 'u'.repeat(101) }] }))).toEqual([
      422,
      EDIT_VARIABLES,
    ]);
    expect((await edit({ custom_headers: [{ key: 'X-H0', value: 'new' }] })).status).toBe(200);
  });
});

/** Names a custom header may not take: the request's own framing and routing, and hop-by-hop ones. */
const FIXED = [
  'Host',
  'host',
  'Content-Length',
  'Transfer-Encoding',
  'Connection',
  'Keep-Alive',
  'Proxy-Connection',
  'TE',
  'Trailer',
  'Upgrade',
  'Expect',
  'Proxy-Authorization',
];
const UNSENDABLE = ['a\r\nX-Injected: 1', 'a\nb', '\u2013dash', 'nul\u0000'];

describe('H2: a custom header cannot frame or route the request', () => {
  it.each(FIXED)('%s is refused by create, edit and PUT …/custom_headers/:key', async (name) => {
    const header = [{ key: name, value: 'evil.example' }];
    expect(await answer(create({ custom_headers: header }))).toEqual([422, CREATE_HEADERS]);
    const id = ((await create({})).json as { id: number }).id;
    expect(await answer(call(rig.server, 'PUT', `${HOOKS}/${id}`, { custom_headers: header }))).toEqual([
      422,
      EDIT_HEADERS,
    ]);
    const put = call(rig.server, 'PUT', `${HOOKS}/${id}/custom_headers/${name}`, { value: 'chunked' });
    expect(await answer(put)).toEqual([422, ILLEGAL]);
  });

  it('a value with CR/LF, a control character or above U+00FF is refused; Latin-1 is taken', async () => {
    for (const value of UNSENDABLE) {
      expect(await answer(create({ custom_headers: [{ key: 'X-V', value }] }))).toEqual([
        422,
        CREATE_HEADERS,
      ]);
    }
    const id = (
      (await create({ custom_headers: [{ key: 'X-V', value: 'caf\u00e9\tok' }] })).json as {
        id: number;
      }
    ).id;
    for (const value of UNSENDABLE) {
      const put = call(rig.server, 'PUT', `${HOOKS}/${id}/custom_headers/X-W`, { value });
      expect(await answer(put)).toEqual([422, ILLEGAL]);
    }
  });

  it('a scenario hook with such headers delivers without them: no spoofed Host, one framing', async () => {
    const url = rig.receiver.url('/scenario');
    rig.server.mock.load({
      ...SCENARIO,
      hooks: [
        {
          repo: 'acme/widgets',
          active: true,
          events: ['push_events'],
          config: { url, content_type: 'json' },
          gitlab: {
            custom_headers: {
              Host: 'evil.example',
              'Transfer-Encoding': 'chunked',
              Connection: 'close',
              'X-Crlf': 'a\r\nX-Injected: 1',
              'X-Kept': 'yes',
            },
          },
        },
      ],
    });
    const [sent] = await rig.server.mock.emit('push' as never, { repo: 'acme/widgets' });
    const done = await rig.server.mock.deliveries.waitFor((d) => d.id === sent?.id && settled(d), {
      timeoutMs: 5000,
    });
    expect(done.delivery.status).toBe('delivered');
    const [got] = rig.receiver.received;
    expect(got?.headers.host).toBe(new URL(url).host);
    expect(got?.headers['transfer-encoding']).toBeUndefined();
    expect(got?.headers['x-injected']).toBeUndefined();
    expect(got?.headers['x-kept']).toBe('yes');
    expect(Object.keys(done.headers).map((h) => h.toLowerCase())).not.toEqual(
      expect.arrayContaining(['host']),
    );
    expect(Object.keys(done.headers)).not.toContain('Transfer-Encoding');
  });
});
