import { HookMockError } from '../errors/hookmock-error.js';

/** One problem of a scenario: the field and what was expected there. */
export interface ScenarioProblem {
  /** `hooks[0].config.url`, or '' for the whole scenario. */
  readonly field: string;
  /** What the field should be, and what it was. */
  readonly expected: string;
}

/**
 * A scenario that cannot be loaded; the message names the source and every problem found (the
 * field and what was expected). `field` and `expected` are the first problem's; `problems` all.
 *
 * @example
 * try {
 *   mock.load(candidate);
 * } catch (error) {
 *   if (error instanceof ScenarioError) console.error(error.message);
 *   else throw error;
 * }
 * @see docs/reference/scenario-format.md
 */
export class ScenarioError extends HookMockError {
  /** Every problem found, in file order (at least one). */
  readonly problems: readonly ScenarioProblem[];

  constructor(
    readonly source: string,
    readonly field: string,
    readonly expected: string,
    more: readonly ScenarioProblem[] = [],
  ) {
    const problems = [{ field, expected }, ...more];
    super(
      problems.length === 1
        ? `Invalid scenario ${source}: ${line(problems[0])}`
        : `Invalid scenario ${source}: ${problems.length} problems:\n${problems.map((p) => `  ${line(p)}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

/** Throws one ScenarioError with every problem, if there are any. */
export function throwProblems(source: string, problems: readonly ScenarioProblem[]): void {
  const [first, ...more] = problems;
  if (first) throw new ScenarioError(source, first.field, first.expected, more);
}

function line(problem: ScenarioProblem | undefined): string {
  return problem ? `${problem.field || '(root)'}: ${problem.expected}` : '';
}

/** `hooks[0].config.url` from a path like ['hooks', 0, 'config', 'url']. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}
