/**
 * `checkReceiver` with the github flavor against a receiver on 127.0.0.1 (issue 20 item 7): the
 * large-body case sends what GitHub's cap allows (about 24 MB, under its 25 MB), the receiver
 * reads it as a stream (an HMAC and a byte count, no copy kept), a correct receiver passes every
 * case, and one with a framework-style body limit fails the large body alone.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReceiver } from '../../src/index.js';
import { listen } from '../support/server.js';

const SECRET = 'gh-s3cret';
/** GitHub: "Payloads are capped at 25 MB" (webhook-events-and-payloads). */
const GITHUB_CAP = 25_000_000;
const KNOWN = new Set(['push', 'pull_request']);

/**
 * A GitHub-style receiver that streams the body: X-Hub-Signature-256 over the raw bytes, the
 * delivery GUID acted on once, unknown events ignored. Past `limit` bytes it keeps reading (so
 * the sender is not cut off) but answers 413, as body-parser does.
 */
function streamingReceiver(limit: number, sizes: number[]) {
  const acted = new Set<string>();
  return (req: IncomingMessage, res: ServerResponse) => {
    const hmac = createHmac('sha256', SECRET);
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= limit) hmac.update(chunk);
    });
    req.on('end', () => {
      sizes.push(bytes);
      const answer = (status: number) => res.writeHead(status).end();
      if (bytes > limit) return answer(413);
      const expected = Buffer.from(`sha256=${hmac.digest('hex')}`);
      const given = Buffer.from(String(req.headers['x-hub-signature-256'] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return answer(401);
      if (!KNOWN.has(String(req.headers['x-github-event']))) return answer(202);
      const guid = String(req.headers['x-github-delivery']);
      if (acted.has(guid)) return answer(200);
      acted.add(guid);
      return answer(202);
    });
  };
}

describe('checkReceiver, github flavor, over HTTP', () => {
  const sizes: number[] = [];
  const limited: number[] = [];
  let open: Awaited<ReturnType<typeof listen>>;
  let strict: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    open = await listen(streamingReceiver(GITHUB_CAP, sizes));
    strict = await listen(streamingReceiver(1024 * 1024, limited));
  });
  afterAll(async () => {
    await open.close();
    await strict.close();
  });

  it('sends a body near GitHub’s cap, and a correct streaming receiver passes every case', async () => {
    const report = await checkReceiver(`${open.url}/webhook`, { secret: SECRET, flavor: 'github' });
    expect(report.cases.filter((c) => !c.ok)).toEqual([]);
    expect(report).toMatchObject({ ok: true, flavor: 'github', timeoutMs: 10_000, passed: 8 });
    const large = report.cases.find((c) => c.name === 'large-body');
    expect(large?.bodyBytes).toBeGreaterThan(20_000_000);
    expect(large?.bodyBytes).toBeLessThan(GITHUB_CAP);
    // What the report counts is what arrived: one body of that size, every other one small.
    expect(sizes).toHaveLength(8);
    expect(sizes.filter((n) => n > 1_000_000)).toEqual([large?.bodyBytes]);
  }, 30_000);

  it('fails a receiver with a 1 MiB body limit on the large body alone', async () => {
    const report = await checkReceiver(`${strict.url}/webhook`, { secret: SECRET, flavor: 'github' });
    expect(report.cases.filter((c) => !c.ok).map((c) => [c.name, c.status])).toEqual([['large-body', 413]]);
    expect(report.ok).toBe(false);
  }, 30_000);
});
