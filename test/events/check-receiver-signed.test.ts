/**
 * Issue 45 item 10 (newcomer trial 5, N4): `checkReceiver` for gitlab with a signing token also
 * sends a stale `webhook-timestamp` and a replayed signature, so a receiver that skips Standard
 * Webhooks' 5-minute window (or checks the token only) fails; its texts speak of the token.
 */
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { checkReceiver } from '../../src/index.js';

const TOKEN = 's3cret';
const SIGNING = `whsec_${Buffer.from('check-receiver-signing-key-32byt').toString('base64')}`;
const key = Buffer.from(SIGNING.slice('whsec_'.length), 'base64');

/** A receiver checking the token, then `check(headers, body)`; 401 when either fails. */
function receiver(check: (headers: Headers, body: string) => boolean) {
  return async (request: Request): Promise<Response> => {
    const body = await request.text();
    if (request.headers.get('x-gitlab-token') !== TOKEN) return new Response('bad token', { status: 401 });
    return check(request.headers, body) ? new Response('ok') : new Response('bad signature', { status: 401 });
  };
}

/** The full check: standardwebhooks' `verify`, its 5-minute window included. */
const verified = receiver((headers, body) => {
  try {
    new Webhook(SIGNING).verify(body, Object.fromEntries(headers));
    return true;
  } catch {
    return false;
  }
});

/** The HMAC alone, no window: what N4's receiver did. */
const windowless = receiver((headers, body) => {
  const signed = `${headers.get('webhook-id')}.${headers.get('webhook-timestamp')}.${body}`;
  const expected = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  return (headers.get('webhook-signature') ?? '').split(' ').includes(expected);
});

const failing = (report: Awaited<ReturnType<typeof checkReceiver>>) =>
  report.cases.filter((c) => !c.ok).map((c) => c.name);

describe('checkReceiver --flavor gitlab with a signing token', () => {
  it('sends a stale timestamp and a replayed signature last; a Standard Webhooks receiver refuses both', async () => {
    const report = await checkReceiver(verified, { secret: TOKEN, signingToken: SIGNING, flavor: 'gitlab' });
    expect(failing(report)).toEqual([]);
    expect(report.cases.map((c) => c.name).slice(-2)).toEqual(['stale-timestamp', 'replayed-signature']);
  });

  it('fails a receiver that skips the 5-minute window on exactly the stale case', async () => {
    const report = await checkReceiver(windowless, {
      secret: TOKEN,
      signingToken: SIGNING,
      flavor: 'gitlab',
    });
    expect(failing(report)).toEqual(['stale-timestamp']);
  });

  it('speaks of the token, not of secrets; no signed cases without a signing token', async () => {
    const sloppy = async () => new Response('ok');
    const report = await checkReceiver(sloppy, { secret: TOKEN, flavor: 'gitlab' });
    expect(failing(report)).toEqual(['bad-signature', 'missing-signature']);
    const why = Object.fromEntries(report.cases.map((c) => [c.name, c.why]));
    expect(why['bad-signature']).toMatch(/another X-Gitlab-Token/);
    expect(why['missing-signature']).toMatch(/without X-Gitlab-Token/);
    expect(JSON.stringify(report.cases)).not.toMatch(/another secret|unsigned bodies/);
    expect(report.cases.map((c) => c.name)).not.toContain('stale-timestamp');
  });
});
