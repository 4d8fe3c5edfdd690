/**
 * `deliver: true` in-process under msw (issue 20 item 5; newcomer trial 3, friction 2 and bug 1):
 * a real delivery to a receiver on 127.0.0.1 gets through `onUnhandledRequest: 'error'` (the
 * mock's own handler passes exactly its deliveries through) and settles at once — not after the
 * 5 s the awaited `body.cancel()` took under msw's interceptor: each delivery settles in under a
 * second (a local answer takes milliseconds; the file is in the `timing` project, so a CPU starved
 * by parallel workers does not miss the bound). Any other unplanned request still fails.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { builtin } from '../support/msw.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import type { HookMock, Scenario } from '../../src/index.js';
import { setupHookMock } from '../../src/vitest/index.js';
import { listen, readBody } from '../support/server.js';

const received: string[] = [];
let receiver: Awaited<ReturnType<typeof listen>> | undefined;
beforeAll(async () => {
  receiver = await listen((req, res) => {
    void readBody(req).then((body) => {
      received.push(`${req.headers['x-gitea-event'] ?? '?'} ${body.length > 0 ? 'with body' : 'empty'}`);
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('thanks, got it');
    });
  });
});
afterAll(() => receiver?.close());

function scenarioAimedAtReceiver(): Scenario {
  const scenario = builtin('default');
  scenario.hooks = [
    {
      repo: 'acme/widgets',
      type: 'gitea',
      active: true,
      events: ['push'],
      config: { url: `${receiver?.url}/webhook`, content_type: 'json', secret: 's' },
    },
  ];
  return scenario;
}

async function pushAndSettle(mock: HookMock) {
  mock.load(scenarioAimedAtReceiver());
  received.length = 0;
  const [sent] = await mock.emit('push', { repo: 'acme/widgets' });
  if (!sent) throw new Error('no delivery');
  return mock.deliveries.waitFor((d) => d.id === sent.id && d.delivery.status !== 'pending', {
    timeoutMs: 2000,
  });
}

describe("deliver: true under setupServer(…, { onUnhandledRequest: 'error' })", () => {
  const mock = createHookMock({ flavor: 'gitea', deliver: true });
  const server = setupServer(...mock.handlers);
  // msw 3 reads the strategy as `onUnhandledFrame` and ignores the old name: set both.
  beforeAll(() => server.listen(unhandledOption('error')));
  afterAll(() => server.close());

  it('reaches the real receiver and settles well under a second', async () => {
    const done = await pushAndSettle(mock);
    expect(done.delivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(done.delivery.durationMs).toBeLessThan(1000);
    expect(received).toEqual(['push with body']);
  });

  it("still refuses a request nobody planned for, even to the receiver's host", async () => {
    await expect(fetch(`${receiver?.url}/elsewhere`).then((res) => res.text())).rejects.toThrow();
    expect(received).toEqual(['push with body']);
  });
});

describe('setupHookMock({ deliver: true })', () => {
  const mock = setupHookMock({ flavor: 'gitea', deliver: true });

  it('delivers to the real receiver and settles at once', async () => {
    const done = await pushAndSettle(mock);
    expect(done.delivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(done.delivery.durationMs).toBeLessThan(1000);
    expect(received).toEqual(['push with body']);
  });
});
