// Emitting one push to 1,000 subscribed hooks in-process, recording only (no transport), beside
// its floor in the same run: 2,000 HMACs (SHA-256 + SHA-1 per hook) over the same body with
// node:crypto, which any signing emitter must pay.
// `--flavor gitlab` (issue 30): the same 1,000 hooks in the gitlab flavor, each with a token.
// GitLab signs nothing by default (the token goes as `X-Gitlab-Token`), so the floor is what
// GitLab itself does per hook it reaches (`WebHookService#make_request`): the payload serialized
// again for that hook (`Gitlab::Json::LimitedEncoder.encode(data)`) and the request's two ids
// (`Idempotency-Key`, `X-Gitlab-Webhook-UUID`), here `JSON.stringify` of the parsed body and two
// `crypto.randomUUID()`. The HMAC floor is measured in the same rounds too (`hmacRatio`), to set
// the gitlab figure beside the gitea one.
//   node bench/emit.js [--quick] [--flavor gitlab]   → one JSON line
import { createHmac, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CLOCK, TOKEN } from './lib/fixtures.js';
import { pairedRatios, spread } from './lib/stats.js';

const dist = process.env.HOOKMOCK_DIST ?? new URL('../dist', import.meta.url).pathname;
const { createHookMock } = await import(`${dist}/src/index.js`);

const quick = process.argv.includes('--quick');
const flavorAt = process.argv.indexOf('--flavor');
const flavor = flavorAt > 0 ? process.argv[flavorAt + 1] : 'gitea';
const HOOKS = 1000;

const hooks = Array.from({ length: HOOKS }, (_, i) => ({
  repo: 'acme/widgets',
  active: true,
  events: ['push'],
  // gitea: the HMAC key; gitlab: the hook's token (X-Gitlab-Token).
  config: { url: `https://h${i}.example.test/in`, content_type: 'json', secret: `secret-${i}` },
}));
const mock = createHookMock({
  flavor,
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

/** GitLab's own work per hook: serialize the payload for it, two request ids. */
function serializeFloor(payload) {
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < HOOKS; i++) {
    bytes += JSON.stringify(payload).length + randomUUID().length + randomUUID().length;
  }
  if (bytes === 0) throw new Error('nothing serialized');
  return performance.now() - started;
}

const rounds = quick ? 5 : 15;
const gitlab = flavor === 'gitlab';
// Alternated: the floor first on odd rounds, so a neighbour's burst does not always hit one side.
const { body } = await emitOnce(); // warm-up: JIT and the imported-key cache
await emitOnce();
const payload = JSON.parse(body);
const floor = () => (gitlab ? serializeFloor(payload) : hmacFloor(body));
const emitMs = [];
const floorMs = [];
const hmacMs = [];
for (let r = 0; r < rounds; r++) {
  if (r % 2) floorMs.push(floor());
  if (r % 2 && gitlab) hmacMs.push(hmacFloor(body));
  emitMs.push((await emitOnce()).ms);
  if (r % 2 === 0) floorMs.push(floor());
  if (r % 2 === 0 && gitlab) hmacMs.push(hmacFloor(body));
}
const figures = gitlab
  ? {
      flavor,
      hooks: HOOKS,
      bodyBytes: body.length,
      emitMs: spread(emitMs),
      serializeFloorMs: spread(floorMs),
      hmacFloorMs: spread(hmacMs),
      ratio: spread(pairedRatios(emitMs, floorMs)),
      hmacRatio: spread(pairedRatios(emitMs, hmacMs)),
    }
  : {
      hooks: HOOKS,
      bodyBytes: body.length,
      emitMs: spread(emitMs),
      hmacFloorMs: spread(floorMs),
      ratio: spread(pairedRatios(emitMs, floorMs)),
    };
console.log(JSON.stringify(figures));
