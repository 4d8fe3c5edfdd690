// The security review's browser proof of concept (A1), replayed in Chromium: a page on another
// origin (evil.test, mapped to 127.0.0.1 by a host-resolver rule) tries to read the state,
// replace and reset it, make the mock deliver to a loopback port, and frame the dashboard; a
// rebound name (rebind.test) tries the same-origin route. Nothing gets through, while a page on
// localhost (the dev-server case) still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { attackScenario, listen } from '../support/server.js';
import { SKIP_MESSAGE, hasChromium, launch } from '../support/browser.js';
import type { Browser } from '../support/browser.js';

const RULES = '--host-resolver-rules=MAP evil.test 127.0.0.1, MAP rebind.test 127.0.0.1';

/** Everything A1 tries, run inside the attacker's page; each step reports what it saw. */
async function attack(args: {
  target: string;
  hookUrl: string;
  scenario: string;
}): Promise<Record<string, string>> {
  const { target, hookUrl, scenario } = args;
  const results: Record<string, string> = {};
  const step = async (name: string, run: () => Promise<string>) => {
    try {
      results[name] = await run();
    } catch (error) {
      results[name] = `blocked: ${(error as Error).name}`;
    }
  };
  await step('readState', async () =>
    JSON.stringify(await (await fetch(`${target}/__hookmock/state`)).json()),
  );
  await step('loadScenario', async () => {
    const init = { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: scenario };
    return String((await fetch(`${target}/__hookmock/scenario`, init)).status);
  });
  await step('formCreate', async () => {
    const body = `type=gitea&active=true&authorization_header=Bearer+attacker-chosen&config%5Burl%5D=${encodeURIComponent(hookUrl)}&config%5Bcontent_type%5D=json`;
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    await fetch(`${target}/api/v1/repos/acme/widgets/hooks?token=demo`, {
      method: 'POST',
      mode: 'no-cors',
      headers,
      body,
    });
    return 'sent';
  });
  for (const id of [1, 2, 3, 4, 5])
    await step(`press${id}`, async () => {
      await fetch(`${target}/api/v1/repos/acme/widgets/hooks/${id}/tests?token=eve-token`, {
        method: 'POST',
        mode: 'no-cors',
      });
      return 'sent';
    });
  await step('reset', async () => {
    const init = {
      method: 'POST',
      mode: 'no-cors' as const,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    };
    await fetch(`${target}/__hookmock/reset`, init);
    return 'sent';
  });
  await step('clearPings', async () =>
    String((await fetch(`${target}/__hookmock/pings`, { method: 'DELETE' })).status),
  );
  await step('frame', async () => {
    const frame = document.createElement('iframe');
    frame.src = `${target}/__hookmock/`;
    document.body.append(frame);
    await new Promise((resolve) => {
      frame.addEventListener('load', resolve);
      setTimeout(resolve, 3000);
    });
    return 'inserted';
  });
  return results;
}

describe.skipIf(!hasChromium)(
  hasChromium ? 'attacker page in Chromium (review A1)' : `attacker page (${SKIP_MESSAGE})`,
  () => {
    let browser: Browser;
    let target: RunningServer;
    let attacker: Awaited<ReturnType<typeof listen>>;
    let receiver: Awaited<ReturnType<typeof listen>>;
    let connections = 0;

    beforeAll(async () => {
      receiver = await listen((_req, res) => res.writeHead(200).end());
      receiver.server.on('connection', () => connections++);
      attacker = await listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>totally harmless</title><body></body>');
      });
      target = await startServer({ port: 0, quiet: true, flavor: 'gitea', deliver: true });
      browser = await launch([RULES]);
    });
    afterAll(async () => {
      await browser?.close();
      await target?.close();
      await attacker?.close();
      await receiver?.close();
    });

    /** The state, minus the clock (it advances with real time). */
    const stateWithoutClock = () => {
      const { clock: _clock, ...rest } = target.mock.snapshot();
      return JSON.stringify(rest);
    };

    const args = () => {
      const hookUrl = `http://127.0.0.1:${receiver.port}/internal/admin/api?x=1`;
      return { target: target.origin, hookUrl, scenario: JSON.stringify(attackScenario(hookUrl)) };
    };

    it('a page on evil.test reads nothing, changes nothing, frames nothing and triggers no delivery', async () => {
      const before = stateWithoutClock();
      const pingsBefore = target.mock.pings.all().length;
      const tab = await browser.newPage();
      await tab.page.goto(`http://evil.test:${attacker.port}/`);
      const results = await tab.page.evaluate(attack, args());

      expect(results.readState).toMatch(/^blocked/);
      expect(JSON.stringify(results)).not.toMatch(/demo|bob-token|s3cret/);
      expect(results.loadScenario).toMatch(/^blocked/);
      expect(results.clearPings).toMatch(/^blocked/);
      await new Promise((resolve) => setTimeout(resolve, 300)); // let any delivery that slipped through arrive
      expect(stateWithoutClock()).toBe(before);
      expect(target.mock.pings.all()).toHaveLength(pingsBefore);
      expect(connections).toBe(0);
      // The iframe shows an error page, not the dashboard.
      const framed = tab.page.frames().filter((frame) => frame !== tab.page.mainFrame());
      expect(framed).toHaveLength(1);
      const title = await framed[0]!.title().catch(() => '');
      expect(title).not.toBe('hookmock dashboard');
      expect(await framed[0]!.content().catch(() => '')).not.toContain('hookmock');
      await tab.page.close();
    });

    it('a rebound name (rebind.test → 127.0.0.1) gets 403 for the dashboard and the state', async () => {
      const tab = await browser.newPage();
      const response = await tab.page.goto(`http://rebind.test:${target.port}/__hookmock/`);
      expect(response?.status()).toBe(403);
      expect(await tab.page.content()).toContain('--allowed-host');
      const state = await tab.page.evaluate(async () => {
        const answer = await fetch('/__hookmock/state');
        return { status: answer.status, text: await answer.text() };
      });
      expect(state.status).toBe(403);
      expect(state.text).not.toMatch(/demo|bob-token|s3cret/);
      await tab.page.close();
    });

    it('the same script from a page on localhost (a dev server) reads and steers the mock', async () => {
      const tab = await browser.newPage();
      await tab.page.goto(`http://localhost:${attacker.port}/`);
      const read = await tab.page.evaluate(async (target) => {
        const state = (await (await fetch(`${target}/__hookmock/state`)).json()) as {
          users: { token: string }[];
        };
        const reset = await fetch(`${target}/__hookmock/reset`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        });
        return { tokens: state.users.map((u) => u.token), reset: reset.status };
      }, target.origin);
      expect(read.tokens).toContain('demo');
      expect(read.reset).toBe(204);
      await tab.page.close();
    });
  },
);
