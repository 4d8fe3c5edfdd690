/**
 * Fidelity audit 4, row 18, end to end: a TLS-terminating front (node:https with a throwaway
 * self-signed certificate, made by openssl for this test) forwards to `hookmock serve --flavor
 * github` with `X-Forwarded-Proto: https`, and a client that follows `Link` as gh does walks every
 * page of the hooks over https — then gh itself (Debian's `gh`, issue 31), `gh api --paginate`
 * over the hooks and a hook's deliveries, trusting the certificate through SSL_CERT_FILE. Skipped
 * where openssl (or, for gh's case, gh) is missing.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, get } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStandaloneServer } from '../support/server.js';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const hasGh = (() => {
  try {
    execFileSync('gh', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!hasOpenssl)('a TLS front before the github server', () => {
  const mock = useStandaloneServer('github');
  let dir = '';
  let front: Server | undefined;
  let cert = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hookmock-tls-'));
    const [key, crt] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', crt, '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(crt, 'utf8');
    front = createServer({ key: readFileSync(key), cert }, (req, res) => {
      const headers = { ...req.headers, 'x-forwarded-proto': 'https' };
      const upstream = httpRequest(
        { host: '127.0.0.1', port: mock.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => front?.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (front ? front.close(() => resolve()) : resolve()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** GET over https, trusting the throwaway certificate: the status, `Link` and JSON. */
  const fetchTls = (url: string) =>
    new Promise<{ status: number; link: string | undefined; body: { id: number }[] }>((resolve, reject) => {
      get(url, { ca: cert, headers: { Authorization: 'token demo' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            link: typeof res.headers.link === 'string' ? res.headers.link : undefined,
            body: JSON.parse(text),
          }),
        );
      }).on('error', reject);
    });

  it('follows rel="next" over https to the last page, as gh api --paginate does', async () => {
    const port = (front?.address() as AddressInfo).port;
    let next: string | undefined = `https://127.0.0.1:${port}/api/v3/repos/acme/widgets/hooks?per_page=1`;
    const ids: number[] = [];
    while (next !== undefined) {
      const page = await fetchTls(next);
      expect(page.status).toBe(200);
      ids.push(...page.body.map((h) => h.id));
      next = /<([^>]+)>; rel="next"/.exec(page.link ?? '')?.[1];
      if (next !== undefined) expect(next.startsWith(`https://127.0.0.1:${port}/`)).toBe(true);
    }
    expect(ids).toEqual([1, 2]);
  });

  // gh talks to a host other than github.com as GitHub Enterprise Server (`/api/v3`, the server's
  // layout), with GH_ENTERPRISE_TOKEN; its own config in a throwaway directory. Asynchronous: the
  // TLS front answers in this process.
  it.skipIf(!hasGh)('gh api --paginate walks the hooks and a hook’s deliveries over https', async () => {
    const port = (front?.address() as AddressInfo).port;
    for (let i = 0; i < 3; i++) await mock.mock.emit('push', { repo: 'acme/widgets' });
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: dir,
      GH_CONFIG_DIR: join(dir, 'gh'),
      GH_ENTERPRISE_TOKEN: 'demo',
      GH_PROMPT_DISABLED: '1',
      NO_COLOR: '1',
      SSL_CERT_FILE: join(dir, 'cert.pem'),
    };
    const gh = async (path: string) => {
      const { stdout } = await promisify(execFile)(
        'gh',
        ['api', '--paginate', '--jq', '.[].id', `https://127.0.0.1:${port}/api/v3/${path}`],
        { env, timeout: 20_000 },
      );
      return stdout.trim().split('\n').map(Number);
    };
    expect(await gh('repos/acme/widgets/hooks?per_page=1')).toEqual([1, 2]);
    const deliveries = await gh('repos/acme/widgets/hooks/1/deliveries?per_page=1');
    expect(deliveries.length).toBe(mock.mock.deliveries.all().filter((d) => d.hookId === 1).length);
    expect(deliveries.length).toBeGreaterThan(1);
  });
});
