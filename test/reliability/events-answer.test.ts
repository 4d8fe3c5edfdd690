/**
 * Performance review 3 §4.2 / issue 17 item 3: `POST /__hookmock/events` answers a bounded
 * body. The first 100 deliveries come in full (what a small fan-out always got), `X-Total-Count`
 * counts them all, and the delivery log holds every one.
 */
import { describe, expect, it } from 'vitest';
import { useStandaloneServer } from '../support/server.js';

const HOOKS = 250;
const server = useStandaloneServer('gitea');

const control = () => `${server.origin}/__hookmock`;

async function load(hooks: number): Promise<void> {
  const scenario = {
    users: [{ login: 'alice', token: 'alice-token' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: Array.from({ length: hooks }, (_, i) => ({
      repo: 'acme/widgets',
      active: true,
      events: ['push'],
      config: { url: `http://127.0.0.1:9/h${i}`, content_type: 'json' },
    })),
  };
  const loaded = await fetch(`${control()}/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scenario),
  });
  expect(loaded.status).toBe(204);
}

const emit = () =>
  fetch(`${control()}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'push', repo: 'acme/widgets' }),
  });

describe('POST /__hookmock/events answers a bounded body', () => {
  it(`a fan-out to ${HOOKS} hooks answers the first 100 in full and counts all ${HOOKS}`, async () => {
    await load(HOOKS);
    const answer = await emit();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-total-count')).toBe(String(HOOKS));
    const body = (await answer.json()) as { hookId: number; guid: string }[];
    expect(body).toHaveLength(100);
    const log = (await (await fetch(`${control()}/deliveries?limit=1000`)).json()) as { guid: string }[];
    expect(log).toHaveLength(HOOKS);
    // The answer is the log's first 100, in hook order.
    expect(body.map((d) => d.guid)).toEqual(log.slice(0, 100).map((d) => d.guid));
  });

  it('a small fan-out answers every delivery, as before', async () => {
    await load(3);
    const answer = await emit();
    expect(answer.headers.get('x-total-count')).toBe('3');
    const body = (await answer.json()) as { delivery: { status: string } }[];
    expect(body).toHaveLength(3);
  });
});
