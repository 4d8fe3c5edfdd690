/**
 * One contract every flavor of the registry keeps (FLAVORS), in process through the exported API:
 * every route row answers (no 5xx, never unhandled; a success or the flavor's own error body),
 * every event the flavor lists sends (each with each of its actions, to a hook subscribed to
 * everything), the dashboard's hook desk shows a hook as the dashboard draws it, the OpenAPI
 * document is valid, and a small session recorded in process replays step for step. A new
 * product runs it with no edit here. A check a flavor fails today is marked `it.fails` with the
 * reason, never weakened (KNOWN_FAILURES).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createHookMock, openApiDocument, parseScenario } from '../../src/index.js';
import type { FlavorName } from '../../src/index.js';
import { actionsOf, eventTypesOf } from '../support/catalog.js';
import { productOf } from '../../src/core/flavors/index.js';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { replayScenario, transcript } from '../../src/node/record/replay-file.js';
import {
  CONTRACT_FLAVORS,
  bodyKeys,
  contractMock,
  createBody,
  deskHooks,
  errorShapes,
  pathOf,
  send,
  SERVER_ORIGIN,
} from './flavor-contract.js';

type Check = 'routes' | 'events' | 'dashboard' | 'dashboard-events' | 'openapi' | 'record-replay';

/** Checks a flavor fails today, each with why (issue 42's findings); `it.fails` keeps them honest. */
const KNOWN_FAILURES: Partial<Record<FlavorName, Partial<Record<Check, string>>>> = {};

/** `it`, or `it.fails` where KNOWN_FAILURES names the flavor's check (the reason stays in the title). */
function check(flavor: FlavorName, name: Check, title: string, body: () => Promise<void>) {
  const reason = KNOWN_FAILURES[flavor]?.[name];
  if (reason) it.fails(`${title} — fails today: ${reason}`, body);
  else it(title, body);
}

describe.each(CONTRACT_FLAVORS)('the flavor contract: %s', (name, flavor) => {
  check(name, 'routes', 'every route row answers: a success or its own error body, never a 5xx', async () => {
    const problems: string[] = [];
    for (const row of flavor.routes) {
      const mock = contractMock(name);
      const hooks = await deskHooks(mock, flavor);
      const hook = hooks.find((h) => h.scope.kind === row.scope) ?? hooks[0];
      await mock.emit('push', { repo: 'acme/widgets' });
      const delivery = hook ? mock.deliveries.forHook(hook.id).at(-1) : undefined;
      const path = pathOf(flavor, row, { hookId: hook?.id ?? 1, deliveryId: delivery?.id });
      const write = row.method !== 'GET' && row.method !== 'DELETE';
      const body = !write ? undefined : row.pattern.endsWith('/:key') ? { value: 'v' } : createBody(flavor);
      const { answer } = await send(mock, flavor, row.method, path, body);
      const at = `${row.method} ${path} (${row.operation})`;
      if (!answer) problems.push(`${at}: not handled`);
      else if (answer.status >= 500) problems.push(`${at}: ${answer.status} ${answer.body.slice(0, 200)}`);
      else if (answer.status >= 400) {
        const keys = bodyKeys(answer.body);
        const shapes = errorShapes(flavor, answer.status);
        if (keys === undefined || !shapes.has(keys))
          problems.push(
            `${at}: ${answer.status} body ${answer.body.slice(0, 200)} is none of {${[...shapes].join('} {')}}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  check(name, 'events', 'every event it lists sends, with each of its actions', async () => {
    const mock = createHookMock({
      flavor: name,
      scenario: {
        name: 'contract',
        users: [{ login: 'alice', token: 'demo' }],
        orgs: [{ name: 'acme', owners: ['alice'] }],
        repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
        hooks: [
          {
            repo: 'acme/widgets',
            active: true,
            events: [...flavor.events.accepted],
            config: { url: 'https://contract.example.test/hook', content_type: 'json', secret: 's' },
          },
        ],
      },
    });
    const types = eventTypesOf(name);
    expect(types.length).toBeGreaterThan(0);
    const silent: string[] = [];
    for (const type of types) {
      const actions = actionsOf(type, name);
      for (const action of actions.length > 0 ? actions : [undefined]) {
        const before = mock.deliveries.forHook(1).length;
        const sent = await mock.emit<string>(type.name, { repo: 'acme/widgets', action });
        if (sent.length === 0 || mock.deliveries.forHook(1).length !== before + 1)
          silent.push(`${type.name}${action ? `.${action}` : ''}`);
      }
    }
    expect(silent).toEqual([]);
  });

  check(
    name,
    'dashboard',
    "the dashboard's hook desk shows each hook's URL, and its state where the API has one",
    async () => {
      const mock = contractMock(name);
      const stored = mock.snapshot().hooks ?? [];
      const shown = await deskHooks(mock, flavor);
      expect(shown).toHaveLength(stored.length);
      expect(shown.length).toBeGreaterThan(0);
      // The cells src/dashboard/render-hooks.ts draws: a column per heading of the product's view,
      // read from `api`; the toggle's state column only where the product's API has the flag.
      const { toggle } = productOf(flavor).dashboard;
      const cells = shown.map(({ shown: row }) => ({ url: row.url, state: toggle && row[toggle] }));
      expect(cells).toEqual(
        stored.map((hook) => ({ url: hook.config.url, state: toggle && hook.active !== false })),
      );
    },
  );

  check(name, 'dashboard-events', "the dashboard's hook desk shows each hook's events", async () => {
    const mock = contractMock(name);
    const shown = await deskHooks(mock, flavor);
    expect(shown.length).toBeGreaterThan(0);
    const some = (events: unknown) => Array.isArray(events) && events.length > 0;
    expect(shown.map(({ id, shown: row }) => ({ id, some: some(row.events) }))).toEqual(
      shown.map(({ id }) => ({ id, some: true })),
    );
  });

  check(name, 'openapi', 'its OpenAPI document is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(openApiDocument(name)) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  check(name, 'record-replay', 'a session recorded in process replays step for step', async () => {
    // The server's layout, as the recorder captures it (`hookmock record`: the flavor's server base path).
    const mock = contractMock(name, 'server');
    const list = flavor.routes.find((r) => r.scope === 'repo' && r.operation === 'list');
    const get = flavor.routes.find((r) => r.scope === 'repo' && r.operation === 'get');
    const create = flavor.routes.find((r) => r.scope === 'repo' && r.operation === 'create');
    if (!list || !get || !create) throw new Error('a flavor lists, gets and creates repository hooks');
    const hookId = (await deskHooks(mock, flavor)).find((h) => h.scope.kind === 'repo')?.id ?? 1;
    const steps = [
      await send(mock, flavor, 'GET', pathOf(flavor, list, { hookId, deliveryId: undefined })),
      await send(mock, flavor, 'GET', pathOf(flavor, get, { hookId, deliveryId: undefined })),
      await send(mock, flavor, 'GET', pathOf(flavor, get, { hookId: 999, deliveryId: undefined })),
      await send(
        mock,
        flavor,
        'POST',
        pathOf(flavor, create, { hookId, deliveryId: undefined }),
        createBody(flavor),
      ),
      await send(mock, flavor, 'GET', pathOf(flavor, list, { hookId, deliveryId: undefined })),
    ];
    // A create answers 201, or Data Center's 200 ("A created webhook"): any success.
    const ok = (status = 0) => (status >= 200 && status < 300 ? 'ok' : status);
    expect(steps.map((s) => ok(s.answer?.status))).toEqual(['ok', 'ok', 404, 'ok', 'ok']);
    const recorded = toRecordedScenario(
      steps.map((s) => s.exchange),
      { upstreamOrigin: SERVER_ORIGIN, basePath: mock.basePath, flavor: name },
    );
    const file = parseScenario(JSON.parse(JSON.stringify({ flavor: name, ...recorded })), 'recording');
    const results = await replayScenario(file);
    expect(transcript(results)).toContain(`all ${steps.length} steps match`);
  });
});
