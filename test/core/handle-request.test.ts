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
});
