// The dashboard's request panel shows a delivery's secret-bearing headers as the product's own
// log does (issue 44 item 5; GitLab's `WebHookLog#request_headers`: `X-Gitlab-Token` is
// `[REDACTED]`), in headless Chromium; the control API keeps the value for tests.
import { describe, expect, it } from 'vitest';
import { SKIP_MESSAGE, hasChromium } from '../support/browser.js';
import { useDashboard } from '../support/dashboard.js';
import { useStandaloneServer } from '../support/server.js';

/** The default scenario's gitlab hook on acme/widgets and its token (what useDashboard loads). */
const HOOK_URL = 'https://ci.example.test/hook';
const TOKEN = 's3cret';
const title = "the dashboard redacts a delivery's secret-bearing headers";

describe.skipIf(!hasChromium)(hasChromium ? title : `${title} (${SKIP_MESSAGE})`, () => {
  const server = useStandaloneServer('gitlab');
  const ui = useDashboard(server);

  it('shows X-Gitlab-Token as [REDACTED], the other headers as sent', async () => {
    const fired = await server.mock.emit('push', { repo: 'acme/widgets' });
    const sent = fired.find((d) => d.url === HOOK_URL);
    expect(sent?.headers['X-Gitlab-Token']).toBe(TOKEN);
    const row = ui.tab.page.locator(`#deliveries tr[data-delivery-id="${sent?.id}"]`);
    // The page polls the control API: under load a round can take longer than poll's 1 s default.
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.locator('summary').click();
    const headers = (await row.locator('pre.headers').textContent()) ?? '';
    expect(headers).toMatch(/^X-Gitlab-Event: Push Hook$/m);
    expect(headers).toMatch(/^X-Gitlab-Token: \[REDACTED\]$/m);
    expect(headers).not.toContain(TOKEN);
    expect(ui.tab.errors).toEqual([]);
  });
});
