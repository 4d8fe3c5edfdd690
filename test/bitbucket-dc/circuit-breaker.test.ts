/**
 * Data Center's circuit breaker on the mock's clock, over the standalone server and a real
 * receiver on 127.0.0.1: after 5 consecutive failures a hook rests 10 s (an event is recorded
 * `skipped` with the reason and nothing is sent), then fires again; each further failure doubles
 * the rest up to 10 h; a success closes it. `autoDisable: false` turns it off.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { call } from './support.js';
import { START, clock, dcRig, settled, SCENARIO } from './receiver.js';

const rig = dcRig();
const SECOND = 1000;
const HOUR = 3600 * SECOND;

async function addHook(path: string): Promise<number> {
  const made = await call(`${rig.server.url}/projects/ACME/repos/widgets/webhooks`, 'POST', {
    body: { name: 'flaky', url: rig.receiver.url(path), events: ['repo:refs_changed'] },
  });
  return (made.body as { id: number }).id;
}

async function push(hook: number) {
  const out = await rig.server.mock.emit('repo:refs_changed' as never, { repo: 'acme/widgets' });
  const mine = out.find((d) => d.hookId === hook);
  if (!mine) throw new Error('no delivery');
  if (mine.delivery.status === 'skipped') return mine;
  return rig.server.mock.deliveries.waitFor((d) => d.id === mine.id && settled(d), { timeoutMs: 5000 });
}

describe('bitbucket-dc circuit breaker', () => {
  it('opens after 5 consecutive failures for 10 s, doubling, and a success closes it', async () => {
    rig.receiver.answers.set('/flaky', 500);
    const hook = await addHook('/flaky');
    for (let i = 0; i < 5; i++) expect((await push(hook)).delivery.status).toBe('failed');
    const sent = rig.receiver.received.length;
    const skipped = await push(hook);
    expect(skipped.delivery).toMatchObject({ status: 'skipped' });
    expect(skipped.delivery.reason).toContain(new Date(START + 10 * SECOND).toISOString());
    expect(rig.receiver.received.length).toBe(sent);
    // Past its rest it is tried again; another failure rests it 20 s.
    clock.now = START + 10 * SECOND + 1;
    expect((await push(hook)).delivery.status).toBe('failed');
    const again = await push(hook);
    expect(again.delivery.reason).toContain(new Date(clock.now + 20 * SECOND).toISOString());
    // A success closes the breaker.
    clock.now += 20 * SECOND + 1;
    rig.receiver.answers.delete('/flaky');
    expect((await push(hook)).delivery.status).toBe('delivered');
    expect((await push(hook)).delivery.status).toBe('delivered');
  });

  it('rests at most 10 hours', async () => {
    rig.receiver.answers.set('/down', 500);
    const hook = await addHook('/down');
    for (let i = 0; i < 5; i++) await push(hook);
    for (let i = 0; i < 14; i++) {
      clock.now += 11 * HOUR;
      await push(hook);
    }
    const resting = await push(hook);
    expect(resting.delivery.reason).toContain(new Date(clock.now + 10 * HOUR).toISOString());
  });

  it('autoDisable: false never opens it', async () => {
    const mock = createHookMock({
      flavor: 'bitbucket-dc',
      scenario: {
        ...SCENARIO,
        hooks: [
          {
            repo: 'acme/widgets',
            active: true,
            events: ['push'],
            config: { url: 'https://x.example.test/h' },
          },
        ],
      },
      autoDisable: false,
      deliver: () => ({ status: 500 }),
    });
    for (let i = 0; i < 7; i++) {
      const [d] = await mock.emit('push', { repo: 'acme/widgets' });
      expect(d?.delivery.status).not.toBe('skipped');
    }
  });
});
