/**
 * Issue 32 item 6: every scenario mistake in one run, with suggestions. A file with an unknown
 * key (`activ`), a typo'd event (`pushh`), an unknown owner and a hook on an unlisted repo used
 * to take three runs: the shape error first, the reference errors only once it was fixed. Now
 * all four come at once, each unknown name with the nearest valid one — from a file on the
 * server (`startServer`, what `serve --scenario` runs) and from an object in process.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ScenarioError, createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';

const BROKEN = {
  users: [{ login: 'alice', token: 'a' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [
    { owner: 'acme', name: 'widgets' },
    { owner: 'acmee', name: 'tools' },
  ],
  hooks: [
    { repo: 'alice/nope', config: { url: 'https://ci.example.test/a' } },
    { repo: 'acme/widgets', events: ['pushh'], config: { url: 'https://ci.example.test/b' } },
    { repo: 'acme/widgets', activ: true, config: { url: 'https://ci.example.test/c' } },
  ],
};

const EXPECTED = [
  'hooks[2].activ: unknown field (not part of the scenario format) (did you mean "active"?)',
  'repos[1].owner: a listed user or org ("acmee" is neither) (did you mean "acme"?)',
  'hooks[0].repo: a listed repo ("alice/nope" is not one)',
  'hooks[1].events[0]: an event name the gitea flavor knows, got "pushh" (did you mean "push"?)',
];

const dir = mkdtempSync(join(tmpdir(), 'hookmock-broken-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('every scenario mistake in one run', () => {
  it('a file given to the server: all four problems, with suggestions', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify(BROKEN));
    const error = await startServer({ port: 0, quiet: true, flavor: 'gitea', scenario: file }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ScenarioError);
    const message = String((error as Error).message);
    expect(message).toContain(`Invalid scenario ${file}: 4 problems:`);
    for (const line of EXPECTED) expect(message).toContain(line);
  });

  it('an object in process: the same four', () => {
    let caught: unknown;
    try {
      createHookMock({ flavor: 'gitea', scenario: BROKEN as unknown as Scenario });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScenarioError);
    const problems = (caught as ScenarioError).problems.map((p) => `${p.field}: ${p.expected}`);
    expect(problems).toEqual(EXPECTED);
  });
});
