/**
 * Issue 31 item 2, the scenario's `apps`: validated with the other scenario problems (every one
 * at once, unknown accounts and repositories with the nearest name), refused outside the github
 * flavor, and kept by `snapshot()` so that `load(snapshot())` gives the same apps back.
 */
import { describe, expect, it } from 'vitest';
import { HookMockError, ScenarioError, createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';

const WORLD = {
  users: [{ login: 'alice', token: 'alice-token' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [
    { owner: 'acme', name: 'widgets' },
    { owner: 'acme', name: 'gadgets' },
    { owner: 'alice', name: 'dotfiles' },
  ],
  hooks: [{ repo: 'acme/widgets', config: { url: 'https://ci.example.test/hook' } }],
};

const app = (
  installations: { id: number; account: string; repositories?: string[] }[],
  extra: Record<string, unknown> = {},
) => ({
  id: 42,
  slug: 'octo-app',
  webhookUrl: 'https://app.example.test/webhooks',
  webhookSecret: 'app-secret',
  installations,
  ...extra,
});

function problemsOf(scenario: unknown, flavor: 'github' | 'gitea' | 'gitlab' = 'github'): string {
  try {
    createHookMock({ flavor, scenario: scenario as Scenario });
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioError);
    return String((error as Error).message);
  }
  throw new Error('the scenario loaded');
}

describe('scenario apps', () => {
  it('reports unknown accounts and repositories with the nearest name, with the other problems', () => {
    const message = problemsOf({
      ...WORLD,
      hooks: [{ repo: 'acme/widget', config: { url: 'https://ci.example.test/hook' } }],
      apps: [
        app([
          { id: 1, account: 'acmee', repositories: [] },
          { id: 2, account: 'acme', repositories: ['acme/gadget'] },
          { id: 3, account: 'acme', repositories: ['alice/dotfiles'] },
        ]),
      ],
    });
    expect(message).toContain('4 problems');
    expect(message).toContain('hooks[0].repo: a listed repo ("acme/widget" is not one)');
    expect(message).toContain(
      'apps[0].installations[0].account: a listed user or org ("acmee" is neither) (did you mean "acme"?)',
    );
    expect(message).toContain(
      'apps[0].installations[1].repositories[0]: a listed repo ("acme/gadget" is not one) (did you mean "acme/gadgets"?)',
    );
    expect(message).toContain(
      'apps[0].installations[2].repositories[0]: a repo of the account "acme" ("alice/dotfiles" is alice\'s)',
    );
  });

  it('reports duplicate ids, a bad URL, an unknown field and a key that is not a PEM', () => {
    const message = problemsOf({
      ...WORLD,
      apps: [
        app([{ id: 7, account: 'acme' }], { webhookUrl: 'ftp://nope', publicKey: 'ssh-rsa AAAA' }),
        app([{ id: 7, account: 'alice' }], { slug: 'other', instalations: [] }),
      ],
    });
    expect(message).toContain('apps[0].publicKey: expected a PEM public key (BEGIN PUBLIC KEY)');
    expect(message).toContain(
      'apps[1].instalations: unknown field (not part of the scenario format) (did you mean "installations"?)',
    );
    expect(message).toContain('apps[0].webhookUrl: an http(s) URL, got "ftp://nope"');
    expect(message).toContain('apps[1].id: a unique app id (42 is used twice)');
  });

  it('are the github flavor’s only', () => {
    expect(problemsOf({ ...WORLD, apps: [app([])] }, 'gitea')).toContain(
      "apps: no apps in the gitea flavor (GitHub Apps are the github flavor's)",
    );
  });

  it('are still checked in another flavor, every problem at once', () => {
    const message = problemsOf({ ...WORLD, apps: [app([{ id: 7, account: 'nobody' }])] }, 'gitlab');
    expect(message).toContain("apps: no apps in the gitlab flavor (GitHub Apps are the github flavor's)");
    expect(message).toContain('apps[0].installations[0].account: a listed user or org ("nobody" is neither)');
  });

  it('have their simulations in the github flavor only: elsewhere each rejects, naming the flavor', async () => {
    for (const flavor of ['gitea', 'gitlab'] as const) {
      const mock = createHookMock({ flavor, scenario: WORLD });
      const install = mock.simulate.installApp({ app: 42, account: 'acme' });
      await expect(install).rejects.toBeInstanceOf(HookMockError);
      await expect(install).rejects.toMatchObject({ name: 'EmitError' });
      await expect(install).rejects.toThrow(
        `simulate.installApp is not a simulation of the ${flavor} flavor`,
      );
      await expect(
        mock.simulate.addRepositoriesToInstallation({ installation: 7, repositories: ['acme/widgets'] }),
      ).rejects.toThrow(`simulate.addRepositoriesToInstallation is not a simulation of the ${flavor} flavor`);
    }
  });

  it('come back from snapshot(): webhook id after the hooks, installations by name', () => {
    const mock = createHookMock({
      flavor: 'github',
      scenario: { ...WORLD, apps: [app([{ id: 9, account: 'acme', repositories: ['acme/widgets'] }])] },
    });
    const snap = mock.snapshot();
    expect(snap.apps).toEqual([
      {
        id: 42,
        slug: 'octo-app',
        webhookUrl: 'https://app.example.test/webhooks',
        webhookSecret: 'app-secret',
        hookId: 2,
        installations: [{ id: 9, account: 'acme', repositories: ['acme/widgets'] }],
      },
    ]);
    expect(snap.nextId).toBe(3);
    mock.load(snap);
    expect(mock.snapshot()).toEqual(snap);
  });
});
