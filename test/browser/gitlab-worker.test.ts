// The gitlab flavor in the browser (issue 30, item 10): `startWorker({ flavor: 'gitlab' })` from
// hookmock's browser entry answers GitLab's hook API from msw's service worker, with no server —
// list, create, the test trigger, the events log and the control API, in headless Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleServer } from '../../examples/hooks-admin/serve.js';
import type { ExampleServer } from '../../examples/hooks-admin/serve.js';
import { SKIP_MESSAGE, hasChromium, launch } from '../support/browser.js';
import type { Browser } from '../support/browser.js';

interface Seen {
  list: { status: number; total: string | null; ids: number[] };
  created: { status: number; push_events: boolean; hasToken: boolean; id: number };
  test: { status: number; body: unknown };
  events: { status: number; triggers: string[] };
  deliveries: { event: string; guid: string }[];
  denied: { status: number; body: unknown };
}

describe.skipIf(!hasChromium)(
  hasChromium
    ? 'the gitlab flavor on the MSW worker'
    : `the gitlab flavor on the MSW worker (${SKIP_MESSAGE})`,
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

    it('answers GitLab’s routes from the service worker, with no server', async () => {
      const tab = await browser.newPage();
      const fromWorker: boolean[] = [];
      tab.page.on('response', (response) => {
        if (response.url().includes('/api/v4/')) fromWorker.push(response.fromServiceWorker());
      });
      // `?api=` keeps the example app from starting its own (spec) worker; this test starts gitlab's.
      await tab.page.goto(`${example.url}?api=${encodeURIComponent('/not-used/api/v1')}`);
      await tab.page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
      // A string, so that vitest does not rewrite the page's dynamic import (the page's import map
      // resolves `hookmock/browser` to the bundled browser entry).
      const seen = (await tab.page.evaluate(`(async () => {
        const { startWorker } = await import('hookmock/browser');
        const base = \`\${location.origin}/api/v4\`;
        const { mock } = await startWorker({
          flavor: 'gitlab',
          baseUrl: base,
          worker: { serviceWorker: { url: './mockServiceWorker.js' }, quiet: true },
        });
        const auth = { 'PRIVATE-TOKEN': 'demo', 'Content-Type': 'application/json' };
        const hooks = \`\${base}/projects/acme%2Fwidgets/hooks\`;
        const listed = await fetch(hooks, { headers: auth });
        const list = {
          status: listed.status,
          total: listed.headers.get('X-Total'),
          ids: (await listed.json()).map((h) => h.id),
        };
        const made = await fetch(hooks, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ url: 'https://ci.example.test/gl', token: 's3cret' }),
        });
        const hook = await made.json();
        const created = { status: made.status, push_events: hook.push_events, hasToken: 'token' in hook, id: hook.id };
        const tested = await fetch(\`\${hooks}/\${hook.id}/test/push_events\`, { method: 'POST', headers: auth });
        const test = { status: tested.status, body: await tested.json() };
        const logged = await fetch(\`\${hooks}/\${hook.id}/events\`, { headers: auth });
        const events = {
          status: logged.status,
          triggers: (await logged.json()).map((e) => e.trigger),
        };
        const deliveries = mock.deliveries.all().map((d) => ({ event: d.event, guid: d.guid }));
        const refused = await fetch(hooks);
        const denied = { status: refused.status, body: await refused.json() };
        return { list, created, test, events, deliveries, denied };
      })()`)) as Seen;
      expect(seen.list.status).toBe(200);
      expect(Number(seen.list.total)).toBe(seen.list.ids.length);
      expect(seen.list.ids.length).toBeGreaterThan(0);
      expect(seen.created).toEqual({ status: 201, push_events: true, hasToken: false, id: seen.created.id });
      // Without outbound delivery the test is recorded and answered 201, as on the server.
      expect(seen.test).toEqual({ status: 201, body: { message: '201 Created' } });
      expect(seen.deliveries.map((d) => d.event)).toContain('Push Hook');
      // The events log lists deliveries that ran; with no outbound delivery the test was only recorded.
      expect(seen.events).toEqual({ status: 200, triggers: [] });
      expect(seen.denied).toEqual({ status: 401, body: { message: '401 Unauthorized' } });
      expect(fromWorker.length).toBeGreaterThanOrEqual(5);
      for (const served of fromWorker) expect(served).toBe(true);
      await tab.page.close();
    });
  },
);
