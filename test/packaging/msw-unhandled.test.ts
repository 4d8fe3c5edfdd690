/**
 * setupHookMock makes unhandled requests errors under msw 2 and msw 3 alike (msw 3 renamed the
 * option to `onUnhandledFrame` and ignores the old name). A real local server stands behind the
 * unhandled URL, so a request that msw let through would get its 200 and the test would fail.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupHookMock } from '../../src/vitest/index.js';

const real = createServer((_req, res) => res.end('reached the real server'));
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
  const { port } = real.address() as AddressInfo;
  url = `http://127.0.0.1:${port}/elsewhere`;
});
afterAll(() => new Promise<void>((resolve) => real.close(() => resolve())));

describe('setupHookMock', () => {
  const mock = setupHookMock({ flavor: 'gitea' });

  it('answers the mocked API', async () => {
    const res = await fetch('http://localhost/api/v1/repos/acme/widgets/hooks', {
      headers: { Authorization: 'token demo' },
    });
    expect(res.status).toBe(200);
    expect(mock).toHaveReceivedRequest({ method: 'GET', status: 200 });
  });

  it('does not let an unhandled request through to a real server', async () => {
    await expect(fetch(url).then((res) => res.text())).rejects.toThrow();
  });
});
