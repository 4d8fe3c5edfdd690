/**
 * GitHub's `ping` payload (a hook's creation and `POST …/pings`, sent by the request side) for a
 * repository and an organization hook is valid against GitHub's `ping` schema. Built through the
 * github catalog's payload set over an engine, since this branch has no route that sends it yet.
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/core/engine.js';
import { GITHUB_PAYLOADS } from '../../src/core/flavors/github/events/payload-set.js';
import { accountOf, payloadContext } from '../../src/core/events/payloads/context.js';
import { plainBackend } from '../../src/core/state/backend.js';
import { GITHUB_SCENARIO, schemaErrors, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

describe('github ping payloads', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('validate against GitHub’s ping schema at both scopes', () => {
    const engine = new Engine({ flavor: 'github', scenario: GITHUB_SCENARIO }, plainBackend());
    const { store } = engine;
    const repo = store.repo('acme', 'widgets');
    const org = store.org('acme');
    const checked: string[] = [];
    for (const [kind, scopeId] of [
      ['repo', repo?.id],
      ['org', org?.id],
    ] as const) {
      for (const id of store.hookIds(kind, scopeId ?? 0)) {
        const hook = store.hook(id);
        if (!hook) continue;
        const ctx = payloadContext({
          flavor: engine.flavor,
          site: engine.events.site('http://localhost:4100'),
          store,
          world: engine.events.world,
          repo: kind === 'repo' ? repo : undefined,
          org,
          sender: accountOf(store, 'alice'),
          at: '2026-03-01T12:00:00Z',
        });
        const payload = GITHUB_PAYLOADS.ping(ctx, hook, engine.flavor, 1);
        expect(schemaErrors('ping', payload), kind).toEqual([]);
        expect(payload).toMatchObject({
          hook_id: hook.id,
          hook: { type: kind === 'repo' ? 'Repository' : 'Organization', name: 'web', events: ['*'] },
        });
        checked.push(kind);
      }
    }
    expect(checked).toEqual(['repo', 'org']);
  });
});
