import defaultScenario from '../../../scenarios/default.json' with { type: 'json' };
import emptyScenario from '../../../scenarios/empty.json' with { type: 'json' };
import largeScenario from '../../../scenarios/large.json' with { type: 'json' };
import permissionsScenario from '../../../scenarios/permissions.json' with { type: 'json' };
import type { Scenario } from './schema.js';

/** The scenarios shipped in `scenarios/`, by name. */
export const builtinScenarios: Readonly<Record<string, Scenario>> = {
  default: defaultScenario as Scenario,
  empty: emptyScenario as Scenario,
  large: largeScenario as Scenario,
  permissions: permissionsScenario as Scenario,
};

/** A built-in by name; names never resolve to anything but these. */
export function builtinScenario(name: string): Scenario {
  const scenario = Object.hasOwn(builtinScenarios, name) ? builtinScenarios[name] : undefined;
  if (!scenario) {
    throw new Error(
      `hookmock: no built-in scenario "${name}" (built-ins: ${Object.keys(builtinScenarios).join(', ')})`,
    );
  }
  return scenario;
}

/** Identity with types: write a scenario in TypeScript with completion. */
export function defineScenario(scenario: Scenario): Scenario {
  return scenario;
}
