import type { Problems } from './problems.js';

/**
 * The ids of one list of a scenario (hooks, repos, orgs): an item's own `id` stays; the others
 * follow the list order from `start`, skipping the ids items carry. An `id` used twice is a
 * problem on `<list>[i].id` (the schema has already checked it is a positive integer).
 */
export function listIds(
  items: readonly { readonly id?: number | undefined }[],
  start: number,
  list: string,
  problems: Problems,
): number[] {
  const taken = new Set<number>();
  problems.each(items, (item, i) => {
    if (item.id === undefined) return;
    if (taken.has(item.id)) problems.fail(`${list}[${i}].id`, `a unique id (${item.id} is used twice)`);
    taken.add(item.id);
  });
  let counter = start;
  return items.map((item) => {
    if (item.id !== undefined) return item.id;
    while (taken.has(counter)) counter++;
    taken.add(counter);
    return counter++;
  });
}
