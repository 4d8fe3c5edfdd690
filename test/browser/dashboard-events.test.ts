// The dashboard's "Emit event" form and delivery list, in headless Chromium.
import { describe, expect, it } from 'vitest';
import { SKIP_MESSAGE, hasChromium } from '../support/browser.js';
import { useDashboard } from '../support/dashboard.js';
import { useStandaloneServer } from '../support/server.js';

describe.skipIf(!hasChromium)(hasChromium ? 'dashboard events' : `dashboard events (${SKIP_MESSAGE})`, () => {
  const server = useStandaloneServer('gitea');
  const ui = useDashboard(server);

  it('emits an event from the form and lists the delivery; shows errors as text', async () => {
    const { page, errors } = ui.tab;
    await page.fill('#emit-event', 'push');
    await page.fill('#emit-target', 'acme/widgets');
    await page.click('#emit-submit');
    await page.locator('#deliveries tr[data-delivery-id="1"]').waitFor();
    expect(await page.textContent('#emit-status')).toBe('Emitted: 1 deliveries');
    expect(await page.textContent('#deliveries')).toContain('POST https://ci.example.test/hook');
    expect(server.mock.deliveries.all().map((d) => d.eventType)).toEqual(['push']);
    await page.fill('#emit-event', '<b>nope</b>');
    await page.click('#emit-submit');
    await page.locator('#emit-status.error').waitFor();
    expect(await page.textContent('#emit-status')).toContain('unknown event "<b>nope</b>"');
    expect(await page.locator('#emit-status b').count()).toBe(0);
    // The browser logs the expected 400 of the bad emit; nothing else may appear.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  it('redelivers a delivery from its row: a new row, same guid, marked as a redelivery', async () => {
    const { page, errors } = ui.tab;
    const [original] = await server.mock.emit('push', { repo: 'acme/widgets' });
    await page.locator('#deliveries tr[data-delivery-id="1"]').waitFor();
    await page.click('#deliveries button[data-redeliver="1"]');
    await page.locator('#deliveries tr[data-delivery-id="2"]').waitFor();
    expect(await page.textContent('#deliveries tr[data-delivery-id="2"]')).toContain('event (redelivery)');
    expect(server.mock.deliveries.all().map((d) => [d.id, d.guid, d.redelivery])).toEqual([
      [1, original?.guid, false],
      [2, original?.guid, true],
    ]);
    expect(errors).toEqual([]);
  });
});
