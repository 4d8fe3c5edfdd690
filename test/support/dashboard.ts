import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RunningServer } from '../../src/node/index.js';
import { launch } from './browser.js';
import type { Browser, TrackedPage } from './browser.js';

/**
 * Chromium for the enclosing describe block, and before each test the default scenario loaded
 * into `server` and a new tab on its dashboard (waiting for `ready`, a selector, when given).
 * The returned object reads through to the current test's tab.
 */
export function useDashboard(server: RunningServer, ready?: string): { readonly tab: TrackedPage } {
  let browser: Browser | undefined;
  let tab: TrackedPage | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
  beforeEach(async () => {
    if (!browser) throw new Error('useDashboard: Chromium did not start');
    server.mock.load('default');
    tab = await browser.newPage();
    await tab.page.goto(`${server.origin}/__hookmock/`);
    if (ready) await tab.page.locator(ready).waitFor();
  });
  return {
    get tab() {
      if (!tab) throw new Error('useDashboard: the tab opens in beforeEach');
      return tab;
    },
  };
}
