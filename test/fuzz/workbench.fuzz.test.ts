/**
 * Property tests of the workbench routes (security review 4, G1, G2, G4): random bodies for
 * `POST /__hookmock/simulate/{action}` (every action, odd names, fields with huge numbers, long
 * and repeated lists, keys named like `Object.prototype` members) and `POST /__hookmock/events`
 * (events, targets and payloads with such keys), over fetch to 127.0.0.1, in two flavors. Every
 * answer is below 500, within its size bound, and the server stays up with `Object.prototype`
 * untouched. FUZZ_SCALE scales the runs; FUZZ_SEED/FUZZ_PATH replay a failure.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATE_ACTIONS } from '../../src/core/control/simulate-input.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';

const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => Math.max(10, Math.round(n * SCALE));
const replay = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};

const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const FIELDS = [
  ...['repo', 'sender', 'number', 'branch', 'commits', 'title', 'body', 'labels', 'assignees'],
  ...['reviewers', 'head', 'base', 'milestone', 'verdict', 'reviewer', 'remove', 'tag', 'name'],
  ...['draft', 'prerelease', 'deleteTag', 'owner', 'from'],
];
const WORDS = ['acme/widgets', 'acme/gadgets', 'alice/dotfiles', 'main', 'feature', 'bob', 'alice', 'v1'];

const scalar = fc.oneof(
  fc.constantFrom(...WORDS, ...PROTO_KEYS, 'approve', 'comment', '', 'x'.repeat(70_000)),
  fc.constantFrom(0, -1, 1, 2, 1.5, 1000, 1001, Number.MAX_SAFE_INTEGER, 1e300, true, false, null),
  fc.string({ maxLength: 12 }),
  fc.integer(),
);
const list = fc.oneof(
  fc.array(scalar, { maxLength: 6 }),
  fc
    .tuple(fc.constantFrom('bob', 'alice', 'm'), fc.integer({ min: 0, max: 3000 }))
    .map(([w, n]) => Array(n).fill(w)),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: list },
  fc.jsonValue({ maxDepth: 3 }),
);
const key = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
/** A JSON text: mostly an object of known and odd fields, sometimes anything. */
const bodyText = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.tuple(key, value), { maxLength: 8 }).map(objectText) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);
const action = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SIMULATE_ACTIONS) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, 'nope', '') },
);
/** An action and its body; often in the default repository, so the action runs rather than 400s. */
const inRepo = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(key, value), { maxLength: 6 }))
  .map(([here, pairs]) => objectText(here ? [['repo', 'acme/widgets'], ...pairs] : pairs));
const simulateCase = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(action, fc.oneof(inRepo, bodyText)) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constant('push'),
      fc
        .oneof(fc.constantFrom(0, -1, 1, 1.5, 1000, 1001, Number.MAX_SAFE_INTEGER, 1e300, '3'), list)
        .map((commits) =>
          objectText([
            ['repo', 'acme/widgets'],
            ['commits', commits],
          ]),
        ),
    ),
  },
);
const event = fc.constantFrom(
  'push',
  'issues',
  'pull_request',
  'release',
  'create',
  'ping',
  ...PROTO_KEYS,
  'pushh',
);
const payload = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof(key, fc.constantFrom('ref', 'commits', 'head_commit', 'sender')), value), {
      maxLength: 5,
    })
    .map(objectText),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
);
const eventText = fc
  .tuple(
    event,
    fc.option(fc.constantFrom(...WORDS, ...PROTO_KEYS)),
    fc.option(fc.constantFrom('acme', ...PROTO_KEYS)),
    fc.option(payload),
  )
  .map(([name, repo, org, body]) => {
    const fields = [`"event":${JSON.stringify(name)}`];
    if (repo !== null) fields.push(`"repo":${JSON.stringify(repo)}`);
    if (org !== null) fields.push(`"org":${JSON.stringify(org)}`);
    if (body !== null) fields.push(`"payload":${body}`);
    return `{${fields.join(',')}}`;
  });

/** An object's JSON text from its pairs, as written by hand: a `__proto__` key stays a key. */
function objectText(pairs: [string, unknown][]): string {
  return `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

describe.each(['gitea', 'github'] as const)(
  'workbench routes, %s flavor: random bodies, no 5xx',
  (flavor) => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, flavor });
    });
    afterAll(async () => {
      await server?.close();
    });

    async function post(path: string, body: string) {
      const response = await fetch(`${server.origin}/__hookmock${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      const text = await response.text();
      const context = `POST ${path} ${body.slice(0, 300)} → ${text.slice(0, 300)}`;
      expect(response.status, context).toBeLessThan(500);
      // The answer is bounded: at most 100 deliveries, whatever the request asked for.
      expect(text.length, context).toBeLessThan(8_000_000);
    }

    it(
      'POST /__hookmock/simulate/{action}',
      async () => {
        await fc.assert(
          fc.asyncProperty(simulateCase, ([name, body]) =>
            post(`/simulate/${encodeURIComponent(name)}`, body),
          ),
          { numRuns: runs(300), ...replay },
        );
      },
      60_000 * Math.max(1, SCALE),
    );

    it(
      'POST /__hookmock/events',
      async () => {
        await fc.assert(
          fc.asyncProperty(eventText, (body) => post('/events', body)),
          { numRuns: runs(300), ...replay },
        );
      },
      60_000 * Math.max(1, SCALE),
    );

    it('stays up, Object.prototype untouched', async () => {
      expect((await fetch(`${server.origin}/__hookmock/health`)).status).toBe(200);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(
        Object.getOwnPropertyNames(Object.getPrototypeOf({})).sort(),
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  },
);
