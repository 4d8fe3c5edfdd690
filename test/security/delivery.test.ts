// S3: deliveries check the address a name resolves to, at connect time, as well as the name;
// a refused delivery makes no connection at all.
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedAddress, isAllowedHost } from '../../src/core/delivery/allowed-hosts.js';
import type { PingAttempt } from '../../src/core/types.js';
import { createDeliveryTransport } from '../../src/node/delivery-transport.js';
import { startServer } from '../../src/node/index.js';
import { AUTH, attackScenario, listen } from '../support/server.js';
import { raw } from '../support/raw-http.js';

let receiver: Awaited<ReturnType<typeof listen>>;
let connections = 0;
const requests: string[] = [];

beforeAll(async () => {
  receiver = await listen((req, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    res.writeHead(200).end();
  });
  receiver.server.on('connection', () => connections++);
});
afterAll(() => receiver.close());

/** A resolver that answers `address` for every name, as a hostile or mistaken DNS would. */
function resolvesTo(address: string) {
  return ((_host: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) =>
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }])) as never;
}

function attempt(url: string): PingAttempt {
  return { url, headers: { 'Content-Type': 'application/json' }, body: '{}' } as unknown as PingAttempt;
}

describe('S3: the resolved address is checked at connect time', () => {
  it('refuses an allowed name that resolves to 0.0.0.0, without connecting', async () => {
    const before = connections;
    const transport = createDeliveryTransport({
      allowHosts: ['hooks.example.test'],
      lookup: resolvesTo('0.0.0.0'),
    });
    const result = await transport(attempt(`http://hooks.example.test:${receiver.port}/x`));
    expect(result).toMatchObject({ status: 'failed' });
    expect((result as { error: string }).error).toMatch(
      /address 0\.0\.0\.0 of hooks\.example\.test is not allowed.*no connection was made/,
    );
    expect(connections).toBe(before);
  });

  it('refuses private and link-local answers unless an address or CIDR rule names them', () => {
    const rules = ['hooks.example.test'];
    for (const address of [
      '10.1.2.3',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::',
      'fe80::1',
      'fd00::1',
    ])
      expect(isAllowedAddress(address, rules), address).toBe(false);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '8.8.8.9'])
      expect(isAllowedAddress(address, rules), address).toBe(true);
    expect(isAllowedAddress('10.1.2.3', [...rules, '10.0.0.0/8'])).toBe(true);
    expect(isAllowedHost('http://10.1.2.3/x', ['10.0.0.0/8'])).toBe(true);
    expect(isAllowedHost('http://10.1.2.3/x', ['localhost'])).toBe(false);
  });

  it('delivers when the name resolves to an allowed address', async () => {
    const before = connections;
    const transport = createDeliveryTransport({
      allowHosts: ['hooks.example.test'],
      lookup: resolvesTo('127.0.0.1'),
    });
    const result = await transport(attempt(`http://hooks.example.test:${receiver.port}/ok`));
    expect(result).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(connections).toBe(before + 1);
  });

  it('--allow-host-style address literals are checked before dialling too', async () => {
    const before = connections;
    const transport = createDeliveryTransport({ allowHosts: ['*.example.test'] });
    const result = await transport(attempt(`http://0.0.0.0:${receiver.port}/x`));
    expect(result).toMatchObject({ status: 'failed' });
    expect(connections).toBe(before);
  });

  it('the review A1 chain over HTTP: a cross-site scenario POST and test press reach no receiver', async () => {
    const server = await startServer({ port: 0, quiet: true, flavor: 'gitea', deliver: true });
    try {
      const before = connections;
      const hookUrl = `http://127.0.0.1:${receiver.port}/internal/admin/api?x=1`;
      const load = await raw(server.port, {
        method: 'POST',
        path: '/__hookmock/scenario',
        headers: { Origin: 'http://evil.test:5480', 'Content-Type': 'text/plain' },
        body: JSON.stringify(attackScenario(hookUrl)),
      });
      expect(load.status).toBe(403);
      const press = await raw(server.port, {
        method: 'POST',
        path: '/api/v1/repos/acme/widgets/hooks/1/tests?token=eve-token',
        headers: { Origin: 'http://evil.test:5480' },
      });
      expect(press.headers['access-control-allow-origin']).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requests.filter((r) => r.includes('attacker-chosen'))).toEqual([]);
      expect(connections).toBe(before);
      // The same server delivers to its own loopback hooks as before (AUTH is the default scenario's user).
      expect(
        (await raw(server.port, { path: '/api/v1/repos/acme/widgets/hooks', headers: AUTH })).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});
