// The dashboard at /__hookmock/ in headless Chromium, against the standalone server.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SKIP_MESSAGE, hasChromium } from '../support/browser.js';
import { useDashboard } from '../support/dashboard.js';
import { useStandaloneServer } from '../support/server.js';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const AUTH = { Authorization: 'token demo', 'Content-Type': 'application/json' };
const MARKUP = '<img src=x onerror=alert(1)>';

describe.skipIf(!hasChromium)(
  hasChromium ? 'dashboard in Chromium' : `dashboard in Chromium (${SKIP_MESSAGE})`,
  () => {
    const server = useStandaloneServer('spec');
    const ui = useDashboard(server);

    async function createHook(scope: string, url: string): Promise<number> {
      const response = await fetch(`${server.url}/${scope}/hooks`, {
        method: 'POST',
        headers: AUTH,
        body: JSON.stringify({
          type: 'native',
          active: true,
          events: ['push', 'release'],
          config: { url, content_type: 'json', secret: 'x' },
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    }

    it('renders orgs, repos and their hooks, users, and empty ping and journal sections', async () => {
      const { page, errors } = ui.tab;
      await page.locator('[data-repo="acme/widgets"] tbody tr').first().waitFor();
      expect(await page.locator('[data-repo="acme/widgets"] tbody tr').count()).toBe(2);
      expect(await page.locator('[data-org="acme"] tbody tr').count()).toBe(1);
      expect(await page.locator('[data-repo="acme/widgets"] td.url').first().textContent()).toBe(
        'https://ci.example.test/hook',
      );
      expect(await page.textContent('#scenario')).toContain('default');
      expect(await page.textContent('#users')).toContain('alice');
      expect(await page.textContent('#pings')).toContain('No ping attempts yet');
      expect(await page.textContent('#requests')).toContain('No requests');
      expect(await page.textContent('#updated')).not.toBe('never');
      expect(errors).toEqual([]);
    });

    it('updates within a poll after API calls: a new hook, its ping attempt (headers, body, outcome), the journal', async () => {
      const { page, errors } = ui.tab;
      await page.locator('[data-repo="acme/widgets"] tbody tr').first().waitFor();
      const id = await createHook('repos/acme/widgets', 'https://ci.example.test/from-api');
      const row = page.locator(`[data-repo="acme/widgets"] tr[data-hook-id="${id}"]`);
      await row.waitFor({ timeout: 5000 });
      expect(await row.locator('td.url').textContent()).toBe('https://ci.example.test/from-api');
      expect(await row.textContent()).toContain('push, release');

      const test = await fetch(`${server.url}/repos/acme/widgets/hooks/${id}/tests`, {
        method: 'POST',
        headers: AUTH,
      });
      expect(test.status).toBe(204);
      const ping = page.locator('#pings tr[data-ping-id="1"]');
      await ping.waitFor({ timeout: 5000 });
      expect(await ping.textContent()).toContain('recorded');
      expect(await ping.textContent()).toContain('repo acme/widgets');
      await ping.locator('summary').click();
      expect(await ping.locator('pre.headers').textContent()).toMatch(/X-Webhook-Signature: [0-9a-f]{64}/);
      expect(await ping.locator('pre.body').textContent()).toContain('"hook_id"');

      await page.locator('#requests tbody tr').nth(1).waitFor({ timeout: 5000 });
      const journal = await page.textContent('#requests');
      expect(journal).toContain('/api/v1/repos/acme/widgets/hooks');
      expect(journal).toContain('201');
      expect(journal).toContain('204');
      // The open details element survives the next poll's re-render.
      await createHook('orgs/acme', 'https://audit.example.test/second');
      await page.locator('[data-org="acme"] tbody tr').nth(1).waitFor({ timeout: 5000 });
      expect(await ping.locator('details').getAttribute('open')).not.toBeNull();
      expect(errors).toEqual([]);
    });

    it('the buttons work: clear pings, reset, load a scenario (and report a bad name)', async () => {
      const { page, errors } = ui.tab;
      const id = await createHook('orgs/acme', 'https://audit.example.test/extra');
      await fetch(`${server.url}/orgs/acme/hooks/${id}/tests`, { method: 'POST', headers: AUTH });
      await page.locator('#pings tr[data-ping-id="1"]').waitFor({ timeout: 5000 });

      await page.click('#clear-pings');
      await page.locator('#pings .empty').waitFor({ timeout: 5000 });
      expect(server.mock.pings.all()).toHaveLength(0);

      await page.click('#reset');
      await page
        .locator(`[data-org="acme"] tr[data-hook-id="${id}"]`)
        .waitFor({ state: 'detached', timeout: 5000 });
      expect(server.mock.snapshot().hooks).toHaveLength(3);

      await page.fill('#scenario-name', 'empty');
      await page.click('#load-scenario');
      await page.waitForFunction(
        () => document.getElementById('scenario')?.textContent?.includes('empty'),
        undefined,
        { timeout: 5000 },
      );
      expect(server.mock.snapshot().name).toBe('empty');
      expect(await page.locator('[data-repo="acme/widgets"] .empty').textContent()).toBe('No hooks.');

      await page.fill('#scenario-name', 'no-such-scenario');
      await page.click('#load-scenario');
      await page.waitForFunction(() => document.getElementById('status')?.className === 'error', undefined, {
        timeout: 5000,
      });
      expect(await page.textContent('#status')).toMatch(/no-such-scenario/);
      expect(server.mock.snapshot().name).toBe('empty');
      expect(errors.filter((e) => !e.includes('400'))).toEqual([]); // the failed load logs its 400
    });

    it('keeps every other section when one control route fails (no blank page)', async () => {
      const { page, errors } = ui.tab;
      await page.route('**/__hookmock/requests**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
      );
      await page.reload();
      await page.waitForFunction(() => document.getElementById('status')?.className === 'error', undefined, {
        timeout: 5000,
      });
      expect(await page.textContent('#status')).toMatch(/requests: GET \S+\/requests\S* answered 500/);
      expect(await page.locator('[data-repo="acme/widgets"] tbody tr').count()).toBe(2);
      expect(await page.textContent('#users')).toContain('alice');
      expect(await page.textContent('#pings')).toContain('No ping attempts yet');
      expect(await page.textContent('#updated')).not.toBe('never');
      expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
      // The route recovers: the error goes away and the journal renders.
      await page.unroute('**/__hookmock/requests**');
      await page.waitForFunction(() => document.getElementById('status')?.className !== 'error', undefined, {
        timeout: 5000,
      });
      expect(await page.textContent('#requests')).toContain('No requests');
    });

    it('polls with If-None-Match: an unchanged section is a 304; a deep JSON body still renders', async () => {
      const { page, errors } = ui.tab;
      const notModified: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 304) notModified.push(new URL(response.url()).pathname);
      });
      await page.waitForFunction(() => document.getElementById('updated')?.textContent !== 'never');
      await expect.poll(() => new Set(notModified).size, { timeout: 5000 }).toBe(5);
      expect([...new Set(notModified)].sort()).toEqual([
        '/__hookmock/deliveries',
        '/__hookmock/hooks',
        '/__hookmock/pings',
        '/__hookmock/requests',
        '/__hookmock/state',
      ]);
      const deep = `{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
      await fetch(`${server.url}/repos/acme/widgets/hooks`, { method: 'POST', headers: AUTH, body: deep });
      await page.locator('#requests tbody tr').first().waitFor({ timeout: 5000 });
      expect(await page.textContent('#requests')).toContain('/api/v1/repos/acme/widgets/hooks');
      expect(errors).toEqual([]);
    });

    it('shows a hook URL containing markup as text: no element, no script, no dialog', async () => {
      const { page, errors, dialogs } = ui.tab;
      // The core refuses URLs with spaces (Invalid url), so the hook URL carries the space-free form
      // of the same markup (the HTML parser reads "/" as an attribute separator); the exact string,
      // spaces and all, goes into the scenario description, which the page shows too.
      const url = `https://evil.example.test/<img/src=x/onerror=alert(1)>?q=<script>alert(2)</script>`;
      const scenario = { ...server.mock.snapshot(), name: 'xss', description: `evil ${MARKUP} description` };
      const loaded = await fetch(`${server.origin}/__hookmock/scenario`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(scenario),
      });
      expect(loaded.status).toBe(204);
      const id = await createHook('repos/acme/widgets', url);
      await fetch(`${server.url}/repos/acme/widgets/hooks/${id}/tests`, { method: 'POST', headers: AUTH });
      const cell = page.locator(`tr[data-hook-id="${id}"] td.url`);
      await cell.waitFor({ timeout: 5000 });
      expect(await cell.textContent()).toBe(url);
      expect(await page.textContent('#scenario')).toContain(MARKUP);
      await page.locator('#pings tr[data-ping-id="1"]').waitFor({ timeout: 5000 });
      expect(await page.locator('#pings tr[data-ping-id="1"] td.url').textContent()).toBe(url);
      expect(await page.locator('#pings tr[data-ping-id="1"] pre.body').textContent()).toContain(
        '<img/src=x/onerror=alert(1)>',
      );
      expect(await page.locator('img').count()).toBe(0);
      // Only the page's own, and the product's layout as a JSON data block (never run).
      expect(await page.locator('body script').count()).toBe(2);
      expect(await page.locator('body script:not([nonce])').getAttribute('type')).toBe('application/json');
      await page.waitForTimeout(300);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);

      // A screenshot with some data in it: the XSS hook, a ping with its details open, the journal.
      await page.locator('#pings tr[data-ping-id="1"] summary').click();
      await mkdir(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}dashboard.png`, fullPage: true });
    });
  },
);
