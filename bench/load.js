// The load generator, run as its own process (pinned to its own core by run.js): autocannon
// against one URL, reporting req/s and exact latency percentiles (autocannon's own histogram
// keeps whole milliseconds; we record every 2xx response time as it reports it).
//   node bench/load.js '{"url":…,"method":"GET","headers":{},"body":…,"connections":32,"duration":5,"warmup":1}'
// With `"rotate":{"targets":[path…],"tokens":[token…],"header":name}` every request goes to the
// next (target, token) pair, round-robin (targets fastest): what a rate limit per target and user
// needs (the gitlab test trigger, bench/lib/gitlab-fixtures.js). Building each request costs the
// load core, not the server.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** autocannon from the project's devDependencies, or AUTOCANNON_PATH (a package folder). */
function loadAutocannon() {
  try {
    return require('autocannon');
  } catch (error) {
    if (process.env.AUTOCANNON_PATH) return require(process.env.AUTOCANNON_PATH);
    throw new Error(`autocannon is not installed (npm install --save-dev autocannon): ${error.message}`);
  }
}

let autocannon;
try {
  autocannon = loadAutocannon();
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const spec = JSON.parse(process.argv[2]);

/** autocannon's `requests` for a rotation: one request rebuilt before every send. */
function rotation({ targets, tokens, header }) {
  let sent = 0;
  return [
    {
      setupRequest(request) {
        const i = sent++;
        const token = tokens[Math.floor(i / targets.length) % tokens.length];
        return {
          ...request,
          path: targets[i % targets.length],
          headers: { ...request.headers, [header]: token },
        };
      },
    },
  ];
}

function run(durationSeconds, record) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: spec.url,
        method: spec.method ?? 'GET',
        headers: spec.headers ?? {},
        body: spec.body,
        connections: spec.connections ?? 32,
        pipelining: 1,
        duration: durationSeconds,
        ...(spec.rotate ? { requests: rotation(spec.rotate) } : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    if (record) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    }
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

if (spec.warmup) await run(spec.warmup, false);
const started = process.hrtime.bigint();
const { result, latencies } = await run(spec.duration ?? 5, true);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const sorted = Float64Array.from(latencies).sort();
const ok = result['2xx'];
console.log(
  JSON.stringify({
    rps: ok / (result.duration ?? seconds),
    total: result.requests.total,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    seconds: result.duration ?? seconds,
  }),
);
