// hookmock's matchers in Playwright Test, through the remote client (docs/guide/playwright.md shows this
// file verbatim). `hookmock/matchers` needs neither msw nor vitest; with the remote client the
// matchers are async: await them.
import { test, expect as base } from '@playwright/test';
import { matchers } from 'hookmock/matchers';
import { connectHookMock } from 'hookmock/client';

const expect = base.extend(matchers);
const HOOKMOCK = 'http://127.0.0.1:4179';

/** A session of its own per test: a fresh gitea-flavored state, its own logs. */
async function session() {
  const root = await connectHookMock(HOOKMOCK);
  return root.createSession({ flavor: 'gitea' });
}

test('a hook test press, asserted through the remote client', async () => {
  const mock = await session();
  const headers = { Authorization: 'token demo', 'Content-Type': 'application/json' };
  const created = await fetch(`${mock.url}/repos/acme/widgets/hooks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      type: 'gitea',
      active: true,
      config: { url: 'https://ci.example.test/pw', content_type: 'json' },
    }),
  });
  const { id } = await created.json();
  await fetch(`${mock.url}/repos/acme/widgets/hooks/${id}/tests`, { method: 'POST', headers });

  await expect(mock).toHaveDelivered({ hookId: id, trigger: 'test', eventType: 'push' });
  await expect(mock).toHaveDeliveredTimes(1, { hookId: id });
  await expect(mock).not.toHaveDelivered({ hookId: id + 1 });
  await expect(mock).toHaveReceivedRequest({ method: 'POST', path: /\/hooks$/, status: 201 });
  await mock.close();
});

test('the dashboard Test button, seen by the matchers', async ({ page }) => {
  const mock = await session();
  await page.goto(`${mock.controlUrl}/`);
  await page.locator('tr[data-hook-id="1"] button[data-action="test"]').click();
  await expect(mock).toHaveDelivered({ hookId: 1, trigger: 'test' });
  await mock.close();
});

test('a miss fails, naming the closest delivery', async () => {
  const mock = await session();
  const error = await expect(mock)
    .toHaveDelivered({ hookId: 99 })
    .catch((e) => e);
  base(String(error)).toContain('found 0');
  await mock.close();
});
