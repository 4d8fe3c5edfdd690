#!/usr/bin/env node
// Re-runs the reproductions of security review 5 (H1–H5 and its notes) against `hookmock serve`
// and `hookmock record` on 127.0.0.1, with a node:http receiver on 127.0.0.1 that logs the raw
// head of every request; prints one line per check with what was observed. Every process it
// starts is stopped by its pid before it exits.
//   node scripts/repro-review5.mjs                 the build (dist/cli/main.js)
//   HM_CLI="node --import tsx src/cli/main.ts" node scripts/repro-review5.mjs   from source
import { spawn } from 'node:child_process';
import { createServer, get } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';

const [cmd, ...base] = (process.env.HM_CLI ?? `${process.execPath} dist/cli/main.js`).split(' ');
const children = [];
const dir = mkdtempSync(join(tmpdir(), 'hookmock-review5-'));

/** Starts the CLI with `args`; resolves with the child and the first URL it prints. */
function start(args) {
  const child = spawn(cmd, [...base, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /(http:\/\/127\.0\.0\.1:\d+)\/api\/v4/.exec(out.split('→').at(-1) ?? '')?.[1];
      if (url) resolve({ child, url, out: () => out });
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited ${code}: ${out}`)));
  });
}
const stop = (child, signal = 'SIGTERM') =>
  new Promise((resolve) =>
    child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill(signal)),
  );

const raw = [];
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    raw.push({ path: req.url, head: req.rawHeaders });
    res.writeHead(200).end('ok');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const recv = `http://127.0.0.1:${receiver.address().port}`;
const J = { 'PRIVATE-TOKEN': 'demo', 'Content-Type': 'application/json' };
const line = (id, text) => console.log(`${id.padEnd(5)} ${text}`);

try {
  const serve = await start(['serve', '--port', '0', '--flavor', 'gitlab', '--deliver']);
  const GL = `${serve.url}/api/v4`;
  const api = async (method, path, body, headers = J) => {
    const r = await fetch(`${GL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, text: await r.text() };
  };
  const emit = () =>
    fetch(`${serve.url}/__hookmock/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"event":"push","repo":"acme/widgets"}',
    }).then((r) => r.text());
  const settle = () => new Promise((r) => setTimeout(r, 700));

  // H1: 20 hooks of 30,000 headers, then an emit with /health sent 50 ms into it.
  const big = {
    url: `${recv}/a`,
    push_events: true,
    custom_headers: Array.from({ length: 30000 }, (_, i) => ({ key: `X${i}`, value: 'v' })),
  };
  const codes = [];
  let t = performance.now();
  for (let i = 0; i < 20; i++) codes.push((await api('POST', '/projects/1/hooks', big)).status);
  const createMs = (performance.now() - t) / 20;
  t = performance.now();
  const emitting = emit();
  await new Promise((r) => setTimeout(r, 50));
  const h0 = performance.now();
  // A connection of its own (not the pool's keep-alive one, which the stalled server may drop).
  await new Promise((resolve, reject) =>
    get(`${serve.url}/__hookmock/health`, { agent: false }, (res) => res.resume().on('end', resolve)).on(
      'error',
      reject,
    ),
  );
  const healthMs = performance.now() - h0;
  await emitting;
  const long = 'k'.repeat(900000);
  const singles = [
    { url_variables: [{ key: long, value: 'v' }] },
    { url_variables: [{ key: 'v', value: long }] },
    { custom_headers: [{ key: 'X-Long', value: long }] },
    { custom_headers: [{ key: '__proto__', value: 'v' }] },
  ];
  const single = [];
  for (const extra of singles)
    single.push(
      (await api('POST', '/projects/1/hooks', { url: `${recv}/b`, push_events: true, ...extra })).status,
    );
  line(
    'H1',
    `30,000-header creates: ${[...new Set(codes)].join('/')} ×20 (${createMs.toFixed(0)} ms each); /health during emit ${healthMs.toFixed(0)} ms; 900,000-char key/value/header and __proto__ header: ${single.join(' ')}`,
  );

  // H2: framing names and unsendable values as custom headers, then what the receiver got.
  await fetch(`${serve.url}/__hookmock/reset`, { method: 'POST' });
  const h2 = [];
  for (const [key, value] of [
    ['Host', 'evil.example'],
    ['Transfer-Encoding', 'chunked'],
    ['Connection', 'close, X-Gitlab-Token'],
    ['Expect', '100-continue'],
    ['X-Crlf', 'a\r\nX-Injected: 1'],
    ['X-Uni', '\u2013dash'],
  ])
    h2.push(
      `${key} ${(await api('POST', '/projects/1/hooks', { url: `${recv}/h2`, push_events: true, custom_headers: [{ key, value }] })).status}`,
    );
  raw.length = 0;
  await emit();
  await settle();
  const hosts = raw.flatMap((r) =>
    r.head
      .filter((_, i) => i % 2 === 0 && /^(host|transfer-encoding)$/i.test(r.head[i]))
      .map((n) => `${n}: ${r.head[r.head.indexOf(n) + 1]}`),
  );
  line(
    'H2',
    `creates: ${h2.join(', ')}; requests received ${raw.length}${hosts.length ? ` (${[...new Set(hosts)].join('; ')})` : ''}`,
  );

  // H4: prototype-named placeholders and keys.
  await fetch(`${serve.url}/__hookmock/reset`, { method: 'POST' });
  const ctor = await api('POST', '/projects/1/hooks', {
    url: `${recv}/{constructor}/{toString}`,
    push_events: true,
  });
  const named = await api('POST', '/projects/1/hooks', {
    url: `${recv}/{constructor}`,
    push_events: true,
    url_variables: [{ key: 'constructor', value: 'c1' }],
  });
  const id4 = JSON.parse(named.text).id;
  const put = await api('PUT', `/projects/1/hooks/${id4}/url_variables/__proto__`, { value: 'z' });
  const listed = JSON.parse((await api('GET', `/projects/1/hooks/${id4}`)).text).url_variables;
  const del = await api('DELETE', `/projects/1/hooks/${id4}/url_variables/__proto__`);
  raw.length = 0;
  await emit();
  await settle();
  line(
    'H4',
    `{constructor}/{toString} create ${ctor.status} ${ctor.text.slice(0, 40)}; PUT url_variables/__proto__ ${put.status} (listed: ${JSON.stringify(listed)}), then DELETE ${del.status}; delivered to ${raw.map((r) => r.path).join(' ') || 'nothing'}`,
  );

  // H5: a custom webhook-id on an unsigned hook, a lower-case x-gitlab-token beside the token.
  await fetch(`${serve.url}/__hookmock/reset`, { method: 'POST' });
  const a = await api('POST', '/projects/1/hooks', {
    url: `${recv}/h7`,
    push_events: true,
    custom_headers: [{ key: 'webhook-id', value: 'cust-SECRET-3' }],
  });
  const b = await api('POST', '/projects/1/hooks', {
    url: `${recv}/h8`,
    push_events: true,
    token: 'tok-SECRET-5',
    custom_headers: [{ key: 'x-gitlab-token', value: 'cust-SECRET-4' }],
  });
  raw.length = 0;
  await emit();
  await settle();
  const log10 = (await api('GET', `/projects/1/hooks/${JSON.parse(a.text).id}/events`)).text;
  const log11 = (await api('GET', `/projects/1/hooks/${JSON.parse(b.text).id}/events`)).text;
  const sent = JSON.parse(log11)[0]?.request_headers ?? {};
  const tokenNames = Object.keys(sent).filter((n) => n.toLowerCase() === 'x-gitlab-token');
  const got = raw.find((r) => r.path === '/h8')?.head ?? [];
  const gotToken = got
    .filter((n, i) => i % 2 === 0 && n.toLowerCase() === 'x-gitlab-token')
    .map((n) => got[got.indexOf(n) + 1]);
  line(
    'H5',
    `events log of the webhook-id hook shows its value: ${log10.includes('cust-SECRET-3')}; the token hook's log lists ${tokenNames.join(', ')}; the receiver got X-Gitlab-Token ${gotToken.join(', ')}`,
  );

  // H3: a recording of the one-pair routes.
  const out = join(dir, 'rec-gl.json');
  const rec = await start([
    'record',
    '--upstream',
    serve.url,
    '--out',
    out,
    '--port',
    '0',
    '--flavor',
    'gitlab',
  ]);
  const P = `${rec.url}/api/v4/projects/acme%2Fwidgets/hooks`;
  const created = await fetch(P, {
    method: 'POST',
    headers: J,
    body: JSON.stringify({ url: `${recv}/r`, push_events: true }),
  }).then((r) => r.json());
  const H = `${P}/${created.id}`;
  await fetch(`${H}/custom_headers/X-Other`, {
    method: 'PUT',
    headers: J,
    body: '{"value":"PUTHDR-secret-4"}',
  });
  await fetch(`${H}/url_variables/tok2?value=QUERYVAR-secret-5`, {
    method: 'PUT',
    headers: { 'PRIVATE-TOKEN': 'demo' },
  });
  await fetch(`${H}/custom_headers/X-Form`, {
    method: 'PUT',
    headers: { 'PRIVATE-TOKEN': 'demo', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'value=FORMHDR-secret-6',
  });
  await fetch(`${H}/url_variables/tok3`, { method: 'PUT', headers: J, body: '{"value":"VAR2-secret-10"}' });
  await stop(rec.child, 'SIGINT');
  const file = readFileSync(out, 'utf8');
  const kept = ['PUTHDR-secret-4', 'QUERYVAR-secret-5', 'FORMHDR-secret-6', 'VAR2-secret-10'].filter((s) =>
    file.includes(s),
  );
  line(
    'H3',
    `pair values kept in the recording: ${kept.length} of 4${kept.length ? ` (${kept.join(', ')})` : ''}`,
  );
} finally {
  for (const child of children) await stop(child);
  await new Promise((r) => receiver.close(r));
  rmSync(dir, { recursive: true, force: true });
}
