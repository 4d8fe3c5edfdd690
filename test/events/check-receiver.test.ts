/**
 * `checkReceiver(target, options)` (issue 20 item 7) in-process, against fetch handlers: a correct
 * receiver passes every case; one that skips signature checks fails exactly the two signature
 * cases; a slow path fails `in-time` against the timeout; a crash on an unknown event fails
 * `unknown-event`. Over HTTP and as `hookmock check-receiver`: test/server/receiver-cli.test.ts.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { checkReceiver } from '../../src/index.js';
import { correctReceiver, fetchHandler, sloppyReceiver } from '../support/receivers.js';

const failing = (report: Awaited<ReturnType<typeof checkReceiver>>) =>
  report.cases.filter((c) => !c.ok).map((c) => c.name);

describe('checkReceiver in-process', () => {
  it('passes a correct receiver on every case, in order, and reports the redelivery guid', async () => {
    const { receive, acted } = correctReceiver('s3cret');
    const report = await checkReceiver(fetchHandler(receive), { secret: 's3cret', flavor: 'gitea' });
    expect(failing(report)).toEqual([]);
    expect(report).toMatchObject({ ok: true, flavor: 'gitea', timeoutMs: 5000, passed: 8, failed: 0 });
    expect(report.cases.map((c) => c.name)).toEqual([
      'valid',
      'bad-signature',
      'missing-signature',
      'redelivery',
      'unknown-event',
      'form-body',
      'large-body',
      'in-time',
    ]);
    const byName = Object.fromEntries(report.cases.map((c) => [c.name, c]));
    expect(byName.redelivery?.guid).toBe(byName.valid?.guid);
    expect(byName['bad-signature']?.status).toBe(401);
    expect(byName['large-body']?.bodyBytes).toBeGreaterThan(1000 * 1024);
    // The receiver acted once on the valid delivery and not again on its redelivery.
    expect(acted.filter((guid) => guid === byName.valid?.guid)).toHaveLength(1);
  });

  it('fails a receiver that skips signature checks on exactly the signature cases', async () => {
    const report = await checkReceiver(fetchHandler(sloppyReceiver), { secret: 's', flavor: 'gitea' });
    expect(failing(report)).toEqual(['bad-signature', 'missing-signature']);
    expect(report.ok).toBe(false);
    expect(report.cases[1]).toMatchObject({ expected: '4xx', status: 200 });
  });

  it('holds every case to the timeout and names a crash on an unknown event', async () => {
    const { receive } = correctReceiver('s');
    const app = new Hono();
    app.post('/hooks/in', async (c) => {
      const event = c.req.header('x-gitea-event');
      if (event === 'hookmock_unknown_event') return c.text('unexpected event', 500);
      if (event === 'pull_request') await new Promise((resolve) => setTimeout(resolve, 400));
      return fetchHandler(receive)(c.req.raw);
    });
    const report = await checkReceiver(app, {
      secret: 's',
      flavor: 'gitea',
      timeoutMs: 150,
      url: 'http://app.test/hooks/in',
    });
    expect(failing(report)).toEqual(['unknown-event', 'in-time']);
    expect(report.cases.find((c) => c.name === 'in-time')).toMatchObject({
      error: 'timed out after 150 ms',
      event: 'pull_request',
    });
    expect(report.url).toBe('http://app.test/hooks/in');
  });

  it('refuses to run without a secret or with an unknown flavor', async () => {
    await expect(checkReceiver(fetchHandler(sloppyReceiver), { secret: '' })).rejects.toThrow(
      'hookmock: checkReceiver needs { secret }',
    );
    // @ts-expect-error a flavor hookmock does not have (a JavaScript caller can pass one)
    const unknown = checkReceiver('http://127.0.0.1:1/x', { secret: 's', flavor: 'nope' });
    await expect(unknown).rejects.toThrow('hookmock: unknown flavor "nope"');
  });
});
