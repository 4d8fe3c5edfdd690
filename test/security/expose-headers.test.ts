// Which response headers a trusted page may read: the control API's own list on control routes;
// on the mocked API only what the flavor's lists name (Gitea's SetTotalCountHeader), nothing on
// a single hook — the server's CORS policy decides Allow-Origin, never the exposed set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import type { FlavorName } from '../../src/index.js';
import { raw } from '../support/raw-http.js';

const LOCAL = 'http://localhost:5173';
const TOKEN = { Authorization: 'token demo', Origin: LOCAL };

describe.each<FlavorName>(['gitea', 'forgejo', 'spec'])('%s flavor, a page on localhost', (flavor) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true, flavor });
  });
  afterAll(() => server.close());
  const api = (path: string) => raw(server.port, { path: `/api/v1${path}`, headers: TOKEN });

  it('a single hook exposes nothing; lists expose what the flavor names', async () => {
    const one = await api('/repos/acme/widgets/hooks/1');
    expect(one.status).toBe(200);
    expect(one.headers['access-control-allow-origin']).toBe(LOCAL);
    expect(one.headers['access-control-expose-headers']).toBeUndefined();
    for (const path of ['/repos/acme/widgets/hooks?limit=1', '/orgs/acme/hooks?limit=1']) {
      const list = await api(path);
      expect(list.status).toBe(200);
      // Gitea's SetLinkHeader/SetTotalCountHeader: Link is named only when the list sets one.
      const named = list.headers.link === undefined ? 'X-Total-Count' : 'Link, X-Total-Count';
      expect(list.headers['access-control-expose-headers']).toBe(named);
    }
  });

  it('control routes expose the paging headers and the ETag', async () => {
    const state = await raw(server.port, { path: '/__hookmock/pings?limit=1', headers: { Origin: LOCAL } });
    expect(state.status).toBe(200);
    expect(state.headers['access-control-expose-headers']).toContain('X-Next-After');
    expect(state.headers['access-control-expose-headers']).toContain('ETag');
  });
});
