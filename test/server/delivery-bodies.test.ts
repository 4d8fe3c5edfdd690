/**
 * The standalone transport encodes one event's body once for all its deliveries (the last body's
 * bytes are kept) and sorts its header names once (the last names' order is kept): a delivery
 * of another body or other headers must never go out with the previous one's bytes, length or
 * header order, multi-byte characters included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/core/wire.js';
import { createDeliveryTransport } from '../../src/node/delivery-transport.js';
import { listen } from '../support/server.js';

let receiver: Awaited<ReturnType<typeof listen>>;
const received: { body: string; length: string | undefined; names: string[] }[] = [];

beforeAll(async () => {
  receiver = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        length: req.headers['content-length'],
        names: req.rawHeaders.filter((_, i) => i % 2 === 0),
      });
      res.writeHead(200).end();
    });
  });
});
afterAll(() => receiver.close());

function attempt(
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Delivery {
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

  it('sends each set of headers in the order of Go (sorted), whichever set went before', async () => {
    received.length = 0;
    const transport = createDeliveryTransport({ allowHosts: ['127.0.0.1'] });
    const sets: Record<string, string>[] = [
      { 'X-B': 'b', 'Content-Type': 'application/json', 'X-A': 'a' },
      { 'X-B': 'b', 'Content-Type': 'application/json', 'X-A': 'a' },
      { 'X-B': 'b', 'X-C': 'c', 'Content-Type': 'application/json' },
      { 'X-A': 'a', 'Content-Type': 'application/json', 'X-B': 'b' },
    ];
    for (const headers of sets) await transport(attempt('{}', headers));
    // Node adds Host and Connection after the headers it is given.
    const sent = (names: string[]) => [
      'User-Agent',
      'Content-Length',
      ...names,
      'Accept-Encoding',
      'Host',
      'Connection',
    ];
    expect(received.map((r) => r.names)).toEqual([
      sent(['Content-Type', 'X-A', 'X-B']),
      sent(['Content-Type', 'X-A', 'X-B']),
      sent(['Content-Type', 'X-B', 'X-C']),
      sent(['Content-Type', 'X-A', 'X-B']),
    ]);
  });
});
