// S11 (framing), S12 (timeouts and Node's status codes), S14 (scenario file types) and S15
// (the --host warning), over HTTP, raw sockets and the CLI.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenarioFile, startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { exchange, raw } from '../support/raw-http.js';
import { runCli } from '../support/server.js';

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    quiet: true,
    timeouts: { headers: 400, request: 800, idle: 400, checkInterval: 100 },
  });
  dir = await mkdtemp(join(tmpdir(), 'hookmock-security-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** Opens a socket, runs `drip` on it, and resolves with what came back once the server closes it. */
function watch(
  port: number,
  drip: (write: (text: string) => void) => void,
): Promise<{ data: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let data = '';
    const socket = connect({ host: '127.0.0.1', port });
    const timer = setInterval(() => socket.writable && drip((text) => socket.write(text)), 150);
    socket.setEncoding('utf8').on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ data, ms: Date.now() - started });
    });
  });
}

describe('S11: the dashboard cannot be framed', () => {
  it('sends frame-ancestors as a CSP header, and X-Frame-Options: DENY', async () => {
    const answer = await raw(server.port, { path: '/__hookmock/' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });
});

describe('S12: short timeouts, and Node status codes kept', () => {
  it('closes a socket that sends nothing', async () => {
    const { data, ms } = await watch(server.port, () => undefined);
    expect(data).toBe('');
    expect(ms).toBeLessThan(5000);
  });

  it('answers 408 to a request head that drips in', async () => {
    let n = 0;
    const { data } = await watch(server.port, (write) =>
      write(n++ === 0 ? 'GET /__hookmock/health HTTP/1.1\r\n' : `X-${n}: y\r\n`),
    );
    expect(data).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 431 to a 20 KiB URL and 400 to garbage', async () => {
    const long = await exchange(
      server.port,
      Buffer.from(`GET /${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    );
    expect(long.data.toString('latin1')).toMatch(/^HTTP\/1\.1 431 /);
    const garbage = await exchange(server.port, Buffer.from('\x16\x03\x01 not http\r\n\r\n'));
    expect(garbage.data.toString('latin1')).toMatch(/^HTTP\/1\.1 400 /);
    expect((await raw(server.port, { path: '/__hookmock/health' })).status).toBe(200);
  });
});

describe('S14: only .json is parsed and only code files are imported', () => {
  it('refuses any other file type without running it (replay and demo load through the same function)', async () => {
    const marker = join(dir, 'ran');
    const code = `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(marker)}, 'x'); export default {};`;
    for (const name of ['scenario.txt', 'scenario.JSON5', 'scenario', 'recording.json.bak']) {
      const path = join(dir, name);
      await writeFile(path, code);
      await expect(loadScenarioFile(path), name).rejects.toThrow(/unknown scenario file type/);
    }
    await expect(readFile(marker)).rejects.toThrow(/ENOENT/);
    await expect(loadScenarioFile('/etc/hostname')).rejects.toThrow(/unknown scenario file type/);
  });

  it('still loads .json as JSON and .mjs as a module', async () => {
    await writeFile(join(dir, 'a.json'), JSON.stringify({ name: 'from-json' }));
    await writeFile(join(dir, 'b.mjs'), `export default { name: 'from-module' };`);
    expect((await loadScenarioFile(join(dir, 'a.json'))).name).toBe('from-json');
    expect((await loadScenarioFile(join(dir, 'b.mjs'))).name).toBe('from-module');
  });

  it('serve --scenario with another file type is a one-line error, exit 1', async () => {
    const run = runCli(['serve', '--port', '0', '--scenario', '/etc/hostname']);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/unknown scenario file type/);
  });
});

describe('S15 and S3: one-line warnings for settings that open the mock up', () => {
  it('warns when --host is not a loopback address (printed before binding)', async () => {
    // 192.0.2.1 (TEST-NET-1) is on no interface here: the warning shows, then the bind fails.
    const run = runCli(['serve', '--port', '0', '--host', '192.0.2.1']);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/warning: listening on 192\.0\.2\.1, not a loopback address.*control API/);
  });

  it('warns for --delivery-host * and --cors-origin *, and not for the defaults', async () => {
    const open = runCli(['serve', '--port', '0', '--delivery-host', '*', '--cors-origin', '*']);
    try {
      await open.waitForLine(/listening on/);
      expect(open.stderr()).toMatch(/warning: --delivery-host \*/);
      expect(open.stderr()).toMatch(/warning: --cors-origin \*/);
    } finally {
      await open.stop();
    }
    const plain = runCli(['serve', '--port', '0']);
    try {
      await plain.waitForLine(/listening on/);
      expect(plain.stderr()).not.toMatch(/warning/);
    } finally {
      await plain.stop();
    }
  });

  it('rejects a malformed --cors-origin or --allowed-host (exit 2)', async () => {
    const origin = runCli(['serve', '--cors-origin', 'evil.example']);
    expect(await origin.exited).toBe(2);
    expect(origin.stderr()).toMatch(/invalid --cors-origin/);
    const host = runCli(['serve', '--allowed-host', 'a b']);
    expect(await host.exited).toBe(2);
    expect(host.stderr()).toMatch(/invalid --allowed-host/);
  });
});
