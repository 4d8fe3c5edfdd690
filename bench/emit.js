// Emitting one push to 1,000 subscribed hooks in-process, recording only (no transport), beside
// its floor in the same run: 2,000 HMACs (SHA-256 + SHA-1 per hook) over the same body with
// node:crypto, which any signing emitter must pay.
//   node bench/emit.js [--quick]   → one JSON line
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CLOCK, TOKEN } from './lib/fixtures.js';
import { pairedRatios, spread } from './lib/stats.js';

const dist = process.env.HOOKMOCK_DIST ?? new URL('../dist', import.meta.url).pathname;
const { createHookMock } = await import(`${dist}/src/index.js`);

const quick = process.argv.includes('--quick');
const HOOKS = 1000;

const hooks = Array.from({ length: HOOKS }, (_, i) => ({
  repo: 'acme/widgets',
  active: true,
  events: ['push'],
  config: { url: `https://h${i}.example.test/in`, content_type: 'json', secret: `secret-${i}` },
}));
const mock = createHookMock({
  flavor: 'gitea',
  clock: () => new Date(CLOCK),
  deliveryLimit: HOOKS * 2,
  scenario: {
    name: 'emit-1000',
    clock: CLOCK,
    users: [{ login: 'alice', token: TOKEN }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks,
  },
});

async function emitOnce() {
  mock.deliveries.clear();
  const started = performance.now();
  const sent = await mock.emit('push', { repo: 'acme/widgets' });
  const ms = performance.now() - started;
  if (sent.length !== HOOKS) throw new Error(`expected ${HOOKS} deliveries, got ${sent.length}`);
  return { ms, body: sent[0].body };
}

function hmacFloor(body) {
  const started = performance.now();
  for (let i = 0; i < HOOKS; i++) {
    createHmac('sha256', `secret-${i}`).update(body).digest('hex');
    createHmac('sha1', `secret-${i}`).update(body).digest('hex');
  }
  return performance.now() - started;
}

const rounds = quick ? 5 : 15;
// Alternated: the floor first on odd rounds, so a neighbour's burst does not always hit one side.
const { body } = await emitOnce(); // warm-up: JIT and the imported-key cache
await emitOnce();
const emitMs = [];
const floorMs = [];
for (let r = 0; r < rounds; r++) {
  if (r % 2) floorMs.push(hmacFloor(body));
  emitMs.push((await emitOnce()).ms);
  if (r % 2 === 0) floorMs.push(hmacFloor(body));
}
console.log(
  JSON.stringify({
    hooks: HOOKS,
    bodyBytes: body.length,
    emitMs: spread(emitMs),
    hmacFloorMs: spread(floorMs),
    ratio: spread(pairedRatios(emitMs, floorMs)),
  }),
);
