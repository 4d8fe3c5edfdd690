import type { AppSimulateVerbs } from './github/apps/app-simulate-options.js';

/**
 * The registry's `mock.simulate` verbs by product: the verbs each product's services add
 * (`ProductService.verbs`), as types, which the public `Simulate` extends. A product with verbs of
 * its own adds its interface here (`A & B`).
 */
export type ProductSimulateVerbs = AppSimulateVerbs;
