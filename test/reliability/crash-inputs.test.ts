/**
 * Issue 17 item 1 / security review 3 F1: nothing a client sends ends the process. Fault rule
 * headers node:http cannot write are refused when the rule is added (root and session control
 * API, `serve --faults`); an exception nothing caught is logged by `serve`, which keeps serving;
 * a fault delay longer than the idle timeout is honoured.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { AUTH, runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'hookmock-crash-'));
const processes: CliProcess[] = [];
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true });
});
afterEach(async () => {
  for (const p of processes.splice(0)) await p.stop();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Each of these made the next matching API request end the process (F1). */
const BAD_HEADERS: [Record<string, string>, string][] = [
  [{ 'bad name': 'x' }, '"bad name"'],
  [{ '': 'x' }, '""'],
  [{ 'X-Split': 'a\r\nSet-Cookie: y=1' }, '"X-Split"'],
  [{ 'X-Retry': 'in 5 min \u2013 later' }, '"X-Retry"'],
  [{ 'X-Cafe': 'caf\u00e9\u0100' }, '"X-Cafe"'],
  [{ 'content-length': '1' }, '"content-length"'],
  [{ 'Transfer-Encoding': 'chunked' }, '"Transfer-Encoding"'],
  [{ Connection: 'close' }, '"Connection"'],
];

async function postFault(controlUrl: string, headers: Record<string, string>) {
  const rule = { operation: 'list', status: 500, headers };
  const answer = await fetch(`${controlUrl}/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  return { status: answer.status, body: (await answer.json()) as { message?: string } };
}

async function listHooks(apiUrl: string): Promise<number> {
  return (await fetch(`${apiUrl}/repos/acme/widgets/hooks`, { headers: AUTH })).status;
}

describe('F1: fault headers are checked when the rule is added', () => {
  it.each(BAD_HEADERS)(
    'the root control API refuses %j with a 400 naming the header',
    async (headers, named) => {
      const { status, body } = await postFault(`${server.origin}/__hookmock`, headers);
      expect(status).toBe(400);
      expect(body.message).toContain(named);
      expect(await listHooks(server.url)).toBe(200);
    },
  );

  it('a session control API refuses them too, and the root keeps answering', async () => {
    const created = await fetch(`${server.origin}/__hookmock/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { id } = (await created.json()) as { id: string };
    const { status, body } = await postFault(`${server.origin}/sessions/${id}/__hookmock`, {
      'X-Retry': 'in 5 min \u2013 later',
    });
    expect(status).toBe(400);
    expect(body.message).toContain('X-Retry');
    expect(await listHooks(`${server.origin}/sessions/${id}/api/v1`)).toBe(200);
    expect((await fetch(`${server.origin}/__hookmock/health`)).status).toBe(200);
  });

  it('a valid header still goes out with the fault answer', async () => {
    const { status } = await postFault(`${server.origin}/__hookmock`, {
      'Retry-After': '5',
      'X-Note': 'café',
    });
    expect(status).toBe(201);
    const answer = await fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: AUTH });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBe('5');
    await fetch(`${server.origin}/__hookmock/faults`, { method: 'DELETE' });
  });

  it('serve --faults with such a rule stops at start: one clear line, exit 2', async () => {
    const file = join(dir, 'faults.json');
    writeFileSync(file, JSON.stringify([{ operation: 'list', status: 503, headers: { 'bad name': 'x' } }]));
    const p = runCli(['serve', '--port', '0', '--faults', file]);
    processes.push(p);
    const code = await Promise.race([
      p.exited,
      new Promise((r) => setTimeout(() => r('still running'), 8000)),
    ]);
    expect(code).toBe(2);
    expect(p.stderr()).toMatch(/faults file .*rule 1: invalid fault rule: headers: "bad name"/);
  });
});

describe('F7: deep fault bodies and headers are refused, not stored', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  it.each([
    ['body', `{"operation":"get","status":500,"body":${deep(20_000)}}`],
    ['headers', `[{"operation":"get","status":500,"headers":${deep(20_000)}}]`],
  ])(
    'a %s nested 20,000 deep gets a 400 naming the field; GET /faults keeps answering',
    async (field, body) => {
      const answer = await fetch(`${server.origin}/__hookmock/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toContain(field);
      expect((await fetch(`${server.origin}/__hookmock/faults`)).status).toBe(200);
    },
  );
});

describe('serve logs an exception nothing caught and keeps serving', () => {
  it('survives a throw in a timer and an unhandled rejection', async () => {
    const file = join(dir, 'throwing.mjs');
    writeFileSync(
      file,
      [
        "setTimeout(() => { throw new Error('boom from a timer'); }, 300);",
        "setTimeout(() => { void Promise.reject(new Error('nobody awaited this')); }, 350);",
        "export default { name: 'throwing' };",
      ].join('\n'),
    );
    const p = runCli(['serve', '--port', '0', '--scenario', file]);
    processes.push(p);
    const [, url] = await p.waitForLine(/listening on (http:\S+)/);
    await new Promise((r) => setTimeout(r, 800));
    const health = await fetch(new URL('/__hookmock/health', url));
    expect(health.status).toBe(200);
    expect(p.stderr()).toContain('boom from a timer');
    expect(p.stderr()).toContain('nobody awaited this');
  });
});

describe('a fault delay longer than the idle timeout', () => {
  it('is honoured: the answer comes after the delay instead of a closed socket', async () => {
    const slow = await startServer({
      port: 0,
      quiet: true,
      timeouts: { idle: 300 },
      faults: [{ operation: 'list', delayMs: 900 }],
    });
    try {
      const started = Date.now();
      expect(await listHooks(slow.url)).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(850);
    } finally {
      await slow.close();
    }
  });
});
