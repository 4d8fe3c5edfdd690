// One vocabulary of events (issue 44 item 4; review 5: `send`/`emit` took other names than
// `listen --events`): every event a flavor lists, with every action it lists, can be emitted in
// that flavor; every other name it goes by is that event; an unknown name is refused with the
// list, never an internal error. `hookmock events` prints the same list.
import { describe, expect, it } from 'vitest';
import { createHookMock, HookMockError } from '../../src/index.js';
import { FLAVORS, productOf } from '../../src/core/flavors/index.js';
import type { FlavorName } from '../../src/core/flavors/index.js';
import { listEvents } from '../../src/core/events/event-vocabulary.js';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/cli-errors.js';
import { checkEvents } from '../../src/cli/listen-plan.js';

const FLAVOR_NAMES = Object.keys(FLAVORS) as FlavorName[];
const listed = (flavor: FlavorName) =>
  listEvents(productOf(FLAVORS[flavor]).catalog, FLAVORS[flavor].delivery);

/** Emits at the repo, or at its org where the event has no repository (GitLab's group events). */
async function emitAnywhere(mock: ReturnType<typeof createHookMock>, event: string, action?: string) {
  const options = action === undefined ? {} : { action };
  try {
    return await mock.emit(event, { repo: 'acme/widgets', ...options });
  } catch (error) {
    if (!(error instanceof HookMockError) || !/org/.test(error.message)) throw error;
    return mock.emit(event, { org: 'acme', ...options });
  }
}

async function runCli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env: {} };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(FLAVOR_NAMES)('the %s flavor speaks one vocabulary', (flavor) => {
  it('emits every listed event with every listed action', async () => {
    const mock = createHookMock({ flavor, deliver: false });
    for (const { event, actions } of listed(flavor)) {
      for (const action of actions.length ? actions : [undefined]) {
        const result = await emitAnywhere(mock, event, action).catch((e: unknown) => e);
        expect(result, `${event}/${action}`).not.toBeInstanceOf(Error);
      }
    }
  });

  it('takes every other name an event goes by as that event', async () => {
    const mock = createHookMock({ flavor, deliver: false });
    for (const { event, names } of listed(flavor)) {
      for (const name of names) {
        const result = await emitAnywhere(mock, name).catch((e: unknown) => e);
        expect(result, `${name} → ${event}`).not.toBeInstanceOf(Error);
      }
    }
  });

  // Review 5's N3: `listen --events push,merge_request,issues,tag_push` was refused in gitlab while
  // `send`/`emit` took those names. Every event emit lists, and every name it goes by, is a listen name.
  it('listen --events takes every event and name that emit takes', () => {
    const names = listed(flavor).flatMap(({ event, names: others }) => [event, ...others]);
    const refused = names.filter((name) => {
      try {
        checkEvents({ events: [name] } as never, flavor);
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toEqual([]);
  });

  it('refuses an unknown name with the list of events', async () => {
    const mock = createHookMock({ flavor, deliver: false });
    const error: unknown = await mock.emit('pushh', { repo: 'acme/widgets' }).catch((e) => e);
    expect(error).toBeInstanceOf(HookMockError);
    expect(String(error)).toMatch(/unknown event "pushh" for the [a-z-]+ flavor; accepted: \S+/);
  });

  it('hookmock events --json lists the same events', async () => {
    const { code, out } = await runCli(['events', '--flavor', flavor, '--json']);
    expect(code).toBe(0);
    const printed = JSON.parse(out) as { flavor: string; events: unknown[] };
    expect(printed.flavor).toBe(flavor);
    expect(printed.events).toEqual(JSON.parse(JSON.stringify(listed(flavor))));
  });
});

describe('names across the products', () => {
  it("gitlab's merge request goes by its header and its hook flag, in emit and listen", async () => {
    const mr = listed('gitlab').find((e) => e.event === 'merge_request');
    expect(mr?.names).toEqual(expect.arrayContaining(['Merge Request Hook', 'merge_requests_events']));
    const mock = createHookMock({ flavor: 'gitlab', deliver: false });
    const byHeader = await mock.emit('Merge Request Hook', { repo: 'acme/widgets', action: 'merge' });
    const byEvent = await mock.emit('merge_request', { repo: 'acme/widgets', action: 'merge' });
    expect(byHeader.map((d) => d.eventType)).toEqual(byEvent.map((d) => d.eventType));
    const plan = { events: ['merge_request', 'Push Hook', 'note_events'] };
    expect(checkEvents(plan as never, 'gitlab')).toEqual(['merge_requests_events', 'push', 'note_events']);
  });

  it("a scenario hook's events take the names too", async () => {
    const mock = createHookMock({
      flavor: 'gitlab',
      deliver: false,
      scenario: {
        users: [{ login: 'alice', token: 't-alice' }],
        orgs: [{ name: 'acme', owners: ['alice'] }],
        repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
        hooks: [
          {
            repo: 'acme/widgets',
            active: true,
            events: ['Merge Request Hook'],
            config: { url: 'http://127.0.0.1:9/h' },
          },
        ],
      },
    });
    const fired = await mock.emit('merge_request', { repo: 'acme/widgets', action: 'open' });
    expect(fired).toHaveLength(1);
  });

  it('listen --events refuses a name no event goes by, pointing at hookmock events', () => {
    expect(() => checkEvents({ events: ['pushh'] } as never, 'gitea')).toThrow(
      /unknown event "pushh" for the gitea flavor .*hookmock events --flavor gitea/,
    );
  });

  // Review 5's B4: `hookmock send pull_request_review --flavor gitlab` failed with "hookmock:
  // hookmock internal error: no pull_request_review_approved". GitLab has no review events: the
  // name is refused as unknown, once prefixed, with the events it does take and GitLab's own way
  // to send an approval (its catalog's counterparts); nothing is sent.
  it('send pull_request_review --flavor gitlab is refused as an unknown event, not an internal error', async () => {
    const argv = ['send', 'pull_request_review', '--flavor', 'gitlab', '--to', 'http://127.0.0.1:9/hook'];
    const { code, out, err } = await runCli([...argv, '--secret', 's3cret']);
    expect(code).toBe(1);
    expect(err).toMatch(
      /^hookmock: unknown event "pull_request_review" for the gitlab flavor; accepted: .*\bmerge_request\b/,
    );
    expect(err).toMatch(
      /; GitLab sends an approval as merge_request with action approved \(send merge_request --action approved\)/,
    );
    // The way it points at is one the gitlab flavor takes.
    const mock = createHookMock({ flavor: 'gitlab', deliver: false });
    await expect(
      mock.emit('merge_request', { repo: 'acme/widgets', action: 'approved' }),
    ).resolves.toBeDefined();
    expect(err).not.toMatch(/internal error|hookmock: hookmock/);
    expect(out).toBe('');
  });

  it('hookmock events prints one line per event with its actions and names', async () => {
    const { code, out } = await runCli(['events', '--flavor', 'gitlab']);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^merge_request +open, close, .* \(also: Merge Request Hook, merge_requests_events\)$/m,
    );
  });
});
