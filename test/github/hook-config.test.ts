/**
 * Fidelity audit 4 (`github-fidelity-4.md`), the hook-config rows: the repository's
 * `PATCH …/config` is closed (row 3), `insecure_ssl` reads back as `"0"`/`"1"` and refuses other
 * values (4), an org hook's PATCH with a `config` lacking `url` is the schema's 422 (9),
 * repository hooks refuse events GitHub offers only to orgs, apps and sponsors listings (11), and
 * a clamped `per_page` is linked as served (17).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { GITHUB_HOOK_EVENTS } from '../../src/core/flavors/github/event-model.js';
import { GITHUB_EVENTS_NOT_OFFERED } from '../../src/core/flavors/github/hook-scopes.js';
import { call } from './in-process-call.js';

const HOOK = '/repos/acme/widgets/hooks/1';
const github = () => createHookMock({ flavor: 'github', deliver: () => ({ status: 200 }) });

describe('github flavor, hook config', () => {
  it('row 3: PATCH …/hooks/{id}/config of a repository refuses an unknown key; the org’s is open', async () => {
    const mock = github();
    const typo = await call(mock, 'PATCH', `${HOOK}/config`, { contenttype: 'json' });
    expect(typo.status).toBe(422);
    expect(typo.data.message).toBe('Invalid request.\n\n"contenttype" is not a permitted key.');
    const org = await call(mock, 'PATCH', '/orgs/acme/hooks/3/config', { contenttype: 'json' });
    expect(org.status).toBe(200);
  });

  it('row 4: insecure_ssl sent as a number reads back as "0"/"1"', async () => {
    const mock = github();
    const created = await call(mock, 'POST', '/repos/acme/widgets/hooks', {
      config: { url: 'https://tls.example.test/hook', insecure_ssl: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.data.config.insecure_ssl).toBe('1');
    const patched = await call(mock, 'PATCH', `${HOOK}/config`, { insecure_ssl: 0 });
    expect(patched.data.insecure_ssl).toBe('0');
    const read = await call(mock, 'GET', HOOK);
    expect(read.data.config.insecure_ssl).toBe('0');
  });

  it('row 4: any other insecure_ssl is a 422 naming the field', async () => {
    const mock = github();
    for (const value of ['yes', 2, '']) {
      const answer = await call(mock, 'PATCH', `${HOOK}/config`, { insecure_ssl: value });
      expect(answer.status, String(value)).toBe(422);
      expect(answer.data.errors).toEqual([
        { resource: 'Hook', code: 'invalid', field: 'insecure_ssl', value: String(value) },
      ]);
    }
    expect((await call(mock, 'GET', `${HOOK}/config`)).data.insecure_ssl).toBe('0');
  });

  it('row 9: an org hook PATCH whose config lacks url is the schema’s 422', async () => {
    const mock = github();
    const answer = await call(mock, 'PATCH', '/orgs/acme/hooks/3', { config: { content_type: 'json' } });
    expect(answer.status).toBe(422);
    expect(answer.data.message).toBe('Invalid request.\n\n"url" wasn\'t supplied.');
  });
});

describe('github flavor, paging', () => {
  it('row 17: a clamped per_page is served and linked as the size served', async () => {
    const mock = github();
    const zero = await call(mock, 'GET', '/repos/acme/widgets/hooks?per_page=0');
    expect(zero.data).toHaveLength(1);
    expect(zero.headers.get('link')).toBe(
      '<https://api.github.com/repositories/1/hooks?per_page=1&page=2>; rel="next", ' +
        '<https://api.github.com/repositories/1/hooks?per_page=1&page=2>; rel="last"',
    );
    for (let i = 0; i < 2; i++) await call(mock, 'POST', '/repos/acme/widgets/hooks/1/pings');
    const deliveries = await call(mock, 'GET', '/repos/acme/widgets/hooks/1/deliveries?per_page=0');
    expect(deliveries.data).toHaveLength(1);
    expect(deliveries.headers.get('link')).toMatch(/\?per_page=1&cursor=v1_\d+>; rel="next"$/);
  });
});

describe('github flavor, events a hook is not offered', () => {
  it('row 11: the table is @octokit/openapi-webhooks’ supported-webhook-types', async () => {
    const { default: schemas } = await import('@octokit/openapi-webhooks/generated/api.github.com.json', {
      with: { type: 'json' },
    });
    const offered = new Map<string, Set<string>>();
    for (const hook of Object.values(schemas.webhooks) as {
      post: { 'x-github': Record<string, unknown> };
    }[]) {
      const x = hook.post['x-github'];
      const name = String(x.subcategory).replaceAll('-', '_');
      const types = offered.get(name) ?? new Set<string>();
      for (const type of (x['supported-webhook-types'] as string[] | undefined) ?? []) types.add(type);
      offered.set(name, types);
    }
    const accepted = GITHUB_HOOK_EVENTS.filter((e) => e !== '*');
    const notOn = (type: string) => accepted.filter((e) => offered.get(e)?.has(type) === false);
    expect(accepted.filter((e) => !offered.has(e))).toEqual([]);
    expect(notOn('repository')).toEqual([...GITHUB_EVENTS_NOT_OFFERED.repo]);
    expect(notOn('organization')).toEqual([...GITHUB_EVENTS_NOT_OFFERED.org]);
  });

  it('row 11: a repository hook refuses org-, app- and sponsors-only events; an org hook takes team', async () => {
    const mock = github();
    const events = ['push', 'team', 'organization', 'workflow_dispatch', 'sponsorship'];
    const config = { url: 'https://ci.example.test/all', content_type: 'json' };
    const refused = await call(mock, 'POST', '/repos/acme/widgets/hooks', { events, config });
    expect(refused.status).toBe(422);
    expect(refused.data.errors.map((e: { value: string }) => e.value)).toEqual(events.slice(1));
    const added = await call(mock, 'PATCH', HOOK, { add_events: ['team'] });
    expect(added.status).toBe(422);
    const org = await call(mock, 'POST', '/orgs/acme/hooks', { name: 'web', events: ['team'], config });
    expect(org.status).toBe(201);
    const app = await call(mock, 'POST', '/orgs/acme/hooks', {
      name: 'web',
      events: ['merge_group'],
      config,
    });
    expect(app.status).toBe(422);
  });
});
