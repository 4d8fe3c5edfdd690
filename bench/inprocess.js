// In-process cost: GET list through setupServer + fetch, hookmock's handlers against a
// hand-written msw handler returning the same array, alternated in one process.
//   node bench/inprocess.js [--quick]   → one JSON line
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHookMock } from '../dist/src/index.js';
import { AUTH_HEADERS, LIST_PATH, benchScenario, specHooks } from './lib/fixtures.js';
import { median, timeAsync } from './lib/timing.js';

const quick = process.argv.includes('--quick');
const url = `http://localhost${LIST_PATH}`;
const hooks = specHooks();

const mock = createHookMock({ scenario: benchScenario() });
const variants = {
  hookmock: () => setupServer(...mock.handlers),
  handWritten: () =>
    setupServer(http.get('*/api/v1/repos/:owner/:repo/hooks', () => HttpResponse.json(hooks))),
};

async function request() {
  const response = await fetch(url, { headers: AUTH_HEADERS });
  const text = await response.text();
  if (response.status !== 200 || text.length < 100) throw new Error(`unexpected answer ${response.status}`);
}

// Same body from both (the hand-written one is compact JSON without Go's trailing newline).
async function bodyOf(name) {
  const server = variants[name]();
  server.listen({ onUnhandledRequest: 'error' });
  try {
    return JSON.parse(await (await fetch(url, { headers: AUTH_HEADERS })).text());
  } finally {
    server.close();
  }
}
const same = JSON.stringify(await bodyOf('hookmock')) === JSON.stringify(await bodyOf('handWritten'));

const times = { hookmock: [], handWritten: [] };
const rounds = quick ? 2 : 4;
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 ? ['handWritten', 'hookmock'] : ['hookmock', 'handWritten']) {
    const server = variants[name]();
    server.listen({ onUnhandledRequest: 'error' });
    times[name].push(await timeAsync(request, { batch: quick ? 300 : 1000, rounds: 3, warmup: 300 }));
    server.close();
    mock.requests.clear();
  }
}
const hookmockMs = median(times.hookmock);
const handMs = median(times.handWritten);
console.log(
  JSON.stringify({
    sameBody: same,
    hookmock: { msPerRequest: hookmockMs, rps: 1000 / hookmockMs },
    handWritten: { msPerRequest: handMs, rps: 1000 / handMs },
    ratio: hookmockMs / handMs,
  }),
);
