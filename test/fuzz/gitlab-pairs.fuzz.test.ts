/**
 * Fuzzing the pair fields of GitLab hook create and edit (security review 5, H1/H2/H4): random
 * `custom_headers` and `url_variables` — counts past 20, keys named like `Object.prototype`
 * members, hop-by-hop and framing names, values with CR/LF, control characters, characters above
 * U+00FF and long runs, and arbitrary JSON in their place — sent to create, edit and the one-pair
 * routes of a gitlab server on 127.0.0.1 that delivers to a receiver on 127.0.0.1. Every answer is
 * GitLab's (201/200/204 or a 400/404/422, never a 5xx); every stored hook holds the schema; no
 * delivery carries a header a request may not; `/health` answers after each run and
 * `Object.prototype` stays clean. FUZZ_SEED/FUZZ_PATH replay a failure; FUZZ_SCALE scales runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, gitlabRig, settled } from '../gitlab/receiver.js';

const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => Math.max(10, Math.round(n * SCALE));
const replay = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};

const rig = gitlabRig();
const HOOKS = '/projects/1/hooks';
const ALLOWED = new Set([200, 201, 204, 400, 404, 422]);

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const FIXED = [
  'Host',
  'host',
  'Content-Length',
  'Transfer-Encoding',
  'Connection',
  'Keep-Alive',
  'TE',
  'Upgrade',
];
const BUILT_IN = ['X-Gitlab-Token', 'x-gitlab-token', 'Content-Type', 'webhook-id', 'User-Agent'];

const key = fc.oneof(
  fc.constantFrom(...NAMES, ...FIXED, ...BUILT_IN, 'X-Ok', 'v', 'tok'),
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,12}$/),
  fc.string({ maxLength: 12 }),
  fc.constant('K'.repeat(300)),
);
const value = fc.oneof(
  fc.string({ maxLength: 16 }),
  fc.constantFrom('a\r\nX-Injected: 1', 'a\nb', '\u2013dash', 'caf\u00e9', '', 'nul\u0000', 'chunked'),
  fc.integer({ min: 90, max: 2100 }).map((n) => 'x'.repeat(n)),
);
const pair = fc.record({ key, value });
const pairs = fc.oneof(
  fc.array(pair, { maxLength: 8 }),
  fc
    .integer({ min: 18, max: 40 })
    .map((n) => Array.from({ length: n }, (_, i) => ({ key: `X-K${i}`, value: 'v' }))),
  fc.jsonValue({ maxDepth: 2 }),
);
const url = fc.constantFrom('/h', '/{v}', '/{constructor}/{toString}', '/{tok}/x', '/{__proto__}');
const step = fc.oneof(
  fc.record({ op: fc.constant('create' as const), url, custom_headers: pairs, url_variables: pairs }),
  fc.record({ op: fc.constant('edit' as const), custom_headers: pairs, url_variables: pairs }),
  fc.record({
    op: fc.constant('put' as const),
    field: fc.constantFrom('custom_headers', 'url_variables'),
    key: key.map(encodeURIComponent),
    value,
  }),
);

type Hook = { id: number; custom_headers?: { key: string }[]; url_variables?: { key: string }[] };

async function run(steps: readonly Record<string, unknown>[]) {
  rig.server.mock.reset();
  rig.receiver.received.length = 0;
  let id = 0;
  for (const s of steps) {
    const { op, ...fields } = s;
    const answer =
      op === 'create'
        ? await call(rig.server, 'POST', HOOKS, { ...fields, url: rig.receiver.url(String(fields.url)) })
        : op === 'edit'
          ? await call(rig.server, 'PUT', `${HOOKS}/${id}`, fields)
          : await call(rig.server, 'PUT', `${HOOKS}/${id}/${String(fields.field)}/${String(fields.key)}`, {
              value: fields.value,
            });
    expect(ALLOWED.has(answer.status), `${JSON.stringify(s).slice(0, 300)} → ${answer.status}`).toBe(true);
    if (op === 'create' && answer.status === 201) id = (answer.json as Hook).id;
  }
  const hooks = (await call(rig.server, 'GET', `${HOOKS}?per_page=100`)).json as Hook[];
  for (const hook of hooks) {
    const shown = (await call(rig.server, 'GET', `${HOOKS}/${hook.id}`)).json as Hook;
    expect(shown.custom_headers?.length ?? 0).toBeLessThanOrEqual(20);
    expect(shown.url_variables?.length ?? 0).toBeLessThanOrEqual(20);
    for (const { key: name } of shown.custom_headers ?? []) expect(FIXED).not.toContain(name);
  }
  const sent = await rig.server.mock.emit('push' as never, { repo: 'acme/widgets' });
  await Promise.all(
    sent.map((d) =>
      rig.server.mock.deliveries.waitFor((e) => e.id === d.id && settled(e), { timeoutMs: 5000 }),
    ),
  );
  for (const got of rig.receiver.received) {
    expect(got.headers.host).toBe(new URL(rig.receiver.url('/')).host);
    expect(got.headers['x-injected']).toBeUndefined();
    expect(got.headers['transfer-encoding']).toBeUndefined();
  }
  const health = await fetch(`${rig.server.origin}/__hookmock/health`);
  expect(health.status).toBe(200);
  await health.arrayBuffer();
  expect(Object.getOwnPropertyNames(Object.prototype).filter((n) => !BUILT_IN_PROTO.has(n))).toEqual([]);
}

const BUILT_IN_PROTO = new Set(Object.getOwnPropertyNames(Object.prototype));

describe('fuzzing the pair fields of GitLab hook create and edit (127.0.0.1)', () => {
  it('no 5xx, every stored hook within the schema, no unsendable header sent, /health after each run', async () => {
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        requests += steps.length;
        await run(steps);
      }),
      { numRuns: runs(150), ...replay },
    );
    expect(requests).toBeGreaterThan(0);
    console.log(`gitlab pair fuzz: ${requests} create/edit/pair requests`);
  }, 300_000);
});
