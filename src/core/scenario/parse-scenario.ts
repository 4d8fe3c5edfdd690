import { scenarioSchema } from './schema.js';
import type { ParsedScenario } from './schema.js';
import { ScenarioError, fieldPath, throwProblems } from './scenario-error.js';
import type { ScenarioProblem } from './scenario-error.js';

/** zod's issue, as far as it is read here. */
interface Issue {
  path: PropertyKey[];
  message: string;
  keys?: unknown;
}

/** Every problem one zod issue stands for: an unknown-keys issue is one problem per key. */
function problemsOf(issue: Issue): ScenarioProblem[] {
  const keys = Array.isArray(issue.keys) ? issue.keys.filter((k) => typeof k === 'string') : [];
  if (keys.length === 0)
    return [{ field: fieldPath(issue.path), expected: issue.message.replace(/^Invalid input: /, '') }];
  return keys.map((key) => ({
    field: fieldPath([...issue.path, key]),
    expected: 'unknown field (not part of the scenario format)',
  }));
}

/**
 * Validates a scenario's shape (zod); cross-references and flavor rules are checked when it is
 * materialized. Throws a ScenarioError naming `source` and every field that is wrong, each with
 * what was expected.
 *
 * @example
 * const scenario = parseScenario(JSON.parse(text), 'fixtures/acme.json');
 * mock.load(scenario);
 * @see docs/reference/scenario-format.md
 */
export function parseScenario(value: unknown, source = 'scenario'): ParsedScenario {
  const result = scenarioSchema().safeParse(value);
  if (result.success) return result.data;
  throwProblems(source, result.error.issues.flatMap(problemsOf));
  throw new ScenarioError(source, '', 'invalid');
}
