// A scenario repo's or org's own `id` (the project's and the group's id in GitLab): used by the
// routes (`/projects/42`, `/groups/7`), the hooks (`project_id`, `group_id`) and the entry points;
// repos and orgs without one are numbered 1, 2, … in list order, skipping the ids given; an id
// must be a positive integer, unique in its list, reported with the scenario's other problems;
// and a snapshot keeps the ids, so it loads back to the same numbers.
import { describe, expect, it } from 'vitest';
import { ScenarioError, createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { call } from './support.js';
import { useStandaloneServer } from '../support/server.js';

const SCENARIO: Scenario = {
  name: 'own-ids',
  users: [{ login: 'alice', token: 'demo' }],
  orgs: [
    { name: 'acme', id: 7, owners: ['alice'] },
    { name: 'umbrella', owners: ['alice'] },
  ],
  repos: [
    { owner: 'acme', name: 'widgets', id: 42, admins: ['alice'] },
    { owner: 'acme', name: 'gadgets', admins: ['alice'] },
    { owner: 'umbrella', name: 'one', id: 1, admins: ['alice'] },
  ],
  hooks: [
    { repo: 'acme/widgets', config: { url: 'https://ci.example.test/w' } },
    { org: 'acme', config: { url: 'https://ci.example.test/o' } },
  ],
};

/** The ScenarioError loading `scenario` throws in the gitlab flavor. */
function loadError(scenario: unknown): ScenarioError {
  const error: unknown = (() => {
    try {
      createHookMock({ flavor: 'gitlab', scenario: scenario as Scenario });
    } catch (e) {
      return e;
    }
    return undefined;
  })();
  if (!(error instanceof ScenarioError)) throw new Error(`expected a ScenarioError, got ${String(error)}`);
  return error;
}

describe('gitlab flavor: a scenario repo or org carries its own id', () => {
  const server = useStandaloneServer('gitlab', { resetEachTest: true, scenario: SCENARIO });

  it('the given ids, the others in list order skipping them', async () => {
    const widgets = await call(server.url, 'GET', '/projects/42');
    expect(widgets.body).toMatchObject({ id: 42, path_with_namespace: 'acme/widgets' });
    expect(widgets.body).toMatchObject({ namespace: { id: 7, kind: 'group' } });
    // gadgets has no id: 1 is umbrella/one's, so it is 2.
    expect((await call(server.url, 'GET', '/projects/acme%2Fgadgets')).body).toMatchObject({ id: 2 });
    expect((await call(server.url, 'GET', '/projects/1')).body).toMatchObject({
      path_with_namespace: 'umbrella/one',
    });
    expect((await call(server.url, 'GET', '/groups/7')).body).toMatchObject({ id: 7, full_path: 'acme' });
    expect((await call(server.url, 'GET', '/groups/umbrella')).body).toMatchObject({ id: 1 });
    expect((await call(server.url, 'GET', '/projects/3')).status).toBe(404);
  });

  it('hooks name their project and group by those ids', async () => {
    const [hook] = (await call(server.url, 'GET', '/projects/acme%2Fwidgets/hooks')).body as {
      project_id: number;
    }[];
    expect(hook?.project_id).toBe(42);
    const [group] = (await call(server.url, 'GET', '/groups/7/hooks')).body as { group_id: number }[];
    expect(group?.group_id).toBe(7);
  });

  it('a snapshot keeps the ids and loads back to the same numbers', async () => {
    const snapshot = server.mock.snapshot();
    // The state lists repos and orgs by id; each keeps its own.
    const ids = (items: { name: string; owner?: string; id?: number }[] | undefined) =>
      Object.fromEntries((items ?? []).map((i) => [i.owner ? `${i.owner}/${i.name}` : i.name, i.id]));
    expect(ids(snapshot.repos)).toEqual({ 'acme/widgets': 42, 'acme/gadgets': 2, 'umbrella/one': 1 });
    expect(ids(snapshot.orgs)).toEqual({ acme: 7, umbrella: 1 });
    const again = createHookMock({ flavor: 'gitlab', scenario: snapshot });
    expect(again.snapshot()).toEqual(snapshot);
  });
});

describe('scenario ids are checked with the other problems', () => {
  it('a positive integer', () => {
    for (const id of [0, -3, 1.5, '4']) {
      const error = loadError({ ...SCENARIO, repos: [{ owner: 'acme', name: 'x', id }] });
      expect(error.field).toBe('repos[0].id');
    }
    expect(loadError({ ...SCENARIO, orgs: [{ name: 'acme', id: 0 }] }).field).toBe('orgs[0].id');
  });

  it('unique in its list, every problem reported at once', () => {
    const error = loadError({
      ...SCENARIO,
      orgs: [
        { name: 'acme', id: 3 },
        { name: 'umbrella', id: 3 },
      ],
      repos: [
        { owner: 'acme', name: 'a', id: 5 },
        { owner: 'acme', name: 'b', id: 5 },
        { owner: 'ghost', name: 'c' },
      ],
      hooks: [],
    });
    expect(error.problems).toEqual(
      expect.arrayContaining([
        { field: 'orgs[1].id', expected: 'a unique id (3 is used twice)' },
        { field: 'repos[1].id', expected: 'a unique id (5 is used twice)' },
        expect.objectContaining({ field: 'repos[2].owner' }),
      ]),
    );
  });

  it('a snapshot without ids of its own writes none (every id is its list position)', () => {
    const mock = createHookMock({ flavor: 'gitlab' });
    const snapshot = mock.snapshot();
    expect(snapshot.repos?.every((r) => r.id === undefined)).toBe(true);
    expect(snapshot.orgs?.every((o) => o.id === undefined)).toBe(true);
  });
});
