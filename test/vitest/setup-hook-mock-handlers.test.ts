/**
 * setupHookMock({ handlers }): the file's own msw handlers go before the mock's, which owns every
 * path under /api/v1 (newcomer trial 3, friction 6: a handler placed after `...mock.handlers`
 * got the product's `404 page not found`). They survive the per-test reset, unlike `server.use`.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupHookMock } from '../../src/vitest/index.js';

const API = 'http://git.example.test/api/v1';
const AUTH = { Authorization: 'token demo' };

const mock = setupHookMock({
  flavor: 'gitea',
  handlers: [http.get('*/api/v1/user', () => HttpResponse.json({ login: 'me' }))],
  listen: { onUnhandledRequest: 'error' },
});

describe('setupHookMock with handlers', () => {
  it('answers the own handler first, and the hook routes as before', async () => {
    const user = await fetch(`${API}/user`, { headers: AUTH });
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({ login: 'me' });
    const hooks = await fetch(`${API}/repos/acme/widgets/hooks`, { headers: AUTH });
    expect(hooks.status).toBe(200);
    expect(mock).toHaveReceivedRequest({ method: 'GET', path: '/api/v1/repos/acme/widgets/hooks' });
  });

  it('keeps the own handler after the reset between tests', async () => {
    mock.server.use(http.get('*/api/v1/version', () => HttpResponse.json({ version: 'x' })));
    expect((await fetch(`${API}/user`, { headers: AUTH })).status).toBe(200);
  });

  it('drops runtime handlers between tests, and the mock answers its own 404 again', async () => {
    const version = await fetch(`${API}/version`, { headers: AUTH });
    expect(version.status).toBe(404);
    expect(await version.text()).toBe('404 page not found\n');
  });
});
