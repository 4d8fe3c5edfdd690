// The Bitbucket flavors in the browser (issue 43 item 6): `startWorker({ flavor })` from hookmock's
// browser entry answers Bitbucket Cloud's and Data Center's hook APIs from msw's service worker at
// the product's default base URL (no `baseUrl`, no server): a page's fetch creates a hook and
// lists it, in headless Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleServer } from '../../examples/hooks-admin/serve.js';
import type { ExampleServer } from '../../examples/hooks-admin/serve.js';
import { SKIP_MESSAGE, hasChromium, launch } from '../support/browser.js';
import type { Browser } from '../support/browser.js';

interface Seen {
  base: string;
  created: { status: number; url: unknown; events: unknown };
  listed: { status: number; urls: unknown[] };
  denied: number;
}

const HOOK_URL = 'https://ci.example.test/from-the-page';

/** Each flavor: its default base URL, the repository's hook collection, a create body. */
const ROWS = [
  {
    flavor: 'bitbucket',
    base: 'https://api.bitbucket.org/2.0',
    collection: '/repositories/acme/widgets/hooks',
    body: { description: 'from the page', url: HOOK_URL, active: true, events: ['repo:push'] },
    // Cloud answers a create 201 (`webhook_subscription`).
    status: 201,
    events: ['repo:push'],
  },
  {
    flavor: 'bitbucket-dc',
    base: 'http://localhost:7990/rest/api/latest',
    collection: '/projects/ACME/repos/widgets/webhooks',
    body: { name: 'from the page', url: HOOK_URL, active: true, events: ['repo:refs_changed'] },
    // Data Center answers a create 200 ("A created webhook").
    status: 200,
    events: ['repo:refs_changed'],
  },
] as const;

/** The page's script: start the worker, then create and list through fetch (a string: see below). */
function pageScript(row: (typeof ROWS)[number]): string {
  return `(async () => {
    const row = ${JSON.stringify(row)};
    const { startWorker } = await import('hookmock/browser');
    const { mock } = await startWorker({
      flavor: row.flavor,
      worker: { serviceWorker: { url: './mockServiceWorker.js' }, quiet: true },
    });
    const base = mock.origin + mock.basePath;
    const hooks = base + row.collection;
    const auth = { Authorization: 'Bearer demo', 'Content-Type': 'application/json' };
    const made = await fetch(hooks, { method: 'POST', headers: auth, body: JSON.stringify(row.body) });
    const hook = await made.json();
    const created = { status: made.status, url: hook.url, events: hook.events };
    const list = await fetch(hooks, { headers: auth });
    const page = await list.json();
    const listed = { status: list.status, urls: page.values.map((h) => h.url) };
    const denied = (await fetch(hooks)).status;
    return { base, created, listed, denied };
  })()`;
}

describe.skipIf(!hasChromium)(
  hasChromium
    ? 'the Bitbucket flavors on the MSW worker'
    : `the Bitbucket flavors on the MSW worker (${SKIP_MESSAGE})`,
  () => {
    let example: ExampleServer | undefined;
    let browser: Browser | undefined;
    beforeAll(async () => {
      example = await startExampleServer({ port: 0 });
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
      await example?.close();
    });

    it.each(ROWS)('$flavor: creates and lists a hook at $base from the service worker', async (row) => {
      if (!browser || !example) throw new Error('Chromium or the example server did not start');
      const tab = await browser.newPage();
      const fromWorker: boolean[] = [];
      tab.page.on('response', (response) => {
        if (response.url().startsWith(row.base)) fromWorker.push(response.fromServiceWorker());
      });
      // `?api=` keeps the example app from starting its own (spec) worker; this test starts the flavor's.
      await tab.page.goto(`${example.url}?api=${encodeURIComponent('/not-used/api/v1')}`);
      await tab.page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
      // A string, so that vitest does not rewrite the page's dynamic import (the page's import map
      // resolves `hookmock/browser` to the bundled browser entry).
      const seen = (await tab.page.evaluate(pageScript(row))) as Seen;
      expect(seen.base).toBe(row.base);
      expect(seen.created).toEqual({ status: row.status, url: HOOK_URL, events: row.events });
      expect(seen.listed.status).toBe(200);
      expect(seen.listed.urls).toContain(HOOK_URL);
      expect(seen.listed.urls).toContain('https://ci.example.test/hook');
      expect(seen.denied).toBe(401);
      expect(fromWorker).toHaveLength(3);
      for (const served of fromWorker) expect(served).toBe(true);
      await tab.page.close();
    });
  },
);
