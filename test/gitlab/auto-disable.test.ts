/**
 * GitLab.com's auto-disabling on the mock's clock (`WebHooks::AutoDisabling`), over the
 * standalone server with a real node:http receiver on 127.0.0.1: from the 4th consecutive failure
 * the hook is `temporarily_disabled` (1 minute, doubling), from the 40th `disabled`; an event
 * skips a resting hook (a skipped delivery with the reason, nothing sent); advancing the clock past
 * `disabled_until` makes it fire again; a success re-enables it; `autoDisable: false` never
 * disables; the state is in the store (snapshot, reset).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/node/index.js';
import type { Delivery, Scenario } from '../../src/index.js';
import { DAY, MINUTE, SCENARIO, START, call, clock, gitlabRig, settled, startGitlab } from './receiver.js';
import { serveOptions } from '../../src/cli/serve-parse.js';

const rig = gitlabRig({ '/fail': { status: 500 } });

async function addHook(on: RunningServer, path: string, owner = 'projects/1'): Promise<number> {
  const created = await call(on, 'POST', `/${owner}/hooks`, { url: rig.receiver.url(path) });
  expect(created.status).toBe(201);
  return (created.json as { id: number }).id;
}

/** One push, its delivery to `hook` settled. */
async function push(on: RunningServer, hook: number): Promise<Delivery> {
  const out = await on.mock.emit('push' as never, { repo: 'acme/widgets' });
  const mine = out.find((d) => d.hookId === hook);
  if (!mine) throw new Error(`no delivery to hook ${hook}`);
  return on.mock.deliveries.waitFor((d) => d.id === mine.id && settled(d), { timeoutMs: 5000 });
}

const health = async (on: RunningServer, hook: number, owner = 'projects/1') => {
  const { json } = await call(on, 'GET', `/${owner}/hooks/${hook}`);
  const { alert_status, disabled_until } = json as { alert_status: string; disabled_until: string | null };
  return { alert_status, disabled_until };
};

const at = (ms: number) => new Date(ms).toISOString();

describe('auto-disable (GitLab.com)', () => {
  it('rests from the 4th failure for 1 minute, skips while resting, then doubles the backoff', async () => {
    const hook = await addHook(rig.server, '/fail');
    for (let i = 0; i < 3; i++) expect((await push(rig.server, hook)).delivery.status).toBe('failed');
    expect(await health(rig.server, hook)).toEqual({ alert_status: 'executable', disabled_until: null });
    await push(rig.server, hook);
    expect(await health(rig.server, hook)).toEqual({
      alert_status: 'temporarily_disabled',
      disabled_until: at(START + MINUTE),
    });
    // Resting: the event is recorded as skipped with the reason, and nothing is sent.
    const sentBefore = rig.receiver.received.length;
    const out = await rig.server.mock.emit('push' as never, { repo: 'acme/widgets' });
    expect(out[0]?.delivery.status).toBe('skipped');
    expect(out[0]?.delivery.reason).toContain('temporarily disabled until');
    expect(out.notFired.map((n) => [n.hookId, n.code])).toEqual([[hook, 'not-sent']]);
    expect(rig.receiver.received.length).toBe(sentBefore);
    // Past disabled_until it fires again; the next failure rests it twice as long.
    clock.now = START + MINUTE + 1;
    expect(await health(rig.server, hook)).toEqual({
      alert_status: 'executable',
      disabled_until: at(START + MINUTE),
    });
    expect((await push(rig.server, hook)).delivery.status).toBe('failed');
    expect(rig.receiver.received.length).toBe(sentBefore + 1);
    expect((await health(rig.server, hook)).disabled_until).toBe(at(clock.now + 2 * MINUTE));
    clock.now += 2 * MINUTE + 1;
    await push(rig.server, hook);
    expect(await health(rig.server, hook)).toEqual({
      alert_status: 'temporarily_disabled',
      disabled_until: at(clock.now + 4 * MINUTE),
    });
  });

  it('a success re-enables a resting hook', async () => {
    const hook = await addHook(rig.server, '/fail');
    for (let i = 0; i < 4; i++) await push(rig.server, hook);
    expect((await health(rig.server, hook)).alert_status).toBe('temporarily_disabled');
    clock.now += MINUTE + 1;
    rig.receiver.answers.set('/fail', { status: 200 });
    expect((await push(rig.server, hook)).delivery.status).toBe('delivered');
    expect(await health(rig.server, hook)).toEqual({ alert_status: 'executable', disabled_until: null });
    // The count starts again: three failures do not rest it.
    rig.receiver.answers.set('/fail', { status: 500 });
    for (let i = 0; i < 3; i++) await push(rig.server, hook);
    expect((await health(rig.server, hook)).alert_status).toBe('executable');
  });

  it('is disabled for good at the 40th failure; the backoff is at most a day', async () => {
    const hook = await addHook(rig.server, '/fail');
    let last = '';
    for (let failures = 1; failures <= 39; failures++) {
      await push(rig.server, hook);
      const state = await health(rig.server, hook);
      if (failures >= 4) {
        expect(state.alert_status).toBe('temporarily_disabled');
        const rest = Date.parse(state.disabled_until ?? '') - clock.now;
        expect(rest).toBe(Math.min(MINUTE * 2 ** (failures - 4), DAY));
        last = state.disabled_until ?? '';
        clock.now = Date.parse(last) + 1;
      }
    }
    await push(rig.server, hook);
    const disabled = await health(rig.server, hook);
    expect(disabled.alert_status).toBe('disabled');
    // No clock advance brings it back.
    clock.now += 30 * DAY;
    expect((await health(rig.server, hook)).alert_status).toBe('disabled');
    const out = await rig.server.mock.emit('push' as never, { repo: 'acme/widgets' });
    expect(out[0]?.delivery).toMatchObject({ status: 'skipped' });
    expect(out[0]?.delivery.reason).toContain('disabled after 40 consecutive failed deliveries');
  });

  it('a disabled hook refuses a resend: 422 Hook disabled', async () => {
    const hook = await addHook(rig.server, '/fail');
    const first = await push(rig.server, hook);
    for (let i = 0; i < 3; i++) await push(rig.server, hook);
    const refused = await call(rig.server, 'POST', `/projects/1/hooks/${hook}/events/${first.id}/resend`);
    expect([refused.status, refused.json]).toEqual([422, { message: 'Hook disabled' }]);
  });

  it('applies to group hooks (GitLab.com runs EE)', async () => {
    const hook = await addHook(rig.server, '/fail', 'groups/1');
    for (let i = 0; i < 4; i++) await push(rig.server, hook);
    expect((await health(rig.server, hook, 'groups/1')).alert_status).toBe('temporarily_disabled');
  });

  it('the state is in the store: a snapshot keeps it, reset() clears it', async () => {
    const hook = await addHook(rig.server, '/fail');
    for (let i = 0; i < 4; i++) await push(rig.server, hook);
    const snapshot = rig.server.mock.snapshot();
    const saved = snapshot.hooks?.find((h) => h.id === hook);
    expect(saved?.gitlab).toMatchObject({ recent_failures: 4, disabled_until: at(START + MINUTE) });
    rig.server.mock.reset();
    expect(rig.server.mock.snapshot().hooks ?? []).toEqual([]);
    rig.server.mock.load(snapshot);
    expect((await health(rig.server, hook)).alert_status).toBe('temporarily_disabled');
    rig.server.mock.load(SCENARIO);
  });
});

describe('autoDisable: false', () => {
  let plain: RunningServer;
  beforeAll(async () => {
    plain = await startGitlab({ autoDisable: false });
  });
  afterAll(async () => {
    await plain.close();
  });

  it('never disables: every failure is sent, the hook stays executable', async () => {
    const hook = await addHook(plain, '/fail');
    for (let i = 0; i < 6; i++) expect((await push(plain, hook)).delivery.status).toBe('failed');
    expect(await health(plain, hook)).toEqual({ alert_status: 'executable', disabled_until: null });
    expect(plain.mock.snapshot().hooks?.[0]?.gitlab).toBeUndefined();
  });
});

/** A scenario hook may start resting (its state loads from `hooks[].gitlab`). */
describe('a scenario with a resting hook', () => {
  let seeded: RunningServer;
  beforeAll(async () => {
    const scenario = {
      ...SCENARIO,
      hooks: [
        {
          repo: 'acme/widgets',
          active: true,
          events: ['push_events'],
          config: { url: rig.receiver.url('/ok') },
          gitlab: { recent_failures: 5, disabled_until: at(START + 10 * MINUTE) },
        },
      ],
    } as Scenario;
    seeded = await startGitlab({ scenario });
  });
  afterAll(async () => {
    await seeded.close();
  });

  it('rests until disabled_until, then fires again', async () => {
    expect(await health(seeded, 1)).toEqual({
      alert_status: 'temporarily_disabled',
      disabled_until: at(START + 10 * MINUTE),
    });
    const out = await seeded.mock.emit('push' as never, { repo: 'acme/widgets' });
    expect(out[0]?.delivery.status).toBe('skipped');
    clock.now = START + 11 * MINUTE;
    expect((await push(seeded, 1)).delivery.status).toBe('delivered');
    expect(await health(seeded, 1)).toEqual({ alert_status: 'executable', disabled_until: null });
  });
});

describe('serve --auto-disable on|off', () => {
  it('parses to the autoDisable option, refuses anything else', () => {
    expect(serveOptions(['--flavor', 'gitlab', '--auto-disable', 'off'], {}).autoDisable).toBe(false);
    expect(serveOptions(['--flavor', 'gitlab', '--auto-disable', 'on'], {}).autoDisable).toBe(true);
    expect(serveOptions(['--flavor', 'gitlab'], {})).not.toHaveProperty('autoDisable');
    expect(() => serveOptions(['--auto-disable', 'maybe'], {})).toThrow(
      'invalid --auto-disable "maybe": expected on or off',
    );
  });
});
