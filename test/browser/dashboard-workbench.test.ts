// The dashboard as a workbench (issue 21 item 7; newcomer trial 3, friction 8 and bug 6), in
// headless Chromium against a gitea-flavored server: the flavor's own names, a delivery's headers
// and body, the actions per hook, the mock's clock beside the real one, and a layout that holds
// at 420 px. Screenshots of both widths go to test-artifacts/. Against a github server: the hook
// type column says web (GitHub's name), not the scope GitHub puts in type.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SKIP_MESSAGE, hasChromium } from '../support/browser.js';
import { useDashboard } from '../support/dashboard.js';
import { useStandaloneServer } from '../support/server.js';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const AUTH = { Authorization: 'token demo' };

describe.skipIf(!hasChromium)(
  hasChromium ? 'the dashboard as a workbench' : `the dashboard as a workbench (${SKIP_MESSAGE})`,
  () => {
    const server = useStandaloneServer('gitea');
    const ui = useDashboard(server, '#repos tr[data-hook-id="1"]');

    const hookRow = (id: number) => ui.tab.page.locator(`tr[data-hook-id="${id}"]`);
    const apiHook = async (id: number) =>
      fetch(`${server.url}/repos/acme/widgets/hooks/${id}`, { headers: AUTH });

    it("shows the flavor's own names, never the stored ones, and the two clocks", async () => {
      const { page, errors } = ui.tab;
      expect(await page.textContent('#flavor')).toBe('flavor: gitea');
      expect(await hookRow(1).locator('td').nth(1).textContent()).toBe('gitea');
      expect(await hookRow(1).locator('td.events').textContent()).toMatch(/^push, pull_request, /);
      await server.mock.emit('push', { repo: 'acme/widgets' });
      await page.locator('#deliveries tr[data-delivery-id]').first().waitFor();
      const shown = await page.textContent('main');
      expect(shown).not.toMatch(/\bnative\b|pull_request_only/);
      // The scenario's clock starts at 2026-01-01 and runs on; the real one is today's.
      expect(await page.textContent('#mock-clock')).toMatch(/^2026-01-01T00:0\d:\d\dZ$/);
      await page.waitForFunction(() => document.getElementById('updated')?.textContent !== 'never');
      expect(await page.textContent('#updated')).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-`));
      expect(errors).toEqual([]);
    });

    it("opens a delivery's headers and body", async () => {
      const { page } = ui.tab;
      await server.mock.emit('push', { repo: 'acme/widgets' });
      const row = page.locator('#deliveries tr[data-delivery-id="1"]');
      await row.locator('summary').click();
      expect(await row.locator('pre.headers').textContent()).toMatch(/^X-Gitea-Event: push$/m);
      expect(await row.locator('pre.body').textContent()).toContain('"ref": "refs/heads/main"');
    });

    it('tests, redelivers, toggles and deletes a hook from its row', async () => {
      const { page, errors } = ui.tab;
      const row = hookRow(1);
      await row.locator('button[data-action="test"]').click();
      await page.locator('#deliveries tr[data-delivery-id="1"]').waitFor();
      expect(await page.locator('#deliveries tr[data-delivery-id="1"] td').nth(2).textContent()).toBe('test');
      await row.locator('button[data-action="redeliver"]').click();
      await page.locator('#deliveries tr[data-delivery-id="2"]').waitFor();
      expect(await page.locator('#deliveries tr[data-delivery-id="2"] td').nth(2).textContent()).toBe(
        'test (redelivery)',
      );

      const events = ((await (await apiHook(1)).json()) as { events: string[] }).events;
      await row.locator('button[data-action="toggle"]').click();
      await expect.poll(() => row.locator('td').nth(2).textContent()).toBe('inactive');
      expect(await row.locator('button[data-action="toggle"]').textContent()).toBe('Activate');
      // Only `active` changed: a PATCH without events would have reset them to push in gitea.
      expect(await (await apiHook(1)).json()).toMatchObject({ active: false, events });

      // The org hook has no test route in gitea: its Test button is disabled.
      expect(await page.locator('[data-org="acme"] button[data-action="test"]').isDisabled()).toBe(true);

      await row.locator('button[data-action="delete"]').click(); // the confirm is accepted
      await expect.poll(() => hookRow(1).count()).toBe(0);
      expect((await apiHook(1)).status).toBe(404);
      expect(ui.tab.dialogs).toEqual(['confirm: Delete hook 1?']);
      // The actions went to the control API: nothing in the request journal.
      expect(server.mock.requests.all().filter((r) => r.method !== 'GET')).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('holds at 420 px: no sideways scroll, URLs wrap across the card, screenshots of both widths', async () => {
      const { page } = ui.tab;
      await server.mock.emit('push', { repo: 'acme/widgets' });
      await page.locator('#deliveries tr[data-delivery-id="1"]').waitFor();
      await mkdir(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}dashboard-workbench-wide.png`, fullPage: true });

      await page.setViewportSize({ width: 420, height: 900 });
      await page.locator('#deliveries tr[data-delivery-id="1"] summary').click();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        url: document.querySelector('#repos td.url')?.getBoundingClientRect().width ?? 0,
        headers: document.querySelector('#deliveries pre.headers')?.getBoundingClientRect().width ?? 0,
      }));
      expect(widths.page).toBeLessThanOrEqual(420);
      // A card's value column, not a sliver: the trial saw URLs wrap one character per line.
      expect(widths.url).toBeGreaterThan(300);
      expect(widths.headers).toBeGreaterThan(300);
      await page.screenshot({ path: `${ARTIFACTS}dashboard-workbench-420.png`, fullPage: true });
    });
  },
);

describe.skipIf(!hasChromium)(
  hasChromium ? 'the dashboard of a github server' : `the dashboard of a github server (${SKIP_MESSAGE})`,
  () => {
    const server = useStandaloneServer('github');
    const ui = useDashboard(server, '#repos tr[data-hook-id="1"]');

    it("shows a hook's type as GitHub's web, not its Repository or Organization scope", async () => {
      const { page, errors } = ui.tab;
      expect(await page.textContent('#flavor')).toBe('flavor: github');
      const type = (selector: string) => page.locator(selector).locator('td').nth(1).textContent();
      expect(await type('#repos tr[data-hook-id="1"]')).toBe('web');
      const orgRow = page.locator('[data-org="acme"] tr[data-hook-id]').first();
      expect(await orgRow.locator('td').nth(1).textContent()).toBe('web');
      expect(await page.textContent('main')).not.toMatch(/\bRepository\b|\bOrganization\b|\bnative\b/);
      expect(errors).toEqual([]);
    });
  },
);
