import { describe, expect, it } from 'vitest';
import { builtinScenarios, isBuiltinScenario } from '../../src/core/scenario/builtins.js';
import { parseScenario } from '../../src/core/scenario/parse-scenario.js';
import { createHookMock } from '../../src/index.js';

// Loading a built-in skips the schema (start-up cost); this is what makes that safe: each shipped
// scenario is valid, and validation would return it unchanged.
describe('built-in scenarios', () => {
  it.each(Object.keys(builtinScenarios))('%s is valid as it stands', (name) => {
    const scenario = builtinScenarios[name];
    expect(parseScenario(scenario, name)).toStrictEqual(scenario);
    expect(isBuiltinScenario(scenario)).toBe(true);
  });

  it('a copy of a built-in is validated like any other scenario', () => {
    const copy = { ...structuredClone(builtinScenarios.default), seed: 'one' };
    expect(isBuiltinScenario(copy)).toBe(false);
    expect(() => createHookMock({ scenario: copy as never })).toThrow(/seed/);
  });
});
