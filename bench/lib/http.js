// Minimal node:http client helpers (no fetch: its first call costs milliseconds of setup).
import { Buffer } from 'node:buffer';
import { request } from 'node:http';

/** One request; resolves with `{ status, headers, body }` or rejects on a connection error. */
export function httpRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Polls until `url` answers 200 (connection refused and non-200 are retried at once). */
export async function firstOk(url, headers, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { status } = await httpRequest(url, { headers });
      if (status === 200) return;
    } catch {
      // not accepting connections yet
    }
    if (Date.now() > deadline) throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
