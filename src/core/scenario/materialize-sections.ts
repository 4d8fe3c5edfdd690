import { PRODUCT_NAMES, productModule, productOf, SERVED_BY } from '../flavors/index.js';
import { SECTION_FIELDS } from '../flavors/product-names.js';
import type { MadeSection, ScenarioSection, SectionWorld } from './scenario-section.js';
import type { Problems } from './problems.js';
import type { ParsedScenario } from './schema.js';

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined);

/**
 * The product's own sections of a scenario (`Product.scenario`: GitHub's `apps`), materialized
 * after the hooks and taking their ids from the hooks' sequence. Another product's section that
 * the scenario fills is refused, naming whose it is, and still checked: every problem at once.
 * That product's module is loaded only then: its fields are known without it (SECTION_FIELDS).
 */
export function materializeSections(
  scenario: ParsedScenario,
  world: SectionWorld,
  problems: Problems,
): { nextId: number; sections: MadeSection[] } {
  let { nextId } = world;
  const sections: MadeSection[] = [];
  for (const section of productOf(world.flavor).scenario ?? []) {
    const made = section.materialize(scenario, { ...world, nextId }, problems);
    nextId = made.nextId;
    sections.push(made);
  }
  for (const { section, flavors } of foreignSections(scenario, world)) {
    problems.list.push({
      field: section.field,
      expected: `no ${section.field} in the ${world.flavor.name} flavor (${section.title} are the ${flavors.join(', ')} flavor's)`,
    });
    section.materialize(scenario, { ...world, nextId }, problems);
  }
  return { nextId, sections };
}

/** The sections of other products that the scenario fills, each with the flavors that take it. */
function foreignSections(scenario: ParsedScenario, world: SectionWorld) {
  const own = SERVED_BY[world.flavor.name];
  const found: { section: ScenarioSection; flavors: string[] }[] = [];
  for (const name of PRODUCT_NAMES) {
    if (name === own || !SECTION_FIELDS[name].some((field) => filled(scenario[field]))) continue;
    const product = productModule(name);
    const flavors = product.flavors.map((f) => f.name);
    for (const section of product.scenario ?? [])
      if (filled(scenario[section.field])) found.push({ section, flavors });
  }
  return found;
}
