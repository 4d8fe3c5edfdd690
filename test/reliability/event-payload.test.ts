/**
 * Security review 3 F7 (rest) / issue 17 item 5: `POST /__hookmock/events` never answers 5xx. A
 * deep `payload`, or an override whose shape does not fit, gets a 400 naming the field; a
 * converter that still throws records that hook's delivery as failed, with the reason.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/index.js';
import { useStandaloneServer } from '../support/server.js';

const TYPES = ['gitea', 'gogs', 'slack', 'discord', 'dingtalk', 'telegram', 'msteams', 'feishu', 'matrix'];
const config = (type: string): NonNullable<Scenario['hooks']>[number]['config'] => ({
  url: 'http://127.0.0.1:9/x',
  content_type: 'json',
  ...(type === 'slack' ? { channel: '#c' } : {}),
  ...(type === 'matrix' ? { room_id: '!r', homeserver_url: 'http://127.0.0.1:9' } : {}),
  ...(type === 'telegram' ? { chat_id: '1' } : {}),
});
const server = useStandaloneServer('gitea', {
  scenario: {
    users: [{ login: 'alice', token: 'alice-token' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: TYPES.map((type) => ({
      repo: 'acme/widgets',
      type,
      active: true,
      events: ['push'],
      config: config(type),
    })),
  },
});

const emit = (payload: unknown, raw = JSON.stringify(payload)) =>
  fetch(`${server.origin}/__hookmock/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: `{"event":"push","repo":"acme/widgets","payload":${raw}}`,
  });

describe('F7: /events payloads', () => {
  it('a payload nested 20,000 deep gets 400 naming "payload"', async () => {
    const levels = 20_000;
    const answer = await emit(undefined, `{"x":${'{"a":'.repeat(levels)}{}${'}'.repeat(levels)}}`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      '"payload" nests deeper than 256 levels',
    );
  });

  it.each([
    [
      { commits: 'x' },
      '"payload.commits" must be an array of commits (objects with string "id", "message" and "url")',
    ],
    [
      { commits: [{}] },
      '"payload.commits" must be an array of commits (objects with string "id", "message" and "url")',
    ],
    [
      { commits: null },
      '"payload.commits" must be an array of commits (objects with string "id", "message" and "url")',
    ],
    [{ ref: 5 }, '"payload.ref" must be a string'],
    [{ issue: null }, '"payload.issue" must be an object'],
    [{ repository: null }, '"payload.repository" must be an object'],
    [{ pull_request: null }, '"payload.pull_request" must be an object'],
    [{ release: null }, '"payload.release" must be an object'],
  ])('%j gets 400: %s', async (payload, message) => {
    const answer = await emit(payload);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(message);
  });

  it('a converter that still throws records that delivery as failed with the reason; the others are made', async () => {
    const answer = await emit({ repository: { full_name: 5 } });
    expect(answer.status).toBe(200);
    const deliveries = (await answer.json()) as {
      hookType: string;
      delivery: { status: string; error?: string };
    }[];
    expect(deliveries).toHaveLength(TYPES.length);
    const failed = deliveries.filter((d) => d.delivery.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const d of failed)
      expect(d.delivery.error).toMatch(
        new RegExp(`^the ${d.hookType} payload could not be built from this event: `),
      );
    expect(deliveries.filter((d) => d.delivery.status === 'recorded').length).toBeGreaterThan(0);
  });

  it('a payload that fits is merged as before', async () => {
    const answer = await emit({
      ref: 'refs/heads/dev',
      commits: [{ id: 'abc', message: 'm', url: 'http://127.0.0.1:9/c/abc' }],
    });
    expect(answer.status).toBe(200);
    const deliveries = (await answer.json()) as { delivery: { status: string } }[];
    expect(deliveries.filter((d) => d.delivery.status === 'failed').map((d) => d.delivery)).toEqual([]);
  });
});
