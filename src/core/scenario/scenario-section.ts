import type { Problems } from './problems.js';
import type { Names } from './scenario-names.js';
import type { ParsedScenario } from './schema.js';
import type { RepoRecord } from '../state/database.js';
import type { Flavor } from '../contract/flavor.js';

/** What a section is checked against: the accounts, the repos, and the hook ids already taken. */
export interface SectionWorld {
  readonly flavor: Flavor;
  readonly names: Names;
  readonly repos: readonly RepoRecord[];
  /** Hook ids of the scenario's hooks: ids a section takes from the same sequence must be none of them. */
  readonly hookIds: ReadonlySet<number>;
  /** The first id the hooks' sequence has free after the listed hooks. */
  readonly nextId: number;
  /** When the scenario's world began: `created` of what the section makes. */
  readonly epoch: string;
}

/** A section as materialized: kept with the scenario, given back to the mock at every reset. */
export interface MadeSection {
  /** The hooks' next free id after the section took its own. */
  readonly nextId: number;
  /** Hands the section's records to the service of the mock that keeps them (every `reset()` and `load()`). */
  restart(services: readonly object[]): void;
}

/**
 * A product's own section of the scenario format (GitHub's `apps`), listed by its module
 * (`Product.scenario`): checked with the rest of the scenario, every problem reported at once; a
 * flavor of another product refuses it, naming whose it is.
 */
export interface ScenarioSection {
  /** The scenario's field the section reads. */
  readonly field: keyof ParsedScenario;
  /** What its entries are, for another flavor's refusal ("GitHub Apps are the github flavor's"). */
  readonly title: string;
  materialize(scenario: ParsedScenario, world: SectionWorld, problems: Problems): MadeSection;
}
