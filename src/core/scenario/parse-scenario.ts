import { scenarioSchema } from './schema.js';
import type { ParsedScenario } from './schema.js';
import { ScenarioError, fieldPath } from './scenario-error.js';

/**
 * Validates a scenario's shape (zod); cross-references and flavor rules are checked when it is
 * materialized. Throws a ScenarioError naming `source`, the field and what was expected.
 *
 * @example
 * const scenario = parseScenario(JSON.parse(text), 'fixtures/acme.json');
 * mock.load(scenario);
 * @see README.md#scenario-format
 */
export function parseScenario(value: unknown, source = 'scenario'): ParsedScenario {
  const result = scenarioSchema().safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ScenarioError(source, '', 'invalid');
  const keys = 'keys' in issue && Array.isArray(issue.keys) ? issue.keys : [];
  const key: unknown = keys[0];
  const path = typeof key === 'string' ? [...issue.path, key] : issue.path;
  const expected = keys.length
    ? 'unknown field (not part of the scenario format)'
    : issue.message.replace(/^Invalid input: /, '');
  throw new ScenarioError(source, fieldPath(path), expected);
}
