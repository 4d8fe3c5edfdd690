// mock.handle takes a CoreRequest; given a fetch Request (as msw's getResponse takes) it says to
// use mock.fetch instead of crashing in the router (newcomer trial 3, bug 5: `TypeError: Cannot
// read properties of undefined (reading 'startsWith')`).
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';

const URL_TEXT = 'http://localhost/api/v1/orgs/acme/hooks';

describe('mock.handle', () => {
  it('points a fetch Request at mock.fetch', () => {
    const mock = createHookMock();
    const handleAny = mock.handle as (request: unknown) => unknown;
    expect(() => handleAny(new Request(URL_TEXT))).toThrow(
      'hookmock: mock.handle(request) takes a CoreRequest ({ method, url: URL, header(name), body }); a fetch Request: use mock.fetch(request) for those',
    );
    expect(() => handleAny(URL_TEXT)).toThrow(/takes a CoreRequest .*got the URL/);
  });

  it('answers a CoreRequest, and mock.fetch the same request as a Request', async () => {
    const mock = createHookMock();
    const core = await mock.handle({
      method: 'GET',
      url: new URL(URL_TEXT),
      header: (name) => (name.toLowerCase() === 'authorization' ? 'token demo' : null),
      body: '',
    });
    expect(core?.status).toBe(200);
    const fetched = await mock.fetch(new Request(URL_TEXT, { headers: { Authorization: 'token demo' } }));
    expect(fetched?.status).toBe(200);
  });

  it('answers every path alike after more paths than the engine remembers (its resolutions are cleared, not wrong)', async () => {
    const mock = createHookMock();
    const get = async (path: string) =>
      (await mock.fetch(new Request(`http://localhost${path}`, { headers: { Authorization: 'token demo' } })))
        ?.status;
    expect(await get('/api/v1/orgs/acme/hooks')).toBe(200);
    // 1,000 distinct paths fill the memo (routing/resolve.ts); the next one clears it.
    for (let i = 0; i < 1_001; i++) expect(await get(`/api/v1/orgs/acme/hooks/${1_000 + i}`)).toBe(404);
    expect(await get('/api/v1/orgs/acme/hooks')).toBe(200);
    expect(await get('/api/v1/orgs/acme/hooks/')).toBe(200);
    expect(await get('/__hookmock/health')).toBe(200);
  });
});
