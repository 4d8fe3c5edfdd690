import { MAX_DEPTH, deeperThan } from '../http/safe-json.js';
import { scenarioSchema } from './schema.js';
import type { ParsedScenario } from './schema.js';
import { ScenarioError, fieldPath, throwProblems } from './scenario-error.js';
import type { ScenarioProblem } from './scenario-error.js';
import type { Flavor } from '../contract/flavor.js';
import { materialize } from './materialize.js';
import { didYouMean } from '../util/nearest.js';
import { fieldNamesAt } from './field-names.js';
import { isJsonObject } from '../util/json-object.js';

/** zod's issue, as far as it is read here. */
interface Issue {
  path: PropertyKey[];
  message: string;
  keys?: unknown;
}

/** The unknown keys an issue names (zod's unrecognized-keys issue), none for any other. */
const keysOf = (issue: Issue): string[] =>
  Array.isArray(issue.keys) ? issue.keys.filter((k) => typeof k === 'string') : [];

/** Every problem one zod issue stands for: an unknown-keys issue is one problem per key. */
function problemsOf(issue: Issue): ScenarioProblem[] {
  const keys = keysOf(issue);
  if (keys.length === 0)
    return [{ field: fieldPath(issue.path), expected: issue.message.replace(/^Invalid input: /, '') }];
  return keys.map((key) => ({
    field: fieldPath([...issue.path, key]),
    expected: `unknown field (not part of the scenario format)${didYouMean(key, fieldNamesAt(issue.path))}`,
  }));
}

/**
 * Validates a scenario's shape (zod); cross-references and flavor rules are checked when it is
 * materialized. Throws a ScenarioError naming `source` and every field that is wrong, each with
 * what was expected. Given the flavor, a scenario with shape problems is also checked for the
 * rest (names, events, types) with the offending fields left out, so one run reports them all.
 *
 * @example
 * const scenario = parseScenario(JSON.parse(text), 'fixtures/acme.json');
 * mock.load(scenario);
 * @see docs/reference/scenario-format.md
 */
export function parseScenario(value: unknown, source = 'scenario', flavor?: Flavor): ParsedScenario {
  const result = scenarioSchema().safeParse(value);
  if (result.success) return result.data;
  const shape = result.error.issues.flatMap(problemsOf);
  const seen = new Set(shape.map((p) => p.field));
  // A value nested past any scenario's depth has nothing to cross-reference (and would overflow
  // the stack of structuredClone): its shape problems are the answer.
  const rest =
    flavor && !deeperThan(value, MAX_DEPTH)
      ? referenceProblems(value, result.error.issues, flavor, source)
      : [];
  throwProblems(source, [...shape, ...rest.filter((p) => !seen.has(p.field))]);
  throw new ScenarioError(source, '', 'invalid');
}

/**
 * The problems materializing finds once the fields with shape problems are left out (unknown
 * keys and optional fields; indices stay, so the fields named are the file's). None when leaving
 * them out does not give a valid shape (a required field was wrong).
 */
function referenceProblems(value: unknown, issues: readonly Issue[], flavor: Flavor, source: string) {
  const cleaned = structuredClone(value);
  for (const issue of issues) {
    const keys = keysOf(issue);
    const last = issue.path.at(-1);
    if (keys.length > 0) for (const key of keys) removeAt(cleaned, [...issue.path, key]);
    else if (typeof last === 'string') removeAt(cleaned, issue.path);
  }
  const retry = scenarioSchema().safeParse(cleaned);
  if (!retry.success) return [];
  try {
    materialize(retry.data, flavor, source);
    return [];
  } catch (error) {
    if (error instanceof ScenarioError) return [...error.problems];
    throw error;
  }
}

/** Deletes the key at `path` (an object's key; arrays keep their indices). */
function removeAt(root: unknown, path: readonly PropertyKey[]): void {
  let node: unknown = root;
  for (const key of path.slice(0, -1))
    node = isJsonObject(node) || Array.isArray(node) ? Reflect.get(node, key) : undefined;
  const last = path.at(-1);
  if (isJsonObject(node) && typeof last === 'string') Reflect.deleteProperty(node, last);
}
