// The dashboard page is built from src/dashboard/ into a committed module (scripts/build-dashboard.mjs):
// the committed module must match its sources, and every response gets its own CSP nonce.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';

const run = promisify(execFile);

async function page(): Promise<string> {
  const answer = await createHookMock().handle({
    method: 'GET',
    url: new URL('http://localhost/__hookmock/'),
    header: () => null,
    body: '',
  });
  expect(answer?.status).toBe(200);
  return answer?.body ?? '';
}

describe('dashboard page', () => {
  it('the committed dashboard-assets.generated.ts is what its sources build to', async () => {
    const check = run(process.execPath, ['scripts/build-dashboard.mjs', '--check'], { cwd: process.cwd() });
    await expect(check).resolves.toBeDefined();
  });

  it('puts a fresh nonce in the CSP, the style and the script of each page', async () => {
    const nonces = [await page(), await page()].map((html) => {
      const csp = /script-src 'nonce-([0-9a-f]{32})'; style-src 'nonce-\1'/.exec(html)?.[1];
      expect(csp).toBeDefined();
      expect(html).toContain(`<style nonce="${csp}">`);
      expect(html).toContain(`<script nonce="${csp}">`);
      return csp;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
