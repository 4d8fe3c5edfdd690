import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScenarioError, createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';

// Inputs found by review and fuzzing: each is a client mistake that must get a clear 4xx (or
// be ignored like any unknown key), never a 500, and never leave partial state.
const mock = createHookMock({ flavor: 'gitea' });
const server = setupServer(...mock.handlers);
const headers = { authorization: 'token demo', 'content-type': 'application/json' };
const base = 'http://localhost/api/v1';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterAll(() => server.close());

describe('keys named like Object.prototype members', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    '"%s" is an unknown key on create and edit',
    async (key) => {
      const body = `{"type":"gitea","config":{"url":"https://x.example.test","content_type":"json","${key}":"x"},"${key}":"x"}`;
      const created = await fetch(`${base}/repos/acme/widgets/hooks`, { method: 'POST', headers, body });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const edited = await fetch(`${base}/repos/acme/widgets/hooks/${id}`, {
        method: 'PATCH',
        headers,
        body: `{"${key}":1,"active":true}`,
      });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toMatchObject({ active: true });
    },
  );

  it('a config without its own url is still "Missing config option: url"', async () => {
    const body = '{"type":"gitea","config":{"content_type":"json","constructor":"x"}}';
    const response = await fetch(`${base}/repos/acme/widgets/hooks`, { method: 'POST', headers, body });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: 'Missing config option: url' });
  });
});

describe("Go's syntax-error texts for malformed JSON", () => {
  it.each([
    ['not json', "[]: invalid character 'o' in literal null (expecting 'u')"],
    ['{"type": tru}', "[]: invalid character '}' in literal true (expecting 'e')"],
    ['{x', "[]: invalid character 'x' looking for beginning of object key string"],
    ['{"type":"gitea" "x"}', `[]: invalid character '"' after object key:value pair`],
  ])('%s', async (body, message) => {
    const response = await fetch(`${base}/repos/acme/widgets/hooks`, { method: 'POST', headers, body });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message });
  });
});

describe('scenarios that cannot be loaded', () => {
  const before = () => JSON.stringify(mock.snapshot());

  it('refuses generated data that would not fit in memory, with a 400 and no change', async () => {
    const state = before();
    const response = await fetch('http://localhost/__hookmock/scenario', {
      method: 'POST',
      body: JSON.stringify({
        users: [{ login: 'a' }],
        generate: { orgs: 1000, reposPerOrg: 1000, hooksPerRepo: 1000 },
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /generate: at most 10,000 generated repos/,
    );
    expect(before()).toBe(state);
  });

  it.each<[string, Scenario, RegExp]>([
    [
      'two users sharing a token',
      {
        users: [
          { login: 'a', token: 't' },
          { login: 'b', token: 't' },
        ],
      },
      /users\[1\]\.token: a token no other user has/,
    ],
    [
      'an unknown scope',
      { users: [{ login: 'a', scopes: ['bogus'] }] },
      /users\[0\]\.scopes\[0\]: expected a token scope/,
    ],
    [
      'a generate product over the hook cap',
      { generate: { orgs: 100, reposPerOrg: 100, hooksPerRepo: 3 } },
      /at most 20,000 generated hooks/,
    ],
  ])('%s', (_label, scenario, message) => {
    const state = before();
    expect(() => mock.load(scenario)).toThrow(message);
    expect(before()).toBe(state);
  });

  it('null is a ScenarioError, not a TypeError', () => {
    expect(() => mock.load(null as unknown as Scenario)).toThrow(ScenarioError);
  });
});
