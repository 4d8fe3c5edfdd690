// The standalone delivery floor: the same POSTs (headers and body as given) made by a bare
// node:http client, one socket per request (agent: false, as the mock's transport), `concurrency`
// at once. Prints one JSON line: { ms, ok }.
//   node bench/delivery-floor.js '{"url":…,"count":10000,"concurrency":32,"headers":{},"body":"…"}'
import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

const spec = JSON.parse(process.argv[2]);
const body = Buffer.from(spec.body);
let started = 0;
let ok = 0;

function post(i) {
  return new Promise((resolve) => {
    const req = request(`${spec.url}${i}`, { method: 'POST', agent: false, headers: spec.headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) ok += 1;
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.end(body);
  });
}

async function worker() {
  while (started < spec.count) await post(started++);
}

const t0 = performance.now();
await Promise.all(Array.from({ length: spec.concurrency }, worker));
console.log(JSON.stringify({ ms: performance.now() - t0, ok }));
