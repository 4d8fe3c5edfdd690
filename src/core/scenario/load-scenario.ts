import type { Flavor } from '../contract/flavor.js';
import { timestampAt } from '../util/timestamp.js';
import { isBuiltinScenario } from './builtins.js';
import { DEFAULT_EPOCH, materialize } from './materialize.js';
import type { MaterializedState } from './materialize.js';
import { parseScenario } from './parse-scenario.js';
import { scenarioOf } from './resolve-input.js';
import type { Scenario } from './schema.js';

/** A loaded scenario: its materialized state (kept to reset to) and what snapshots repeat. */
export interface LoadedScenario {
  readonly initial: MaterializedState;
  readonly name: string | undefined;
  readonly description: string | undefined;
  /** The scenario's `clock` in epoch ms, or null (real time). */
  readonly clockStart: number | null;
  /** When the scenario's world began, as text: `created` of seeded users and repos in payloads. */
  readonly epoch: string;
  readonly seed: number;
  /** The scenario's repos: their branches, history, labels and milestones seed the events' world. */
  readonly repos: NonNullable<Scenario['repos']>;
}

/**
 * A scenario (a built-in's name, a file's text already parsed, or an object) validated and
 * materialized for a flavor; throws a ScenarioError naming `source` and leaves nothing changed.
 */
export function loadScenario(input: string | Scenario, flavor: Flavor, source?: string): LoadedScenario {
  const scenario = scenarioOf(input);
  const name = typeof scenario === 'object' && scenario !== null ? scenario.name : undefined;
  const label =
    source ?? (typeof input === 'string' ? `"${input}"` : typeof name === 'string' ? `"${name}"` : 'object');
  const parsed = isBuiltinScenario(scenario) ? scenario : parseScenario(scenario, label, flavor);
  const initial = materialize(parsed, flavor, label);
  const clockStart = parsed.clock ? Date.parse(parsed.clock) : null;
  return {
    initial,
    name: parsed.name,
    description: parsed.description,
    clockStart,
    epoch: clockStart === null ? DEFAULT_EPOCH : timestampAt(clockStart),
    seed: parsed.seed ?? 1,
    repos: parsed.repos ?? [],
  };
}
