// examples/hooks-admin in headless Chromium, in both modes: on the MSW worker (no mock server),
// and against the standalone server by changing the API base URL (?api=…).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { startExampleServer } from '../../examples/hooks-admin/serve.js';
import type { ExampleServer } from '../../examples/hooks-admin/serve.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { SKIP_MESSAGE, hasChromium, launch } from '../support/browser.js';
import type { Browser, TrackedPage } from '../support/browser.js';

/** Create a hook in the form, see it listed, press Test, see the ping attempt; then edit and delete. */
async function exercise(tab: TrackedPage, hookUrl: string): Promise<number> {
  const { page } = tab;
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
  await page.locator('#hooks tbody tr').first().waitFor();
  const before = await page.locator('#hooks tbody tr').count();

  // Create.
  await page.fill('#hook-form input[name=url]', hookUrl);
  await page.selectOption('#hook-form select[name=content_type]', 'json');
  await page.fill('#hook-form input[name=secret]', 'from-the-form');
  await page.check('#hook-form input[name=events][value=release]');
  await page.click('#submit');
  const row = page.locator('#hooks tbody tr', { hasText: hookUrl });
  await row.waitFor({ timeout: 5000 });
  expect(await page.locator('#hooks tbody tr').count()).toBe(before + 1);
  const id = Number(await row.getAttribute('data-hook-id'));
  expect(id).toBeGreaterThan(0);
  expect(await row.textContent()).toContain('push, release');
  expect(await page.textContent('#status')).toBe(`Created hook #${id}.`);

  // Test: the ping attempt shows up.
  await row.locator('button.test').click();
  const ping = page.locator(`#pings li[data-hook-id="${id}"]`);
  await ping.waitFor({ timeout: 5000 });
  expect(await ping.getAttribute('data-delivery')).toBe('recorded');
  expect(await ping.textContent()).toContain(`ping → hook #${id}`);
  expect(await ping.textContent()).toContain(hookUrl);

  // Edit.
  await row.locator('button.edit').click();
  expect(await page.textContent('#form-title')).toBe(`Edit hook #${id}`);
  const edited = `${hookUrl}-edited`;
  await page.fill('#hook-form input[name=url]', edited);
  await page.uncheck('#hook-form input[name=active]');
  await page.click('#submit');
  const editedRow = page.locator(`#hooks tbody tr[data-hook-id="${id}"]`, { hasText: edited });
  await editedRow.waitFor({ timeout: 5000 });
  expect(await editedRow.locator('td').nth(4).textContent()).toBe('no');

  // Delete, after a confirm() the page shows first.
  await editedRow.locator('button.delete').click();
  await page.locator(`#hooks tbody tr[data-hook-id="${id}"]`).waitFor({ state: 'detached', timeout: 5000 });
  expect(tab.dialogs).toContain(`confirm: Delete hook #${id} (${edited})?`);
  expect(await page.locator('#hooks tbody tr').count()).toBe(before);
  return id;
}

/** The org scope works the same way: list, create, test. */
async function exerciseOrg(page: Page, hookUrl: string): Promise<void> {
  await page.selectOption('#scope-kind', 'org');
  await page.waitForFunction(() => document.querySelector('#scope-label')?.textContent === 'for org acme');
  await page.locator('#hooks tbody tr').first().waitFor();
  await page.fill('#hook-form input[name=url]', hookUrl);
  await page.click('#submit');
  const row = page.locator('#hooks tbody tr', { hasText: hookUrl });
  await row.waitFor({ timeout: 5000 });
  const id = await row.getAttribute('data-hook-id');
  await row.locator('button.test').click();
  await page.locator(`#pings li[data-hook-id="${id}"]`).waitFor({ timeout: 5000 });
}

describe.skipIf(!hasChromium)(
  hasChromium ? 'hooks-admin example in Chromium' : `hooks-admin example (${SKIP_MESSAGE})`,
  () => {
    let example: ExampleServer;
    let browser: Browser;

    beforeAll(async () => {
      example = await startExampleServer({ port: 0 });
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
      await example?.close();
    });

    it('mode 1: on the MSW worker, with no mock server at all', async () => {
      const tab = await browser.newPage();
      const apiResponses: Response[] = [];
      tab.page.on('response', (response) => {
        if (/\/(api\/v1|__hookmock)\//.test(response.url())) apiResponses.push(response);
      });
      await tab.page.goto(example.url);
      await exercise(tab, 'https://ci.example.test/worker-mode');
      expect(await tab.page.textContent('#mode')).toContain('MSW worker');
      await exerciseOrg(tab.page, 'https://audit.example.test/worker-org');
      // Every API and control request was answered by the service worker, none by a server.
      expect(apiResponses.length).toBeGreaterThan(5);
      for (const response of apiResponses) expect(response.fromServiceWorker(), response.url()).toBe(true);
      expect(tab.errors).toEqual([]);
      await tab.page.close();
    });

    it('mode 2: against the standalone server, by changing the API base URL (CORS, other origin)', async () => {
      const server: RunningServer = await startServer({ port: 0, quiet: true });
      try {
        const tab = await browser.newPage();
        await tab.page.goto(`${example.url}?api=${encodeURIComponent(server.url)}`);
        const id = await exercise(tab, 'https://ci.example.test/server-mode');
        expect(await tab.page.textContent('#mode')).toContain(server.url);
        // The server saw it all: the ping attempt is recorded there, the hook is gone again.
        expect(server.mock.pings.forHook(id)).toHaveLength(1);
        expect(server.mock.snapshot().hooks?.some((hook) => hook.id === id)).toBe(false);
        const journal = server.mock.requests.all().map((entry) => `${entry.method} ${entry.status}`);
        expect(journal).toEqual(expect.arrayContaining(['POST 201', 'POST 204', 'PATCH 200', 'DELETE 204']));
        await exerciseOrg(tab.page, 'https://audit.example.test/server-org');
        expect(server.mock.pings.all().some((ping) => ping.scope.kind === 'org')).toBe(true);
        expect(tab.errors).toEqual([]);
        await tab.page.close();
      } finally {
        await server.close();
      }
    });

    it('mode 2 from a page on localhost against the server on 127.0.0.1 (cross-site, a loopback origin)', async () => {
      const server: RunningServer = await startServer({ port: 0, quiet: true });
      try {
        const tab = await browser.newPage();
        const page = example.url.replace('127.0.0.1', 'localhost');
        await tab.page.goto(`${page}?api=${encodeURIComponent(server.url)}`);
        const id = await exercise(tab, 'https://ci.example.test/from-localhost');
        expect(server.mock.pings.forHook(id)).toHaveLength(1);
        expect(tab.errors).toEqual([]);
        await tab.page.close();
      } finally {
        await server.close();
      }
    });
  },
);
