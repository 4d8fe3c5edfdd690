/**
 * The standalone transport encodes one event's body once for all its deliveries (the last body's
 * bytes are kept): a delivery of another body must never go out with the previous one's bytes
 * or length, multi-byte characters included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/core/wire.js';
import { createDeliveryTransport } from '../../src/node/delivery-transport.js';
import { listen } from '../support/server.js';

let receiver: Awaited<ReturnType<typeof listen>>;
const received: { body: string; length: string | undefined }[] = [];

beforeAll(async () => {
  receiver = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), length: req.headers['content-length'] });
      res.writeHead(200).end();
    });
  });
});
afterAll(() => receiver.close());

function attempt(body: string): Delivery {
  const headers = { 'Content-Type': 'application/json' };
  return { method: 'POST', url: `${receiver.url}/in`, headers, body } as unknown as Delivery;
}

describe('standalone delivery bodies', () => {
  it('sends each body as given, with its own byte length, whichever body went before', async () => {
    const transport = createDeliveryTransport({ allowHosts: ['127.0.0.1'] });
    const bodies = ['{"a":1}', '{"a":1}', '{"é":"ü"}', '{"b":"two"}', '{"a":1}', '{"é":"ü€"}'];
    for (const body of bodies) expect(await transport(attempt(body))).toMatchObject({ status: 'delivered' });
    expect(received.map((r) => r.body)).toEqual(bodies);
    expect(received.map((r) => Number(r.length))).toEqual(bodies.map((b) => Buffer.byteLength(b)));
  });
});
