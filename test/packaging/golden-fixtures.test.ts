/**
 * The golden deliveries users can import (issue 20 item 8): `hookmock/fixtures/deliveries/…` in
 * the package's exports, and `goldenDelivery(flavor, name)` from `hookmock/node`; every signature
 * is the HMAC of `rawBody` with the documented secret `golden` (GitHub's too, over a form body as
 * sent, which `verifySignature` accepts).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { GOLDEN_SECRET, goldenDelivery, goldenDeliveryNames } from '../../src/node/index.js';
import { verifySignature } from '../../src/index.js';
import { hmacHex } from '../support/msw.js';

describe('golden deliveries as fixtures', () => {
  it('resolve through the package exports as hookmock/fixtures/deliveries/<flavor>/<name>.json', async () => {
    const require = createRequire(import.meta.url);
    const path = require.resolve('hookmock/fixtures/deliveries/gitea/push.json');
    expect(path).toMatch(/fixtures\/deliveries\/gitea\/push\.json$/);
    const viaImport = (
      await import('hookmock/fixtures/deliveries/gitea/push.json', { with: { type: 'json' } })
    ).default as { rawBody: string };
    expect(viaImport.rawBody).toBe((await goldenDelivery('gitea', 'push')).rawBody);
  });

  it('are signed with the documented secret over rawBody', async () => {
    expect(GOLDEN_SECRET).toBe('golden');
    for (const flavor of ['gitea', 'forgejo', 'spec'] as const) {
      const push = await goldenDelivery(flavor, 'push');
      expect(await verifySignature(GOLDEN_SECRET, push.rawBody, push.headers), flavor).toBe(true);
      expect(JSON.parse(push.rawBody)).toEqual(push.body);
    }
    const opened = await goldenDelivery('gitea', 'pull_request.opened');
    expect(opened.headers['X-Gitea-Signature']).toBe(hmacHex('sha256', 'golden', opened.rawBody));
  });

  it("github's are signed as GitHub signs: X-Hub-Signature-256 and X-Hub-Signature over rawBody", async () => {
    const names = await goldenDeliveryNames('github');
    expect(names).toEqual(expect.arrayContaining(['push', 'form.push', 'pull_request.opened']));
    const unsigned: string[] = [];
    for (const name of names) {
      const d = await goldenDelivery('github', name);
      if (d.headers['X-Hub-Signature-256'] === undefined) {
        unsigned.push(name);
        continue;
      }
      expect(d.headers['X-Hub-Signature-256'], name).toBe(`sha256=${hmacHex('sha256', 'golden', d.rawBody)}`);
      expect(d.headers['X-Hub-Signature'], name).toBe(`sha1=${hmacHex('sha1', 'golden', d.rawBody)}`);
      expect(
        Object.keys(d.headers).filter((h) => /^X-(Gitea|Gogs|Forgejo)-/.test(h)),
        name,
      ).toEqual([]);
      expect(await verifySignature(GOLDEN_SECRET, d.rawBody, d.headers), name).toBe(true);
    }
    // The org hook of the scenario has no secret: GitHub then sends no signature header.
    expect(unsigned).toEqual(['org.push']);
    // A form body is signed as sent (payload=…), not over the JSON inside as Gitea and Forgejo do.
    const form = await goldenDelivery('github', 'form.push');
    expect(form.rawBody.startsWith('payload=')).toBe(true);
    const json = new URLSearchParams(form.rawBody).get('payload') ?? '';
    expect(form.headers['X-Hub-Signature-256']).not.toBe(`sha256=${hmacHex('sha256', 'golden', json)}`);
  });

  it('are listed by name, and a wrong name is refused with the way to list them', async () => {
    const names = await goldenDeliveryNames('forgejo');
    expect(names).toContain('push');
    expect(names).toContain('issues.opened');
    await expect(goldenDelivery('gitea', 'nope')).rejects.toThrow(
      `hookmock: no golden delivery "nope" for gitea (see goldenDeliveryNames('gitea'))`,
    );
    await expect(goldenDelivery('gitea', '../../package')).rejects.toThrow(/not a golden delivery's name/);
  });
});
