// Real delivery (deliver: true): the test route POSTs the recorded ping to a local receiver.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFetchTransport, startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import type { PingAttempt } from '../../src/index.js';
import { AUTH, JSON_HEADERS, hookBody, listen, readBody } from '../support/server.js';

const SECRET = 'receiver-s3cret';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  signatureValid: boolean;
}

let server: RunningServer;
let receiver: Awaited<ReturnType<typeof listen>>;
const received: Received[] = [];

/** A receiver like a real one: verifies X-Webhook-Signature (hex HMAC-SHA256 of the body) itself. */
function verify(body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac('sha256', SECRET).update(body).digest('hex'));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '/';
    const signatureValid = verify(body, req.headers['x-webhook-signature'] as string | undefined);
    received.push({ path, headers: req.headers, body, signatureValid });
    if (path.startsWith('/slow')) await new Promise((r) => setTimeout(r, 800));
    const status = path.startsWith('/fail')
      ? 500
      : path.startsWith('/moved')
        ? 302
        : signatureValid || path.startsWith('/nosig')
          ? 200
          : 401;
    res.writeHead(status, status === 302 ? { Location: 'http://example.com/' } : {});
    res.end(status === 200 ? 'thanks' : 'no');
  });
  // Only `localhost` is allowed here, so a hook at 127.0.0.1 proves refusal without a connection.
  server = await startServer({ port: 0, quiet: true, deliver: true, deliveryHosts: ['localhost'] });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(() => {
  server.mock.reset();
  received.length = 0;
});

async function createAndTest(
  url: string,
  secret?: string,
): Promise<{ hookId: number; testMs: number; attempt: PingAttempt }> {
  const created = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: hookBody(url, {}, secret ? { secret } : {}),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const t0 = performance.now();
  const test = await fetch(`${server.url}/repos/acme/widgets/hooks/${id}/tests`, {
    method: 'POST',
    headers: AUTH,
  });
  const testMs = performance.now() - t0;
  expect(test.status).toBe(204);
  const attempt = await server.mock.pings.waitFor((a) => a.hookId === id && a.delivery.status !== 'pending', {
    timeoutMs: 7000,
  });
  return { hookId: id, testMs, attempt };
}

describe('delivery to allowed hosts', () => {
  it('POSTs exactly the recorded headers and body; the receiver verifies the HMAC signature', async () => {
    const url = `http://localhost:${receiver.port}/hook`;
    const { attempt } = await createAndTest(url, SECRET);
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.signatureValid).toBe(true);
    expect(got.body).toBe(attempt.body);
    for (const [name, value] of Object.entries(attempt.headers))
      expect(got.headers[name.toLowerCase()]).toBe(value);
    expect(got.headers['accept'] ?? '').not.toContain('msw/passthrough');
    expect(attempt.delivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(attempt.delivery.durationMs).toBeGreaterThanOrEqual(0);
    // The same outcome through the control API.
    const pings = (await (await fetch(`${server.origin}/__hookmock/pings`)).json()) as PingAttempt[];
    expect(pings.at(-1)?.delivery.status).toBe('delivered');
  });

  it('answers 204 without waiting for the receiver; the attempt is pending, then delivered', async () => {
    const created = await fetch(`${server.url}/orgs/acme/hooks`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: hookBody(`http://localhost:${receiver.port}/slow`, {}, { secret: SECRET }),
    });
    const { id } = (await created.json()) as { id: number };
    const t0 = performance.now();
    const test = await fetch(`${server.url}/orgs/acme/hooks/${id}/tests`, { method: 'POST', headers: AUTH });
    const testMs = performance.now() - t0;
    expect(test.status).toBe(204);
    expect(testMs).toBeLessThan(600);
    expect(server.mock.pings.last()?.delivery.status).toBe('pending');
    const done = await server.mock.pings.waitFor(
      (a) => a.hookId === id && a.delivery.status === 'delivered',
      { timeoutMs: 7000 },
    );
    expect(done.delivery.durationMs).toBeGreaterThanOrEqual(700);
  });

  it('records a non-2xx answer as failed with its status, once (no retries)', async () => {
    const { attempt } = await createAndTest(`http://localhost:${receiver.port}/fail`, SECRET);
    expect(attempt.delivery).toMatchObject({ status: 'failed', responseStatus: 500 });
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(1);
  });

  it('does not follow a redirect (its target might not be allowed)', async () => {
    const { attempt } = await createAndTest(`http://localhost:${receiver.port}/moved`, SECRET);
    expect(attempt.delivery).toMatchObject({ status: 'failed', responseStatus: 302 });
    expect(attempt.delivery.error).toMatch(/redirect/);
  });

  it('records a refused connection as failed with the error', async () => {
    const closed = await listen(() => undefined);
    const port = closed.port;
    await closed.close();
    const { attempt } = await createAndTest(`http://localhost:${port}/gone`);
    expect(attempt.delivery.status).toBe('failed');
    expect(attempt.delivery.error).toMatch(/ECONNREFUSED|connect|fetch failed/i);
  });
});

describe('hosts that are not allowed', () => {
  it('records the attempt as failed with a reason and makes no connection', async () => {
    const { attempt } = await createAndTest(`http://127.0.0.1:${receiver.port}/forbidden`, SECRET);
    expect(attempt.delivery.status).toBe('failed');
    expect(attempt.delivery.reason).toMatch(/not allowed/);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(0);
  });

  it('refuses a public host by default', async () => {
    const plain = await startServer({ port: 0, quiet: true, deliver: true });
    try {
      const created = await fetch(`${plain.url}/orgs/acme/hooks`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: hookBody('https://example.com/hook'),
      });
      const { id } = (await created.json()) as { id: number };
      expect(
        (await fetch(`${plain.url}/orgs/acme/hooks/${id}/tests`, { method: 'POST', headers: AUTH })).status,
      ).toBe(204);
      const attempt = await plain.mock.pings.waitFor(
        (a) => a.hookId === id && a.delivery.status !== 'pending',
      );
      expect(attempt.delivery).toMatchObject({ status: 'failed' });
      expect(attempt.delivery.reason).toMatch(/example\.com/);
    } finally {
      await plain.close();
    }
  });
});

describe('the fetch transport', () => {
  it('gives up after its timeout and records the failure (5 s by default; 300 ms here)', async () => {
    const hanging = await listen(() => undefined); // never answers
    try {
      const transport = createFetchTransport({ timeoutMs: 300 });
      const attempt =
        server.mock.pings.all()[0] ??
        (await createAndTest(`http://localhost:${receiver.port}/nosig`)).attempt;
      const t0 = performance.now();
      const outcome = await transport({ ...attempt, url: `${hanging.url}/slow` });
      expect(performance.now() - t0).toBeLessThan(2000);
      expect(outcome).toMatchObject({ status: 'failed', error: 'timed out after 300 ms' });
    } finally {
      await hanging.close();
    }
  });
});

describe('deliveryTimeoutMs on the standalone server', () => {
  it("is the node transport's timeout (5 s unless set): a silent receiver fails after it", async () => {
    const hanging = await listen(() => undefined); // never answers
    const quick = await startServer({ port: 0, quiet: true, deliver: true, deliveryTimeoutMs: 300 });
    try {
      const created = await fetch(`${quick.url}/repos/acme/widgets/hooks`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: hookBody(`${hanging.url}/silent`),
      });
      const { id } = (await created.json()) as { id: number };
      const t0 = performance.now();
      await fetch(`${quick.url}/repos/acme/widgets/hooks/${id}/tests`, { method: 'POST', headers: AUTH });
      const attempt = await quick.mock.pings.waitFor(
        (a) => a.hookId === id && a.delivery.status !== 'pending',
        { timeoutMs: 4000 },
      );
      expect(attempt.delivery).toMatchObject({ status: 'failed', error: 'timed out after 300 ms' });
      expect(performance.now() - t0).toBeLessThan(3000);
    } finally {
      await quick.close();
      await hanging.close();
    }
  });
});
