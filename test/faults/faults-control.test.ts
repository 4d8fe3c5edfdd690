// The faults control API over HTTP, the `latency` option and `serve --faults/--latency`.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHookMock } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { serveOptions } from '../../src/cli/serve-parse.js';
import { runCli, useStandaloneServer } from '../support/server.js';

const AUTH = { Authorization: 'token demo' };

describe('control API /__hookmock/faults', () => {
  const server = useStandaloneServer('spec');
  // Control POSTs need a JSON content type (the server's cross-site guard).
  const control = (path: string, init: RequestInit = {}) =>
    fetch(`${server.origin}/__hookmock${path}`, { ...init, headers: { 'Content-Type': 'application/json' } });

  it('adds a list all-or-none, lists, deletes one and all', async () => {
    const added = await control('/faults', {
      method: 'POST',
      body: JSON.stringify([
        { id: 'a', status: 500, path: '/x' },
        { network: 'empty', path: '/y' },
      ]),
    });
    expect([added.status, await added.json()]).toEqual([201, { ids: ['a', 'fault-1'] }]);
    const bad = await control('/faults', {
      method: 'POST',
      body: JSON.stringify([{ id: 'b', status: 500 }, { status: 99 }]),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^invalid fault rule: status: /);
    expect(((await (await control('/faults')).json()) as { id: string }[]).map((r) => r.id)).toEqual([
      'a',
      'fault-1',
    ]);
    expect((await control('/faults/a', { method: 'DELETE' })).status).toBe(204);
    const missing = await control('/faults/a', { method: 'DELETE' });
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'no fault rule "a"' }]);
    expect((await control('/faults', { method: 'DELETE' })).status).toBe(204);
    expect(await (await control('/faults')).json()).toEqual([]);
  });

  it('answers clear errors for bad JSON and other methods', async () => {
    const notJson = await control('/faults', { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect((await control('/faults', { method: 'PUT' })).status).toBe(405);
    expect((await control('/faults/x', { method: 'GET' })).status).toBe(405);
  });

  it('control routes themselves are never faulted', async () => {
    await control('/faults', { method: 'POST', body: JSON.stringify({ network: 'reset' }) });
    expect((await control('/health')).status).toBe(200);
    await expect(fetch(`${server.url}/orgs/acme/hooks`, { headers: AUTH })).rejects.toThrow(TypeError);
    await control('/faults', { method: 'DELETE' });
  });
});

describe('latency', () => {
  it('in-process: delays every mocked API answer by the option, not the control API', async () => {
    const mock = createHookMock({ latency: [30, 40] });
    const msw = setupServer(...mock.handlers);
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      for (let i = 0; i < 3; i++) await fetch('http://localhost/api/v1/orgs/acme/hooks', { headers: AUTH });
      expect(mock.requests.all().every((e) => e.durationMs >= 29 && e.fault === undefined)).toBe(true);
    } finally {
      msw.close();
    }
  });

  it('rejects a malformed latency', () => {
    expect(() => createHookMock({ latency: [5, 1] })).toThrow(/latency must be/);
    expect(() => createHookMock({ latency: -1 })).toThrow(/latency must be/);
  });

  it('server: the control API stays fast while the API is slow', async () => {
    const server = await startServer({ port: 0, quiet: true, latency: 10_000 });
    try {
      const health = await fetch(`${server.origin}/__hookmock/health`, { signal: AbortSignal.timeout(5000) });
      expect(health.status).toBe(200);
      const slow = await fetch(`${server.url}/orgs/acme/hooks`, {
        headers: AUTH,
        signal: AbortSignal.timeout(200),
      }).catch((e: unknown) => e as Error);
      expect((slow as Error).name).toBe('TimeoutError');
    } finally {
      await server.close();
    }
  });
});

describe('serve --faults FILE --latency', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hookmock-faults-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('parses --latency MS and MIN-MAX, rejects anything else', () => {
    expect(serveOptions(['--latency', '25'], {}).latency).toBe(25);
    expect(serveOptions(['--latency', '10-90'], {}).latency).toEqual([10, 90]);
    expect(() => serveOptions(['--latency', 'fast'], {})).toThrow(/invalid --latency "fast"/);
    expect(() => serveOptions(['--latency', '9-1'], {})).toThrow(/invalid --latency "9-1"/);
  });

  it('loads the rules, which reset() returns to; a bad file is a one-line error naming it', async () => {
    const file = join(dir, 'faults.json');
    writeFileSync(file, JSON.stringify([{ id: 'slow-create', operation: 'create', status: 503 }]));
    const cli = runCli(['serve', '--port', '0', '--faults', file, '--latency', '1-3']);
    try {
      const [, url] = (await cli.waitForLine(/listening on (\S+)/)) as RegExpMatchArray;
      const origin = new URL(url!).origin;
      await fetch(`${origin}/__hookmock/reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(((await (await fetch(`${origin}/__hookmock/faults`)).json()) as { id: string }[])[0]?.id).toBe(
        'slow-create',
      );
      const created = await fetch(`${url}/orgs/acme/hooks`, { method: 'POST', headers: AUTH, body: '{}' });
      expect(created.status).toBe(503);
    } finally {
      await cli.stop();
    }
    const badFile = join(dir, 'bad.json');
    writeFileSync(badFile, JSON.stringify([{ status: 'x' }]));
    const bad = runCli(['serve', '--port', '0', '--faults', badFile]);
    expect(await bad.exited).toBe(2); // a usage error: the file is part of the command line
    expect(bad.stderr()).toMatch(new RegExp(`bad\\.json.*status`));
  });
});
