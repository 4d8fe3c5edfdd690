/**
 * A ping's `hook` is the hook as GitHub's API answers for it at that moment (issue 19): one
 * rendering for both, so the masked secret, `insecure_ssl` and `last_response` of the API are in
 * the ping too — at both scopes, on create and on `/pings`, valid against GitHub's ping schema.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { HookMockOptions } from '../../src/index.js';
import { schemaErrors, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

const API = 'https://api.github.com';
const HEADERS = { Authorization: 'token demo', 'Content-Type': 'application/json' };

function githubMock(options: HookMockOptions = {}) {
  const mock = createHookMock({ flavor: 'github', ...options });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await mock.fetch(
      new Request(`${API}${path}`, {
        method,
        headers: HEADERS,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    if (!response) throw new Error(`${method} ${path}: not the mock's`);
    return { status: response.status, json: response.status === 204 ? undefined : await response.json() };
  };
  /** The newest ping's payload, checked against GitHub's schema. */
  const lastPing = () => {
    const ping = mock.deliveries
      .all()
      .filter((d) => d.eventType === 'ping')
      .at(-1);
    const payload = JSON.parse(ping?.body ?? 'null');
    expect(schemaErrors('ping', payload)).toEqual([]);
    return payload;
  };
  return { mock, call, lastPing };
}

const config = { url: 'https://r.example.test/hook', content_type: 'json', secret: 's', insecure_ssl: '1' };

describe('a ping’s hook is the API’s hook', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('on create, at both scopes: the answer to the create and to GET, secret masked', async () => {
    const { call, lastPing } = githubMock();
    for (const scope of ['/repos/acme/widgets', '/orgs/acme']) {
      const url = `https://r.example.test${scope}`;
      const created = await call('POST', `${scope}/hooks`, {
        name: 'web',
        config: { ...config, url },
        events: ['push', 'issues'],
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const ping = lastPing();
      expect(ping.hook).toEqual(created.json);
      expect(ping.hook).toEqual((await call('GET', `${scope}/hooks/${created.json.id}`)).json);
      expect(ping.hook.config).toEqual({
        content_type: 'json',
        insecure_ssl: '1',
        secret: '********',
        url,
      });
    }
  });

  it('on /pings after a delivery: last_response is the API’s at that moment', async () => {
    const { mock, call, lastPing } = githubMock({ deliver: () => ({ status: 202 }) });
    const created = await call('POST', '/repos/acme/widgets/hooks', { config });
    const { id } = created.json;
    const settled = () =>
      mock.deliveries
        .forHook(id)
        .every((d) => d.delivery.status !== 'pending' && d.delivery.status !== 'recorded');
    await mock.deliveries.waitFor((d) => d.hookId === id && d.delivery.status === 'delivered');
    expect((await call('POST', `/repos/acme/widgets/hooks/${id}/pings`)).status).toBe(204);
    const ping = lastPing();
    expect(ping.hook.last_response).toEqual({ code: 202, status: 'active', message: 'OK' });
    await expect.poll(settled).toBe(true);
    expect(ping.hook).toEqual((await call('GET', `/repos/acme/widgets/hooks/${id}`)).json);
  });
});
