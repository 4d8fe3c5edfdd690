import defaultScenario from '../../../scenarios/default.json' with { type: 'json' };
import emptyScenario from '../../../scenarios/empty.json' with { type: 'json' };
import largeScenario from '../../../scenarios/large.json' with { type: 'json' };
import permissionsScenario from '../../../scenarios/permissions.json' with { type: 'json' };
import type { ParsedScenario, Scenario } from './schema.js';
import { HookMockError } from '../errors/hookmock-error.js';

/**
 * The scenarios shipped in `scenarios/`, by name: `default`, `empty`, `large`, `permissions`.
 * @see docs/reference/scenario-format.md
 */
export const builtinScenarios: Readonly<Record<string, Scenario>> = {
  // JSON imports are typed with widened strings, hence the casts; test/core/builtin-scenarios.test.ts
  // parses every built-in with the scenario schema.
  default: defaultScenario as Scenario,
  empty: emptyScenario as Scenario,
  large: largeScenario as Scenario,
  permissions: permissionsScenario as Scenario,
};

const shipped = new WeakSet<object>(Object.values(builtinScenarios));

/**
 * Whether `value` is one of the shipped scenarios themselves (not a copy). They are valid as they
 * stand — test/core/builtin-scenarios.test.ts parses each and gets it back unchanged — so loading
 * one skips validation, and a server started on a built-in runs no schema at all.
 *
 * @example
 * isBuiltinScenario(builtinScenario('default')); // true; a copy: false
 * @see docs/internals/benchmarks.md
 */
export function isBuiltinScenario(value: unknown): value is ParsedScenario {
  return typeof value === 'object' && value !== null && shipped.has(value);
}

/**
 * A built-in by name; names never resolve to anything but these (an unknown name throws).
 *
 * @example
 * const mock = createHookMock({ scenario: { ...builtinScenario('default'), seed: 7 } });
 * @see docs/reference/scenario-format.md
 */
export function builtinScenario(name: string): Scenario {
  const scenario = Object.hasOwn(builtinScenarios, name) ? builtinScenarios[name] : undefined;
  if (!scenario) {
    throw new HookMockError(
      `no built-in scenario "${name}" (built-ins: ${Object.keys(builtinScenarios).join(', ')})`,
    );
  }
  return scenario;
}

/**
 * Identity with types: write a scenario in TypeScript with completion.
 *
 * @example
 * export default defineScenario({
 *   users: [{ login: 'alice', token: 'alice-token' }],
 *   repos: [{ owner: 'alice', name: 'widgets' }],
 * });
 * @see docs/reference/scenario-format.md
 */
export function defineScenario(scenario: Scenario): Scenario {
  return scenario;
}
