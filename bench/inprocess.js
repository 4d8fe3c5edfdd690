// In-process target (issue 29): GET list through msw's setupServer + fetch, answered by
// createHookMock's handlers, beside the same request answered by a hand-written msw handler doing
// the same work — the code a user would otherwise write: check the token, find the repo's hooks,
// answer the first page as JSON (serialized on every request by HttpResponse.json). Both in one
// process, alternated round by round (the order swaps every round); paired ratios, min / median /
// max. The two bodies are compared once before timing (`sameBody`).
//   [HOOKMOCK_DIST=dir] node bench/inprocess.js [--quick]   → one JSON line
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AUTH_HEADERS, HOOKS_IN_REPO, LIST_PATH, TOKEN, benchScenario, specHooks } from './lib/fixtures.js';
import { pairedRatios, spread } from './lib/stats.js';
import { timeAsync } from './lib/timing.js';

const dist = process.env.HOOKMOCK_DIST ?? new URL('../dist', import.meta.url).pathname;
const { createHookMock } = await import(`${dist}/src/index.js`);

const quick = process.argv.includes('--quick');
const url = `http://localhost${LIST_PATH}`;

/** What a user would write instead of hookmock: a Map of repos to hooks and one handler. */
function handWritten() {
  const hooksByRepo = new Map([['acme/widgets', specHooks()]]);
  return http.get('*/api/v1/repos/:owner/:repo/hooks', ({ request, params }) => {
    if (request.headers.get('authorization') !== `token ${TOKEN}`)
      return HttpResponse.json({ message: 'token is required' }, { status: 401 });
    const hooks = hooksByRepo.get(`${params.owner}/${params.repo}`);
    if (!hooks) return HttpResponse.json({ message: 'repository not found' }, { status: 404 });
    return HttpResponse.json(hooks.slice(0, HOOKS_IN_REPO));
  });
}

const mock = createHookMock({ scenario: benchScenario() });
const variants = {
  hookmock: () => setupServer(...mock.handlers),
  handWritten: () => setupServer(handWritten()),
};

async function request() {
  const response = await fetch(url, { headers: AUTH_HEADERS });
  const text = await response.text();
  if (response.status !== 200 || text.length < 100) throw new Error(`unexpected answer ${response.status}`);
}

// The same hooks from both (the hand-written one is compact JSON without Go's trailing newline).
async function bodyOf(name) {
  const server = variants[name]();
  server.listen({ onUnhandledRequest: 'error' });
  try {
    return JSON.parse(await (await fetch(url, { headers: AUTH_HEADERS })).text());
  } finally {
    server.close();
  }
}
const sameBody = JSON.stringify(await bodyOf('hookmock')) === JSON.stringify(await bodyOf('handWritten'));

const times = { hookmock: [], handWritten: [] };
const rounds = quick ? 3 : 5;
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 ? ['handWritten', 'hookmock'] : ['hookmock', 'handWritten']) {
    const server = variants[name]();
    server.listen({ onUnhandledRequest: 'error' });
    times[name].push(await timeAsync(request, { batch: quick ? 200 : 500, rounds: 3, warmup: 200 }));
    server.close();
    mock.requests.clear();
  }
}
const side = (ms) => ({ msPerRequest: spread(ms), rps: spread(ms.map((x) => 1000 / x)) });
console.log(
  JSON.stringify({
    sameBody,
    hookmock: side(times.hookmock),
    handWritten: side(times.handWritten),
    ratio: spread(pairedRatios(times.hookmock, times.handWritten)),
  }),
);
