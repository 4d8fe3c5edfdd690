/**
 * Which msw this run uses. The msw 3 CI leg (scripts/msw3-leg.sh) sets HOOKMOCK_EXPECT_MSW_MAJOR=3,
 * so that leg fails if its install quietly left msw 2 in place; in the main run it checks msw 2.
 */
import { createRequire } from 'node:module';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';

const require = createRequire(import.meta.url);
const { version } = require('msw/package.json') as { version: string };
const expected = process.env.HOOKMOCK_EXPECT_MSW_MAJOR ?? '2';

describe(`msw ${expected}`, () => {
  it('is the msw this run was meant to use', () => {
    expect(version.split('.')[0]).toBe(expected);
  });

  it('answers the mocked API and the control API through setupServer', async () => {
    const mock = createHookMock({ flavor: 'gitea' });
    const server = setupServer(...mock.handlers);
    server.listen(unhandledOption('error'));
    try {
      const hooks = await fetch('http://localhost/api/v1/repos/acme/widgets/hooks', {
        headers: { Authorization: 'token demo' },
      });
      expect(hooks.status).toBe(200);
      const state = await fetch('http://localhost/__hookmock/state');
      expect(state.status).toBe(200);
    } finally {
      server.close();
    }
  });
});
