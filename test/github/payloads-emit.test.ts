/**
 * Every event and action the `github` flavor emits is valid against GitHub's published webhook
 * schema for that operation (`@octokit/openapi-webhooks`), whether the hook takes JSON or a form.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { actionsOf, eventTypesOf } from '../support/catalog.js';
import { GITHUB_SCENARIO, operationOf, schemaErrors, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

const payloadOf = (body: string, contentType: string) =>
  JSON.parse(
    contentType === 'form' ? decodeURIComponent(body.slice('payload='.length).replaceAll('+', ' ')) : body,
  );

describe('github payloads from emit', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('validate against GitHub’s schema for every event and action, at both scopes', async () => {
    const mock = createHookMock({ flavor: 'github', scenario: GITHUB_SCENARIO });
    let checked = 0;
    for (const type of eventTypesOf('github')) {
      const actions = actionsOf(type, 'github');
      for (const action of actions.length > 0 ? actions : [undefined]) {
        const deliveries = await mock.emit<string>(type.name, {
          repo: 'acme/widgets',
          action,
          sender: 'bob',
        });
        expect(
          deliveries.map((d) => d.contentType),
          `${type.name} ${action}`,
        ).toEqual(['json', 'form']);
        for (const d of deliveries) {
          const op = operationOf(type.name, action);
          expect(schemaErrors(op, payloadOf(d.body, d.contentType)), `${op} (${d.contentType})`).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2 * 50);
  });
});
