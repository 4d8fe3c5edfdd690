import { builtinScenario } from './builtins.js';
import type { Scenario } from './schema.js';
import type { FlavorName } from '../contract/flavor.js';

/** What a `scenario` option may be: a built-in's name (or, where files are allowed, a path) or an object. */
export type ScenarioInput = string | Scenario;

/** Where file paths may be read (Node: `scenarioFiles` in src/node/load-scenario-file.ts). */
export interface ScenarioFiles {
  /** Whether a string is a path rather than a built-in's name (docs/reference/cli.md). */
  isPath(value: string): boolean;
  /** Reads and validates the file (for `flavor`: then every problem at once); its errors name it. */
  load(path: string, flavor?: FlavorName): Promise<Scenario>;
}

/** A resolved scenario, and the label its load errors carry (the file's path, for a file). */
export interface ResolvedScenario {
  scenario: Scenario;
  source?: string;
}

/**
 * A scenario input as a scenario, synchronously: a name is looked up among the built-ins only
 * (an unknown name throws, listing them); an object is itself. What `mock.load` does.
 */
export function scenarioOf(input: ScenarioInput): Scenario {
  return typeof input === 'string' ? builtinScenario(input) : input;
}

/**
 * The one resolution of a scenario input (startServer, sessions, `POST /__hookmock/scenario`,
 * replay): a path is read through `files` when given — never otherwise, so a name from a request
 * cannot reach the disk — else as `scenarioOf`.
 */
export async function resolveScenarioInput(
  input: ScenarioInput,
  { files, flavor }: { files?: ScenarioFiles; flavor?: FlavorName | undefined } = {},
): Promise<ResolvedScenario> {
  const isFile = files !== undefined && typeof input === 'string' && files.isPath(input);
  const scenario = isFile ? await files.load(input, flavor) : scenarioOf(input);
  return isFile ? { scenario, source: input } : { scenario };
}
