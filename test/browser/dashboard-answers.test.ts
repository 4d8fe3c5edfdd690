// The dashboard shows the receiver's answer (issue 32 item 7; newcomer trial 4, friction 9), in
// headless Chromium: each delivery row has its HTTP status, duration and outcome; its detail the
// request's headers and body and the response's status, headers and body; a delivery recorded by
// a server without --deliver says it was not sent, and how to send it.
import { describe, expect, it } from 'vitest';
import { SKIP_MESSAGE, hasChromium } from '../support/browser.js';
import { useDashboard } from '../support/dashboard.js';
import { listen, useStandaloneServer } from '../support/server.js';

const AUTH = { Authorization: 'token demo', 'Content-Type': 'application/json' };
const title = "the dashboard shows the receiver's answer";

describe.skipIf(!hasChromium)(hasChromium ? title : `${title} (${SKIP_MESSAGE})`, () => {
  describe('a server with --deliver', () => {
    const server = useStandaloneServer('gitea', { deliver: true });
    const ui = useDashboard(server);

    it('a refused delivery: HTTP 401, the time, and the answer in the detail', async () => {
      const receiver = await listen((req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(401, { 'Content-Type': 'text/plain', 'X-Receiver': 'refusing' });
          res.end('bad signature');
        });
      });
      try {
        const hook = {
          type: 'gitea',
          active: true,
          events: ['push'],
          config: { url: `${receiver.url}/hook`, content_type: 'json' },
        };
        const created = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
          method: 'POST',
          headers: AUTH,
          body: JSON.stringify(hook),
        });
        const { id } = (await created.json()) as { id: number };
        await server.mock.emit('push', { repo: 'acme/widgets' });
        const sent = await server.mock.deliveries.waitFor(
          (d) => d.hookId === id && d.delivery.status === 'failed',
        );
        const { page, errors } = ui.tab;
        const row = page.locator(`#deliveries tr[data-delivery-id="${sent.id}"]`);
        await expect
          .poll(() => row.locator('td').nth(6).textContent())
          .toMatch(/^failed · HTTP 401 · [\d.]+ ms · receiver answered 401/);
        await row.locator('summary').click();
        expect(await row.locator('pre.headers').textContent()).toMatch(/^X-Gitea-Event: push$/m);
        expect(await row.locator('pre.body').textContent()).toContain('"ref": "refs/heads/main"');
        expect(await row.locator('pre.response-status').textContent()).toBe('HTTP 401');
        expect(await row.locator('pre.response-headers').textContent()).toMatch(/^X-Receiver: refusing$/m);
        expect(await row.locator('pre.response-body').textContent()).toBe('bad signature');
        expect(errors).toEqual([]);
      } finally {
        await receiver.close();
      }
    });
  });

  describe('a server without --deliver', () => {
    const server = useStandaloneServer('gitea');
    const ui = useDashboard(server);

    it('a recorded delivery says it was not sent, and how to send it', async () => {
      const [recorded] = await server.mock.emit('push', { repo: 'acme/widgets' });
      const { page, errors } = ui.tab;
      const row = page.locator(`#deliveries tr[data-delivery-id="${recorded?.id}"]`);
      await expect
        .poll(() => row.locator('td').nth(6).textContent())
        .toMatch(/^recorded · not sent: start with --deliver/);
      await row.locator('summary').click();
      expect(await row.locator('.response-none').textContent()).toBe(
        'no answer: not sent: start with --deliver',
      );
      expect(errors).toEqual([]);
    });
  });
});
