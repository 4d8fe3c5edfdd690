// The hooks-admin example against a server session, asserted with hookmock/client and the
// hookmock/vitest matchers — what a Playwright test of a frontend looks like.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/vitest/index.js';
import { connectHookMock } from '../../src/client/index.js';
import { startExampleServer } from '../../examples/hooks-admin/serve.js';
import type { ExampleServer } from '../../examples/hooks-admin/serve.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { SKIP_MESSAGE, hasChromium, launch } from '../support/browser.js';
import type { Browser } from '../support/browser.js';

describe.skipIf(!hasChromium)(
  hasChromium ? 'hooks-admin with the remote client' : `hooks-admin with the remote client (${SKIP_MESSAGE})`,
  () => {
    let example: ExampleServer;
    let browser: Browser;
    let server: RunningServer;

    beforeAll(async () => {
      example = await startExampleServer({ port: 0 });
      server = await startServer({ port: 0, quiet: true });
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await example?.close();
    });

    it('create a hook in the page, press Test, and the session has delivered it', async () => {
      const remote = await connectHookMock(server.origin);
      const session = await remote.createSession();
      const tab = await browser.newPage();
      const { page } = tab;
      await page.goto(`${example.url}?api=${encodeURIComponent(session.url)}`);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
      const hookUrl = 'https://ci.example.test/remote-matchers';
      await page.fill('#hook-form input[name=url]', hookUrl);
      await page.click('#submit');
      const row = page.locator('#hooks tbody tr', { hasText: hookUrl });
      await row.waitFor({ timeout: 5000 });
      const id = Number(await row.getAttribute('data-hook-id'));

      await expect(session).not.toHaveDelivered({ hookId: id });
      await row.locator('button.test').click();
      await expect(session).toHaveDelivered({ hookId: id, url: hookUrl, event: 'ping' });
      await expect(session).toHaveReceivedRequest({ method: 'POST', path: /\/hooks$/, status: 201 });
      // The page's own ping list reads the session's control API.
      await page.locator(`#pings li[data-hook-id="${id}"]`).waitFor({ timeout: 5000 });
      // Nothing leaked into the root session.
      await expect(remote).not.toHaveDelivered();
      expect(tab.errors).toEqual([]);
      await tab.page.close();
      await session.close();
    });

    it('the dashboard picks a session: each session has its own dashboard', async () => {
      const remote = await connectHookMock(server.origin);
      const session = await remote.createSession({ scenario: 'empty' });
      const tab = await browser.newPage();
      await tab.page.goto(`${server.origin}/__hookmock/`);
      const picker = tab.page.locator('#session');
      await tab.page.locator('#session-picker:not([hidden])').waitFor({ timeout: 5000 });
      expect(await picker.inputValue()).toBe('');
      await picker.selectOption(session.sessionId as string);
      await tab.page.waitForURL(`${session.controlUrl}/`);
      await tab.page.locator('#session-picker:not([hidden])').waitFor({ timeout: 5000 });
      expect(await tab.page.locator('#session').inputValue()).toBe(session.sessionId);
      expect(await tab.page.textContent('#control-base')).toBe(`/sessions/${session.sessionId}/__hookmock`);
      expect(tab.errors).toEqual([]);
      await tab.page.close();
      await session.close();
    });
  },
);
