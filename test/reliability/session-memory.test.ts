/**
 * Security review 3 F2: sessions cannot exhaust the heap. A create that would go past the
 * memory budget (a share of the heap limit) is refused with 507 and a message; the process
 * lives on, under a small heap too.
 */
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import { runCli } from '../support/server.js';

const createSession = (origin: string, body: unknown) =>
  fetch(`${origin}/__hookmock/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('F2: the session memory budget', () => {
  it('refuses a create with 507 and says what to do once the heap is past its share', async () => {
    const server = await startServer({ port: 0, quiet: true, sessionHeapShare: 0 });
    try {
      const answer = await createSession(server.origin, {});
      expect(answer.status).toBe(507);
      const { message } = (await answer.json()) as { message: string };
      expect(message).toMatch(/memory budget reached: \d+ MiB of the \d+ MiB heap/);
      expect(message).toContain('--max-old-space-size');
      expect((await fetch(`${server.origin}/__hookmock/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('under --max-old-space-size=160, generated sessions are refused (507), never fatal', async () => {
    const cli = runCli(['serve', '--port', '0', '--max-sessions', '1000'], {
      NODE_OPTIONS: '--max-old-space-size=160',
    });
    try {
      const [, url] = await cli.waitForLine(/listening on (http:\S+)/);
      const origin = new URL(url as string).origin;
      const statuses: number[] = [];
      for (let i = 0; i < 60 && !statuses.includes(507); i += 1) {
        const body = { scenario: { generate: { orgs: 100, reposPerOrg: 10, hooksPerRepo: 2 } } };
        statuses.push((await createSession(origin, body)).status);
      }
      expect(statuses).toContain(507);
      expect(statuses.filter((s) => s !== 201 && s !== 507)).toEqual([]);
      expect((await fetch(`${origin}/__hookmock/health`)).status).toBe(200);
    } finally {
      await cli.stop();
    }
  }, 120_000);
});
