import type { ScenarioProblem } from './scenario-error.js';

/** Thrown by `fail` to abandon the item being built; caught by `each`. */
const SKIP = Symbol('skip this item');

/**
 * The problems of one scenario, collected so that a file's every mistake is reported at once:
 * `fail` records a problem and abandons the item being built (a user, a repo, a hook), `each`
 * goes on with the next item.
 */
export class Problems {
  readonly list: ScenarioProblem[] = [];

  fail = (field: string, expected: string): never => {
    this.list.push({ field, expected });
    throw SKIP;
  };

  /** `fn` over every item; an item that fails is left out of the result. */
  each<T, R>(items: readonly T[], fn: (item: T, index: number) => R): R[] {
    const out: R[] = [];
    items.forEach((item, index) => {
      try {
        out.push(fn(item, index));
      } catch (error) {
        if (error !== SKIP) throw error;
      }
    });
    return out;
  }
}
