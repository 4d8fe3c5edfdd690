import { SCENARIO_SECTIONS, productOf } from '../flavors/index.js';
import type { MadeSection, SectionWorld } from './scenario-section.js';
import type { Problems } from './problems.js';
import type { ParsedScenario } from './schema.js';

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined);

/**
 * The product's own sections of a scenario (`Product.scenario`: GitHub's `apps`), materialized
 * after the hooks and taking their ids from the hooks' sequence. Another product's section that
 * the scenario fills is refused, naming whose it is, and still checked: every problem at once.
 */
export function materializeSections(
  scenario: ParsedScenario,
  world: SectionWorld,
  problems: Problems,
): { nextId: number; sections: MadeSection[] } {
  const own = productOf(world.flavor).scenario ?? [];
  let { nextId } = world;
  const sections: MadeSection[] = [];
  for (const { section, flavors } of SCENARIO_SECTIONS) {
    const mine = own.includes(section);
    if (!mine && !filled(scenario[section.field])) continue;
    if (!mine)
      problems.list.push({
        field: section.field,
        expected: `no ${section.field} in the ${world.flavor.name} flavor (${section.title} are the ${flavors.join(', ')} flavor's)`,
      });
    const made = section.materialize(scenario, { ...world, nextId }, problems);
    if (!mine) continue;
    nextId = made.nextId;
    sections.push(made);
  }
  return { nextId, sections };
}
