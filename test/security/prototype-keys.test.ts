/**
 * Security review 4, G4: keys named like `Object.prototype` members are ordinary input. Every
 * table indexed by client input is looked up by own property, so `payload: {"__proto__": 1}`, a
 * GitHub `?status=constructor` and a hook subscribed to `constructor` answer as any other unknown
 * name does — never a 500, never a filter that lets everything through — and pollute nothing.
 */
import { describe, expect, it } from 'vitest';
import { AUTH, JSON_HEADERS, useStandaloneServer } from '../support/server.js';

const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

const emit = (origin: string, body: string) =>
  fetch(`${origin}/__hookmock/events`, { method: 'POST', headers: JSON_HEADERS, body });

describe('POST /__hookmock/events with a payload key named like a prototype member', () => {
  const server = useStandaloneServer('gitea');

  it.each(KEYS)('payload {"%s": …} is merged as a plain field: 200, no pollution', async (key) => {
    for (const value of ['1', 'null', '[1]', '{"polluted":true}']) {
      const response = await emit(
        server.origin,
        `{"event":"push","repo":"acme/widgets","payload":{"${key}":${value}}}`,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      await response.arrayBuffer();
    }
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });
});

describe('GitHub deliveries list: ?status= a prototype member', () => {
  const server = useStandaloneServer('github');

  it.each(['__proto__', 'constructor', 'toString', 'nonsense'])('status=%s is a 400', async (status) => {
    const hooks = (await (
      await fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: AUTH })
    ).json()) as {
      id: number;
    }[];
    const id = hooks[0]?.id;
    const response = await fetch(`${server.url}/repos/acme/widgets/hooks/${id}/deliveries?status=${status}`, {
      headers: AUTH,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(`Invalid status: ${status}`);
  });
});

describe('a hook subscribed to an event named like a prototype member (spec flavor stores names as sent)', () => {
  const server = useStandaloneServer('spec');

  it('is created, and an emit to its repo answers 200 without delivering to it', async () => {
    const created = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        type: 'native',
        events: ['constructor', '__proto__', 'toString'],
        config: { url: 'http://127.0.0.1:9/h', content_type: 'json' },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const event of ['push', 'issues']) {
      const response = await emit(server.origin, JSON.stringify({ event, repo: 'acme/widgets' }));
      expect(response.status, await response.clone().text()).toBe(200);
      const deliveries = (await response.json()) as { hookId: number }[];
      expect(deliveries.map((d) => d.hookId)).not.toContain(id);
    }
  });
});
