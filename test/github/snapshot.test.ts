/**
 * A github hook's settings survive the state round trip (issue 19): `GET /__hookmock/state` and
 * `mock.snapshot()` write `config.insecure_ssl` as GitHub's config has it, and loading that
 * snapshot back gives the same hook — through the standalone server and in-process.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { JSON_HEADERS, useStandaloneServer } from '../support/server.js';

const created = (url: string, insecure_ssl: string | number) =>
  JSON.stringify({ config: { url, content_type: 'json', insecure_ssl }, events: ['push'] });

describe('insecure_ssl across a snapshot', () => {
  const server = useStandaloneServer('github');

  it('GET /__hookmock/state, then POST /__hookmock/scenario: the hook answers as before', async () => {
    const hooks = `${server.url}/repos/acme/widgets/hooks`;
    const made = await fetch(hooks, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: created('https://r.example.test/insecure', '1'),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const before = await (await fetch(`${hooks}/${id}`, { headers: JSON_HEADERS })).json();
    expect(before.config).toMatchObject({ insecure_ssl: '1' });

    const state = await (await fetch(`${server.origin}/__hookmock/state`)).json();
    const saved = state.hooks.find((h: { id: number }) => h.id === id);
    expect(saved.config).toMatchObject({ insecure_ssl: '1' });
    const loaded = await fetch(`${server.origin}/__hookmock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(state),
    });
    expect(loaded.ok, await loaded.clone().text()).toBe(true);
    const after = await (await fetch(`${hooks}/${id}`, { headers: JSON_HEADERS })).json();
    expect(after).toEqual(before);
  });

  it('in-process: snapshot() and load() keep a number sent as "1" (as GitHub reads it back), and the default "0"', async () => {
    const mock = createHookMock({ flavor: 'github' });
    const post = (body: string) =>
      mock.fetch(
        new Request('https://api.github.com/repos/acme/widgets/hooks', {
          method: 'POST',
          headers: JSON_HEADERS,
          body,
        }),
      );
    await post(created('https://r.example.test/one', 1));
    await post(JSON.stringify({ config: { url: 'https://r.example.test/default' } }));
    const snapshot = mock.snapshot();
    mock.load(snapshot);
    expect(mock.snapshot()).toEqual(snapshot);
    const list = await mock.fetch(
      new Request('https://api.github.com/repos/acme/widgets/hooks', { headers: JSON_HEADERS }),
    );
    const byUrl = Object.fromEntries(
      ((await list?.json()) as { config: { url: string; insecure_ssl: unknown } }[]).map((h) => [
        h.config.url,
        h.config.insecure_ssl,
      ]),
    );
    expect(byUrl).toMatchObject({ 'https://r.example.test/one': '1', 'https://r.example.test/default': '0' });
  });
});
