/**
 * The receiver's answer kept with a delivery (issue 32 item 7; newcomer trial 4, friction 9):
 * status, headers and the first `deliveryResponseBytes` of the body, the same on every path a
 * delivery takes — the server's node transport (seen through the control API), the fetch
 * transport, and the in-process `receiver` — and cut at the bound, flagged as cut.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery } from '../../src/index.js';
import { createFetchTransport, startServer } from '../../src/node/index.js';
import { listen } from '../support/server.js';

const AUTH = { Authorization: 'token demo', 'Content-Type': 'application/json' };

/** A receiver that refuses every delivery with a 401, a header of its own and a body saying why. */
async function refusingReceiver() {
  return listen((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'X-Receiver': 'refusing' });
      res.end(`bad signature: expected sha256=${'ab'.repeat(32)}`);
    });
  });
}

const settled = (d: Delivery) => d.delivery.status === 'delivered' || d.delivery.status === 'failed';

describe("a delivery keeps the receiver's answer", () => {
  it('on the server: the control API shows status, headers and body, cut at --delivery-response-bytes', async () => {
    const receiver = await refusingReceiver();
    const server = await startServer({
      port: 0,
      quiet: true,
      flavor: 'gitea',
      deliver: true,
      deliveryResponseBytes: 64,
    });
    try {
      const created = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
        method: 'POST',
        headers: AUTH,
        body: JSON.stringify({
          type: 'gitea',
          active: true,
          events: ['push'],
          config: { url: `${receiver.url}/hook`, content_type: 'json' },
        }),
      });
      expect(created.status).toBe(201);
      await server.mock.emit('push', { repo: 'acme/widgets' });
      await server.mock.deliveries.waitFor((d) => d.url.startsWith(receiver.url) && settled(d));
      const listed = (await (await fetch(`${server.origin}/__hookmock/deliveries`)).json()) as Delivery[];
      const mine = listed.find((d) => d.url.startsWith(receiver.url));
      expect(mine?.delivery).toMatchObject({
        status: 'failed',
        responseStatus: 401,
        responseBody: `bad signature: expected sha256=${'ab'.repeat(16)}a`,
        responseBodyTruncated: true,
      });
      expect(mine?.delivery.responseHeaders).toMatchObject({
        'Content-Type': 'text/plain',
        'X-Receiver': 'refusing',
      });
    } finally {
      await server.close();
      await receiver.close();
    }
  });

  it('through the fetch transport: the whole body under the default bound', async () => {
    const receiver = await refusingReceiver();
    try {
      const [attempt] = await createHookMock({ flavor: 'gitea' }).emit('push', { repo: 'acme/widgets' });
      if (!attempt) throw new Error('the default scenario has a push hook on acme/widgets');
      const outcome = await createFetchTransport()(
        { ...attempt, url: `${receiver.url}/hook` },
        { timeoutMs: 5000 },
      );
      expect(outcome).toMatchObject({
        status: 'failed',
        responseStatus: 401,
        responseBody: `bad signature: expected sha256=${'ab'.repeat(32)}`,
      });
      expect(outcome.responseBodyTruncated).toBeUndefined();
      expect(outcome.responseHeaders).toMatchObject({ 'x-receiver': 'refusing' });
    } finally {
      await receiver.close();
    }
  });

  it('in-process: the receiver’s Response, its multi-byte body cut on a character boundary, headers that fit', async () => {
    const mock = createHookMock({
      flavor: 'github',
      deliveryResponseBytes: 15,
      receiver: () => new Response('é'.repeat(9), { status: 202, headers: { 'X-Handled-By': 'app' } }),
    });
    await mock.emit('push', { repo: 'acme/widgets' });
    const delivery = await mock.deliveries.waitFor((d) => settled(d));
    expect(delivery?.delivery).toMatchObject({
      status: 'delivered',
      responseStatus: 202,
      responseBody: 'é'.repeat(7),
      responseBodyTruncated: true,
      responseHeaders: { 'x-handled-by': 'app' },
    });
  });

  it('refuses a bound that is not a whole number of bytes', () => {
    expect(() => createHookMock({ deliveryResponseBytes: -1 })).toThrow(
      /deliveryResponseBytes must be a whole number/,
    );
  });
});
