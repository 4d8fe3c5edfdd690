/**
 * `checkReceiver` in the bitbucket flavor against real node:http receivers on 127.0.0.1: one that
 * verifies `X-Hub-Signature` with `verifySignature` passes, one that skips it fails the
 * bad-signature and missing-signature cases.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkReceiver, verifySignature } from '../../src/index.js';

const SECRET = 'receiver-secret';

type Handler = (headers: IncomingMessage['headers'], body: string) => Promise<number>;

async function withReceiver<T>(handle: Handler, run: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => void handle(req.headers, body).then((status) => res.writeHead(status).end()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/bitbucket`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const careful: Handler = async (headers, body) =>
  (await verifySignature(SECRET, body, headers)) ? 200 : 403;
const sloppy: Handler = async () => 200;

describe('check-receiver speaks Bitbucket Cloud', () => {
  it('a receiver that verifies X-Hub-Signature passes the signature cases', async () => {
    const report = await withReceiver(careful, (url) =>
      checkReceiver(url, { secret: SECRET, flavor: 'bitbucket' }),
    );
    const byName = Object.fromEntries(report.cases.map((c) => [c.name, c.ok]));
    expect(byName).toMatchObject({ valid: true, 'bad-signature': true, 'missing-signature': true });
  });

  it('a receiver that skips the signature fails', async () => {
    const report = await withReceiver(sloppy, (url) =>
      checkReceiver(url, { secret: SECRET, flavor: 'bitbucket' }),
    );
    expect(report.ok).toBe(false);
    const failed = report.cases.filter((c) => !c.ok).map((c) => c.name);
    expect(failed).toEqual(expect.arrayContaining(['bad-signature', 'missing-signature']));
  });
});
