/**
 * Security review 3 F11: the remote client has a per-call timeout, `waitFor` keeps its deadline
 * when a poll hangs, and `createSession` stays on the origin it was given.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { HookMockClientError, connectHookMock } from '../../src/client/index.js';
import { listen } from '../support/server.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A fake hookmock: `routes` answer by path; any other path is accepted and never answered. */
async function fake(routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void>) {
  const seen: string[] = [];
  const server = await listen((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    routes[req.url ?? '']?.(req, res);
  });
  closers.push(server.close);
  return { ...server, seen };
}

const okJson = (body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Resolves with what `promise` settled to, or 'pending' after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);
}

describe('F11: the remote client never hangs on a silent server', () => {
  it('connectHookMock rejects after timeoutMs with status 0 and says why', async () => {
    const silent = await fake({});
    const started = Date.now();
    const outcome = await within(
      connectHookMock(silent.url, { timeoutMs: 300 }).then(
        () => 'connected',
        (error: unknown) => error,
      ),
      3000,
    );
    expect(outcome).toBeInstanceOf(HookMockClientError);
    expect((outcome as HookMockClientError).status).toBe(0);
    expect((outcome as HookMockClientError).message).toMatch(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('waitFor rejects at its deadline although the poll itself hangs', async () => {
    const server = await fake({ '/__hookmock/health': okJson({ ok: true }) });
    const client = await connectHookMock(server.url, { timeoutMs: 20_000 });
    const started = Date.now();
    const outcome = await within(
      client.deliveries
        .waitFor(() => true, { timeoutMs: 300 })
        .then(
          () => 'found',
          (error: unknown) => error,
        ),
      3000,
    );
    expect(outcome).toBeInstanceOf(Error);
    expect(String(outcome)).toMatch(/within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('createSession keeps the origin it was given and uses only the returned id', async () => {
    const server = await fake({
      '/__hookmock/health': okJson({ ok: true }),
      '/__hookmock/sessions': okJson({ id: 'abc', url: 'http://127.0.0.2:9/sessions/abc/api/v1' }),
      '/sessions/abc/__hookmock/health': okJson({ ok: true }),
    });
    const client = await connectHookMock(server.url, { timeoutMs: 2000 });
    const session = await client.createSession();
    expect(session.url).toBe(`${server.url}/sessions/abc/api/v1`);
    expect(session.controlUrl).toBe(`${server.url}/sessions/abc/__hookmock`);
    expect(server.seen).toContain('GET /sessions/abc/__hookmock/health');
  });
});
