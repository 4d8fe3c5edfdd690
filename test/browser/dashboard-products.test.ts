// The dashboard per product (issue 44 item 5; review 5's B6 and N14), in headless Chromium
// against `startServer` of each flavor: the hook tables show the columns the product's folder
// describes (its URL and events read from its own hook shape), an active toggle only where the
// product's API has an `active` flag (GitLab has none: its `alert_status` instead), and the request
// panel redacts what the product's own log redacts while signatures stay readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinScenarios } from '../../src/index.js';
import type { FlavorName } from '../../src/index.js';
import { SKIP_MESSAGE, hasChromium, launch } from '../support/browser.js';
import type { Browser } from '../support/browser.js';
import { useStandaloneServer } from '../support/server.js';

const REPO_URL = 'https://ci.example.test/hook';
const ORG_URL = 'https://audit.example.test/in';
/** Hook 1's Basic credentials in the scenario (sent as `Authorization` where the product has them). */
const BASIC = 'Basic YWxpY2U6cHctc2VjcmV0';
const CUSTOM = 'trace-value-secret';
const REPOS_HEADINGS = ['id', 'type', 'active', 'events', 'url', 'content type', 'secret', 'actions'];
const GITEA_EVENTS =
  'push, pull_request, pull_request_assign, pull_request_label, pull_request_milestone, pull_request_comment';

interface Row {
  flavor: FlavorName;
  /** The hook tables' headings. */
  headings: string[];
  /** The events cell of the default scenario's repo hook (1) and org hook (3). */
  events: [repo: string, org: string];
  /** Whether each hook has an Activate/Deactivate button (and `POST /hooks/1/active` works). */
  toggle: boolean;
  /** Other cells of hook 1, by heading. */
  cells?: Record<string, RegExp>;
  /** The headers of hook 1's push shown `[REDACTED]`. */
  redacted: string[];
  /** A header shown as sent: a signature, or (without one) the event. */
  shown: string;
  /** Added to hook 1 of the default scenario. */
  hook?: Record<string, unknown>;
}

const ROWS: Row[] = [
  {
    flavor: 'spec',
    headings: REPOS_HEADINGS,
    events: ['push, pull_request', 'repository'],
    toggle: true,
    cells: { type: /^native$/, active: /^active$/, 'content type': /^json$/ },
    redacted: [],
    shown: 'X-Webhook-Signature',
  },
  {
    flavor: 'gitea',
    headings: REPOS_HEADINGS,
    events: [
      `${GITEA_EVENTS}, pull_request_review, pull_request_sync, pull_request_review_request`,
      'repository',
    ],
    toggle: true,
    cells: { type: /^gitea$/, active: /^active$/ },
    redacted: ['Authorization'],
    shown: 'X-Gitea-Signature',
  },
  {
    flavor: 'forgejo',
    headings: REPOS_HEADINGS,
    events: [
      `${GITEA_EVENTS}, pull_request_review_approved, pull_request_review_rejected, pull_request_review_comment, pull_request_sync, pull_request_review_request`,
      'repository',
    ],
    toggle: true,
    cells: { type: /^forgejo$/ },
    redacted: ['Authorization'],
    shown: 'X-Forgejo-Signature',
  },
  {
    flavor: 'github',
    headings: REPOS_HEADINGS,
    events: ['push, pull_request', 'repository'],
    toggle: true,
    cells: { type: /^web$/, active: /^active$/ },
    redacted: [],
    shown: 'X-Hub-Signature-256',
  },
  {
    flavor: 'gitlab',
    headings: ['id', 'url', 'events', 'alert_status', 'secret', 'actions'],
    events: ['push_events, merge_requests_events', 'project_events'],
    toggle: false,
    cells: { alert_status: /^executable$/ },
    // GitLab's log (`WebHookLog#request_headers`): the token and every custom header's value.
    redacted: ['X-Gitlab-Token', 'X-Trace'],
    shown: 'X-Gitlab-Event',
    hook: { gitlab: { custom_headers: { 'X-Trace': CUSTOM } } },
  },
  {
    flavor: 'bitbucket',
    headings: ['id', 'url', 'description', 'events', 'active', 'uuid', 'secret', 'actions'],
    events: [
      'repo:push, pullrequest:created, pullrequest:updated, pullrequest:fulfilled, pullrequest:rejected',
      'repo:updated',
    ],
    toggle: true,
    cells: { uuid: /^\{[0-9a-f-]{36}\}$/, active: /^active$/ },
    // X-Hub-Signature is an HMAC: it gives the secret away to no one.
    redacted: [],
    shown: 'X-Hub-Signature',
  },
  {
    flavor: 'bitbucket-dc',
    headings: ['id', 'name', 'url', 'events', 'active', 'secret', 'actions'],
    events: [
      'repo:refs_changed, pr:opened, pr:from_ref_updated, pr:modified, pr:merged, pr:declined, pr:deleted',
      'repo:modified',
    ],
    toggle: true,
    cells: { active: /^active$/ },
    // The hook's `credentials`, sent as Basic credentials.
    redacted: ['Authorization'],
    shown: 'X-Hub-Signature',
  },
];

/** The default scenario with hook 1's Basic credentials and the row's additions. */
function scenarioOf(row: Row) {
  const scenario = structuredClone(builtinScenarios.default);
  const hooks = (scenario?.hooks ?? []).map((hook, i) =>
    i === 0 ? { ...hook, authorization_header: BASIC, ...row.hook } : hook,
  );
  return { ...scenario, hooks };
}

const title = 'the dashboard per product';
describe.skipIf(!hasChromium)(hasChromium ? title : `${title} (${SKIP_MESSAGE})`, () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newPage = () => {
    if (!browser) throw new Error('Chromium did not start');
    return browser.newPage();
  };

  describe.each(ROWS)('$flavor', (row) => {
    const server = useStandaloneServer(row.flavor);

    it("shows the product's columns, URL and events, and a toggle only where it has one", async () => {
      server.mock.load('default');
      const tab = await newPage();
      await tab.page.goto(`${server.origin}/__hookmock/`);
      const table = tab.page.locator('[data-repo="acme/widgets"] table');
      const repoHook = table.locator('tr[data-hook-id="1"]');
      const orgHook = tab.page.locator('[data-org="acme"] tr[data-hook-id="3"]');
      await orgHook.waitFor({ timeout: 10_000 });
      expect(await table.locator('thead th').allTextContents()).toEqual(row.headings);
      const cell = (hook: typeof repoHook, heading: string) => hook.locator(`td[data-label="${heading}"]`);
      expect(await cell(repoHook, 'url').textContent()).toBe(REPO_URL);
      expect(await cell(orgHook, 'url').textContent()).toBe(ORG_URL);
      expect(await cell(repoHook, 'events').textContent()).toBe(row.events[0]);
      expect(await cell(orgHook, 'events').textContent()).toBe(row.events[1]);
      for (const [heading, value] of Object.entries(row.cells ?? {}))
        expect(await cell(repoHook, heading).textContent()).toMatch(value);
      const toggles = tab.page.locator('button[data-action="toggle"]');
      expect(await toggles.count()).toBe(row.toggle ? 3 : 0);
      expect(await tab.page.locator('button[data-action="test"]').count()).toBe(3);
      expect(tab.errors).toEqual([]);
      await tab.page.close();
    });

    it('refuses the active switch where the product has no such flag', async () => {
      server.mock.load('default');
      const answer = await fetch(`${server.origin}/__hookmock/hooks/1/active`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"active":false}',
      });
      expect(answer.status).toBe(row.toggle ? 200 : 409);
      const fired = await server.mock.emit('push', { repo: 'acme/widgets' });
      expect(fired.some((d) => d.hookId === 1)).toBe(!row.toggle);
    });

    it("redacts the product's secret-bearing headers, signatures as sent", async () => {
      server.mock.load(scenarioOf(row));
      const fired = await server.mock.emit('push', { repo: 'acme/widgets' });
      const sent = fired.find((d) => d.hookId === 1);
      expect(sent?.headers[row.shown]).toBeTruthy();
      const tab = await newPage();
      await tab.page.goto(`${server.origin}/__hookmock/`);
      const delivery = tab.page.locator(`#deliveries tr[data-delivery-id="${sent?.id}"]`);
      await delivery.waitFor({ timeout: 10_000 });
      await delivery.locator('summary').click();
      const text = (await delivery.locator('pre.headers').textContent()) ?? '';
      for (const name of row.redacted) {
        expect(sent?.headers[name], name).toBeTruthy();
        expect(text).toMatch(new RegExp(`^${name}: \\[REDACTED\\]$`, 'm'));
      }
      expect(text).toContain(`${row.shown}: ${sent?.headers[row.shown]}`);
      for (const secret of [BASIC, 's3cret', CUSTOM]) expect(text).not.toContain(secret);
      expect(tab.errors).toEqual([]);
      await tab.page.close();
    });
  });
});
