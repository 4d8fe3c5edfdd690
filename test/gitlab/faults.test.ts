// Faults in the gitlab flavor (issue 30, item 10): rules match GitLab's routes by operation,
// scope and path; a status fault answers in GitLab's error shape; the journal names the rule.
import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHookMock } from '../../src/index.js';

const mock = createHookMock({ flavor: 'gitlab' });
const server = setupServer(...mock.handlers);
const gitlab = new Gitlab({ token: 'demo' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => mock.reset());

describe('faults in the gitlab flavor', () => {
  it('a create fault answers 503 once, in GitLab’s shape, and nothing is created', async () => {
    const before = (await gitlab.ProjectHooks.all('acme/widgets')).length;
    mock.faults.add({ operation: 'create', scope: 'repo', status: 503, times: 1 });
    const failed = await gitlab.ProjectHooks.add('acme/widgets', 'https://ci.example.test/a').catch(
      (e: unknown) => e,
    );
    expect(failed).toMatchObject({ cause: { response: { status: 503 } } });
    expect((await gitlab.ProjectHooks.all('acme/widgets')).length).toBe(before);
    const made = await gitlab.ProjectHooks.add('acme/widgets', 'https://ci.example.test/b');
    expect(made.url).toBe('https://ci.example.test/b');
    const faulted = mock.requests.all().filter((entry) => entry.fault !== undefined);
    expect(faulted.map((entry) => [entry.method, entry.status])).toEqual([['POST', 503]]);
  });

  it('matches group routes by scope and GitLab paths by pattern; the test trigger by operation', async () => {
    mock.faults.add({ scope: 'org', status: 500 });
    mock.faults.add({ path: '/projects/acme%2Fgadgets/*', status: 502 });
    mock.faults.add({ operation: 'test', status: 429 });
    const group = await fetch('https://gitlab.com/api/v4/groups/acme/hooks', {
      headers: { 'PRIVATE-TOKEN': 'demo' },
    });
    expect(group.status).toBe(500);
    expect(group.headers.get('X-Hookmock-Fault')).toBe('fault-1');
    const gadgets = await fetch('https://gitlab.com/api/v4/projects/acme%2Fgadgets/hooks', {
      headers: { 'PRIVATE-TOKEN': 'demo' },
    });
    expect(gadgets.status).toBe(502);
    const [hook] = await gitlab.ProjectHooks.all('acme/widgets');
    expect(hook).toBeDefined();
    const tested = await fetch(`https://gitlab.com/api/v4/projects/1/hooks/${hook?.id}/test/push_events`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': 'demo' },
    });
    expect(tested.status).toBe(429);
    expect(tested.headers.get('X-Hookmock-Fault')).toBe('fault-3');
  });
});
