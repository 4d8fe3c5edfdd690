/**
 * Messages a newcomer meets first (issue 21): the spec flavor's 422 for a product's hook type
 * says which flavor accepts it (the product flavors keep their exact messages), and a scenario's
 * every problem is reported at once, shape problems and reference problems alike.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioError, createHookMock, parseScenario } from '../../src/index.js';
import type { FlavorName } from '../../src/index.js';

async function createHook(flavor: FlavorName, type: string) {
  const mock = createHookMock({ flavor });
  const body = { type, config: { url: 'https://r.example.test/h', content_type: 'json' } };
  const request = new Request('http://localhost/api/v1/repos/acme/widgets/hooks', {
    method: 'POST',
    headers: { Authorization: 'token demo', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const res = await mock.fetch(request);
  if (!res) throw new Error('not answered');
  return { status: res.status, message: ((await res.json()) as { message?: string }).message };
}

describe('a hook type of another flavor', () => {
  it('spec: 422 names the flavor that takes it', async () => {
    expect(await createHook('spec', 'gitea')).toEqual({
      status: 422,
      message:
        'Invalid hook type: gitea (type "gitea" is not a spec-flavor type; did you mean --flavor gitea?)',
    });
    expect((await createHook('spec', 'forgejo')).message).toContain('did you mean --flavor forgejo?');
  });

  it('spec: an unknown type keeps the plain message', async () => {
    expect(await createHook('spec', 'bogus')).toEqual({ status: 422, message: 'Invalid hook type: bogus' });
  });

  it('gitea and forgejo keep their products exact messages', async () => {
    expect((await createHook('gitea', 'native')).message).toBe('Invalid hook type: native');
    expect((await createHook('gitea', 'forgejo')).message).toBe('Invalid hook type: forgejo');
    expect((await createHook('forgejo', 'native')).message).toBe('Invalid hook type: native');
  });
});

describe('scenario validation', () => {
  it('lists every shape problem at once', () => {
    const bad = {
      users: [{ login: 'ann', admn: true }],
      hooks: [{ repo: 'ann/r', evnets: [], config: { url: 'https://x.test', content_type: 'xml' } }],
    };
    const error = catchScenarioError(() => parseScenario(bad, 'bad.json'));
    expect(error.problems.map((p) => p.field).sort()).toEqual([
      'hooks[0].config.content_type',
      'hooks[0].evnets',
      'users[0].admn',
    ]);
    expect(error.problems).toHaveLength(3);
    expect(error.message).toMatch(/^hookmock: Invalid scenario bad\.json: 3 problems:\n {2}/);
    expect(error.detail).toBe(error.message.slice('hookmock: '.length));
  });

  it('lists every reference problem at once', () => {
    const scenario = {
      users: [{ login: 'ann' }],
      orgs: [{ name: 'o', owners: ['carl'] }],
      repos: [{ owner: 'ann', name: 'r' }],
      hooks: [
        { repo: 'ci/pipline', config: { url: 'https://x.test' } },
        { repo: 'ann/r', events: ['pullrequest'], config: { url: 'https://x.test' } },
        { repo: 'ann/r', type: 'gitea', config: { url: 'https://x.test' } },
      ],
    };
    const error = catchScenarioError(() => createHookMock({ scenario }));
    expect(error.problems.map((p) => p.field)).toEqual([
      'orgs[0].owners[0]',
      'hooks[0].repo',
      'hooks[1].events[0]',
      'hooks[2].type',
    ]);
    expect(error.problems[3]?.expected).toContain('did you mean --flavor gitea?');
  });

  it('one problem keeps the one-line message', () => {
    const error = catchScenarioError(() => parseScenario({ users: [{ login: 'a', admn: 1 }] }, 's.json'));
    expect(error.detail).toBe(
      'Invalid scenario s.json: users[0].admn: unknown field (not part of the scenario format) (did you mean "admin"?)',
    );
    // The prefix is made with the message, for every public function alike.
    expect(error.message).toBe(`hookmock: ${error.detail}`);
  });
});

function catchScenarioError(fn: () => unknown): ScenarioError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}
