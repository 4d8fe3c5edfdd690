// The error and message policy (review 3 §7.9): hookmock's own errors are HookMockErrors whose
// message is made without the `hookmock:` prefix; the prefix is added once where an error leaves
// the public API, and the control API answers with the message as made.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HookMockError, ScenarioError, createHookMock } from '../../src/index.js';

/** What a call throws (synchronously or by rejecting), or a failure when it does not. */
async function thrown(call: () => unknown): Promise<HookMockError> {
  try {
    await call();
  } catch (error) {
    expect(error).toBeInstanceOf(HookMockError);
    if (error instanceof HookMockError) return error;
  }
  throw new Error('expected the call to throw');
}

const once = /^hookmock: (?!hookmock:)/;

describe('errors thrown by the in-process API', () => {
  const mock = createHookMock({ flavor: 'gitea' });

  it('carry the prefix once: emit, simulate, faults, waitFor, load, options, built-ins', async () => {
    const errors = [
      await thrown(() => mock.emit('nope', { repo: 'acme/widgets' })),
      await thrown(() => mock.simulate.push({ repo: 'nobody/nothing' })),
      await thrown(() => mock.faults.add({ status: 99 })),
      await thrown(() => mock.deliveries.waitFor(() => false, { timeoutMs: 1 })),
      await thrown(() => mock.load({ users: 7 } as never)),
      await thrown(() => createHookMock({ flavor: 'nope' as never })),
    ];
    for (const error of errors) expect(error.message).toMatch(once);
    expect(errors[0]?.message).toMatch(/^hookmock: unknown event "nope" for the gitea flavor/);
    expect(errors[2]?.message).toMatch(/^hookmock: invalid fault rule: status: /);
    expect(errors[4]).toBeInstanceOf(ScenarioError);
    expect(errors[4]?.message).toMatch(/^hookmock: Invalid scenario /);
  });

  it('keep the prefix once when the same error crosses a second edge', async () => {
    const first = await thrown(() => mock.emit('nope', { repo: 'acme/widgets' }));
    const again = await thrown(() =>
      mock.emit('push', {
        repo: 'acme/widgets',
        get sender(): string {
          throw first;
        },
      }),
    );
    expect(again.message).toMatch(once);
  });
});

describe('the control API', () => {
  const mock = createHookMock({ flavor: 'gitea' });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers with the message as made, without the prefix, and the error status', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`http://localhost/__hookmock${path}`, { method: 'POST', body: JSON.stringify(body) });
    const emitted = await post('/events', { event: 'nope', repo: 'acme/widgets' });
    expect(emitted.status).toBe(400);
    expect(((await emitted.json()) as { message: string }).message).toMatch(/^unknown event "nope"/);
    const fault = await post('/faults', { status: 99 });
    expect(fault.status).toBe(400);
    expect(((await fault.json()) as { message: string }).message).toMatch(/^invalid fault rule: /);
    const scenario = await post('/scenario', { name: 'nope' });
    expect(scenario.status).toBe(400);
    expect(((await scenario.json()) as { message: string }).message).toMatch(/^no built-in scenario "nope"/);
  });
});
