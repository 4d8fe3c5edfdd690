/**
 * The 0.2.0 public surface: renamed names with their deprecated aliases (which warn once), and the
 * new entry points and members — through the exported API and the CLI's option parser.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, Transport } from '../../src/index.js';
import { serveOptions } from '../../src/cli/serve-parse.js';
import { resetWarnings } from '../../src/core/util/warn-once.js';

/** A transport that answers 200 and remembers where it was asked to go. */
function recordingTransport(): { transport: Transport; urls: string[] } {
  const urls: string[] = [];
  const transport: Transport = (delivery) => {
    urls.push(delivery.url);
    return Promise.resolve({ status: 'delivered', responseStatus: 200 });
  };
  return { transport, urls };
}

/** A push to acme/widgets: its hook posts to https://ci.example.test/hook (scenarios/default.json). */
async function pushOutcome(options: Parameters<typeof createHookMock>[0]): Promise<Delivery> {
  const mock = createHookMock({ deliver: true, ...options });
  const [delivery] = await mock.emit('push', { repo: 'acme/widgets' });
  if (!delivery) throw new Error('the push fired no hook');
  return mock.deliveries.waitFor((d) => d.id === delivery.id && d.delivery.status !== 'pending');
}

function spyWarnings() {
  resetWarnings(); // the unit files share module state (isolate: false): start from none given
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deliveryHosts (was allowHosts)', () => {
  it('lets deliveries reach the listed hosts; the others are refused without a connection', async () => {
    const open = recordingTransport();
    const delivered = await pushOutcome({ transport: open.transport, deliveryHosts: ['*.example.test'] });
    expect(delivered.delivery.status).toBe('delivered');
    expect(open.urls).toEqual(['https://ci.example.test/hook']);

    const closed = recordingTransport();
    const refused = await pushOutcome({ transport: closed.transport });
    expect(refused.delivery).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/not allowed/),
    });
    expect(closed.urls).toEqual([]);
  });

  it('still takes allowHosts, with one warning naming the new option however often it is used', async () => {
    const warn = spyWarnings();
    const { transport, urls } = recordingTransport();
    const first = await pushOutcome({ transport, allowHosts: ['*.example.test'] });
    await pushOutcome({ transport, allowHosts: ['*.example.test'] });
    expect(first.delivery.status).toBe('delivered');
    expect(urls).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/`allowHosts` option is deprecated; use `deliveryHosts`/);
  });

  it('prefers deliveryHosts when both are given', async () => {
    spyWarnings();
    const { transport, urls } = recordingTransport();
    const outcome = await pushOutcome({
      transport,
      deliveryHosts: ['localhost'],
      allowHosts: ['*.example.test'],
    });
    expect(outcome.delivery.status).toBe('failed');
    expect(urls).toEqual([]);
  });
});

describe('hookmock serve --delivery-host (was --allow-host)', () => {
  it('adds hosts to the loopback defaults, without a warning', () => {
    const warn = spyWarnings();
    const options = serveOptions(
      ['--delivery-host', 'hooks.internal.test', '--delivery-host', '10.0.0.0/8'],
      {},
    );
    expect(options.deliveryHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '::1',
      'hooks.internal.test',
      '10.0.0.0/8',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('still takes --allow-host, warning once per process', () => {
    const warn = spyWarnings();
    expect(serveOptions(['--allow-host', 'a.test', '--allow-host', 'b.test'], {}).deliveryHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '::1',
      'a.test',
      'b.test',
    ]);
    serveOptions(['--allow-host', 'c.test'], {});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/--allow-host is deprecated; use --delivery-host/);
  });

  it('refuses a malformed host under either name', () => {
    expect(() => serveOptions(['--delivery-host', 'a b'], {})).toThrow(/invalid --delivery-host "a b"/);
  });
});

describe('hookmock serve --delivery-timeout', () => {
  it('is deliveryTimeoutMs; absent, the option is left to its default', () => {
    expect(serveOptions(['--delivery-timeout', '250'], {}).deliveryTimeoutMs).toBe(250);
    expect(serveOptions([], {})).not.toHaveProperty('deliveryTimeoutMs');
  });

  it('refuses anything but whole milliseconds >= 1', () => {
    for (const bad of ['0', '-5', '1.5', 'soon'])
      expect(() => serveOptions(['--delivery-timeout', bad], {})).toThrow(/invalid --delivery-timeout/);
  });
});

describe('mock.fetch(request)', () => {
  const API = 'http://localhost/api/v1';
  const AUTH = { Authorization: 'token alice-token' };

  it('answers a fetch Request with a Response, as the msw handlers do', async () => {
    const mock = createHookMock();
    const list = await mock.fetch(new Request(`${API}/repos/acme/widgets/hooks`, { headers: AUTH }));
    expect(list).toBeInstanceOf(Response);
    expect(list?.status).toBe(200);
    expect(((await list?.json()) as unknown[]).length).toBeGreaterThan(0);

    const created = await mock.fetch(
      new Request(`${API}/repos/acme/widgets/hooks`, {
        method: 'POST',
        headers: { ...AUTH, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          type: 'native',
          config: { url: 'http://localhost/in', content_type: 'json' },
        }),
      }),
    );
    expect(created?.status).toBe(201);
    expect(mock.requests.all().map((r) => r.status)).toEqual([200, 201]);
  });

  it('answers the control API, and undefined for what is not the mock', async () => {
    const mock = createHookMock({ baseUrl: 'https://git.example.test/api/v1' });
    const health = await mock.fetch(new Request('https://git.example.test/__hookmock/health'));
    expect(await health?.json()).toEqual({ ok: true, flavor: 'spec', basePath: '/api/v1' });
    expect(await mock.fetch(new Request('https://other.example.test/api/v1/repos/acme/widgets/hooks'))).toBe(
      undefined,
    );
    expect(await mock.fetch(new Request('https://git.example.test/elsewhere'))).toBe(undefined);
  });

  it('refuses anything but a Request, saying what it takes', async () => {
    const mock = createHookMock();
    const fetchAny = mock.fetch as (request: unknown) => Promise<Response | undefined>;
    await expect(fetchAny(`${API}/repos/acme/widgets/hooks`)).rejects.toThrow(
      /mock\.fetch\(request\) takes a fetch Request.*got the URL "http:\/\/localhost\/api\/v1\/repos\/acme\/widgets\/hooks" \(wrap it: new Request/,
    );
    await expect(fetchAny(new URL(API))).rejects.toThrow(TypeError);
    await expect(fetchAny({ url: API })).rejects.toThrow(/got an object that is not a Request/);
    await expect(fetchAny(undefined)).rejects.toThrow(/got undefined/);
  });
});

describe('the entry points export what the docs name, and no internals', () => {
  it('hookmock, hookmock/node and hookmock/verify: their values, exactly', async () => {
    const root = await import('../../src/index.js');
    const node = await import('../../src/node/index.js');
    const verify = await import('../../src/verify/index.js');
    expect(Object.keys(root).sort()).toEqual([
      'HookMockError',
      'ScenarioError',
      'builtinScenarios',
      'checkReceiver',
      'createHookMock',
      'defineScenario',
      'isDeliveryOf',
      'openApiDocument',
      'parseScenario',
      'verifySignature',
    ]);
    expect(Object.keys(node).sort()).toEqual([
      'BODY_LIMIT',
      'DEFAULT_TIMEOUTS',
      'GOLDEN_SECRET',
      'createFetchTransport',
      'goldenDelivery',
      'goldenDeliveryNames',
      'loadScenarioFile',
      'replayScenario',
      'startRecorder',
      'startServer',
      'toRecordedScenario',
      'transcript',
      'unmappedTokens',
    ]);
    expect(Object.keys(verify)).toEqual(['verifySignature']);
    expect(verify.verifySignature).toBe(root.verifySignature);
  });
});

describe('scenario input, resolved in one place', () => {
  const post = (mock: ReturnType<typeof createHookMock>, body: unknown) =>
    mock.fetch(
      new Request('http://localhost/__hookmock/scenario', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('POST /__hookmock/scenario: a name is a built-in only, never a file', async () => {
    const mock = createHookMock();
    const answer = await post(mock, { name: './scenarios/empty.json' });
    expect(answer?.status).toBe(400);
    expect(((await answer?.json()) as { message: string }).message).toMatch(
      /no built-in scenario "\.\/scenarios\/empty\.json"/,
    );
    expect((await post(mock, { name: 'empty' }))?.status).toBe(204);
    expect(mock.snapshot().hooks).toEqual([]);
  });

  it('a generated scenario (faker) loads over the control API and through load()', async () => {
    const mock = createHookMock({ scenario: 'empty' });
    const generated = { seed: 3, generate: { orgs: 1, reposPerOrg: 1, hooksPerRepo: 2 } };
    expect((await post(mock, generated))?.status).toBe(204);
    expect(mock.snapshot().hooks).toHaveLength(2);
    mock.load('empty');
    expect(() => mock.load('no-such')).toThrow(/no built-in scenario "no-such" \(built-ins: default, empty/);
  });
});
