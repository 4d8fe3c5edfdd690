// Branch filters (gitea flavor test route, mock.handle, no transport): the review's ReDoS case
// and the worst cases we could build, each beside a plain `main` filter in the same run.
//   node bench/branch-filter.js [--quick]   → one JSON line
import { createHookMock } from '../dist/src/index.js';
import { TOKEN } from './lib/fixtures.js';
import { timeAsync } from './lib/timing.js';

const quick = process.argv.includes('--quick');

const CASES = [
  // The baseline: what every real filter costs.
  { name: 'plain filter `main`', filter: 'main', ref: 'main' },
  // The ReDoS case (docs/internals/security.md: branch filters): 41 characters, 32-character ref (7.5 s per request before the fix).
  { name: 'ReDoS case: (*a)x20 *b, ref a x32', filter: `${'*a'.repeat(20)}*b`, ref: 'a'.repeat(32) },
  // The same shape, larger: the live states grow with every character.
  { name: '(*a)x300 *b, ref a x1000 + b', filter: `${'*a'.repeat(300)}*b`, ref: `${'a'.repeat(1000)}b` },
  // Every state alive at every step, a ref near the server's 16 KiB URL limit.
  { name: '*({,?})x40, ref a x16000', filter: `*${'{,?}'.repeat(40)}`, ref: 'a'.repeat(16_000) },
  // Past the matcher's step bound: it stops (no match) instead of running for seconds.
  { name: '*({,?})x5000, ref a x16000 (bound)', filter: `*${'{,?}'.repeat(5000)}`, ref: 'a'.repeat(16_000) },
];

function scenario() {
  return {
    name: 'branch-filter-bench',
    clock: '2026-01-01T00:00:00Z',
    users: [{ login: 'alice', token: TOKEN }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: CASES.map((c) => ({
      repo: 'acme/widgets',
      active: true,
      events: ['push'],
      branch_filter: c.filter,
      config: { url: 'https://ci.example.test/hook', content_type: 'json' },
    })),
  };
}

const mock = createHookMock({ flavor: 'gitea', scenario: scenario(), deliveryLimit: 10 });
const press = async (id, ref) => {
  const url = new URL(`http://localhost/api/v1/repos/acme/widgets/hooks/${id}/tests`);
  url.searchParams.set('ref', `refs/heads/${ref}`);
  const headers = { authorization: `token ${TOKEN}` };
  const answer = await mock.handle({
    method: 'POST',
    url,
    header: (n) => headers[n.toLowerCase()] ?? null,
    body: '',
  });
  if (answer.status !== 204) throw new Error(`test route answered ${answer.status}`);
};

const rows = [];
for (const [i, c] of CASES.entries()) {
  const heavy = c.ref.length > 1000;
  const ms = await timeAsync(() => press(i + 1, c.ref), {
    batch: heavy ? 1 : quick ? 200 : 1000,
    rounds: heavy ? (quick ? 3 : 5) : 7,
    warmup: heavy ? 1 : 100,
  });
  mock.requests.clear();
  const status = mock.pings.last()?.delivery.status;
  rows.push({ name: c.name, filterChars: c.filter.length, refChars: c.ref.length, ms, status });
}
const base = rows[0].ms;
console.log(JSON.stringify(rows.map((r) => ({ ...r, ratio: r.ms / base }))));
