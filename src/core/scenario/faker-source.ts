import type { Faker } from '@faker-js/faker';
import { HookMockError } from '../errors/hookmock-error.js';

/**
 * The faker instance `generate` uses. `createHookMock` registers it up front (its API is
 * synchronous); the standalone server loads it only when a scenario with `generate` arrives,
 * which keeps faker's data out of every start-up that does not need it.
 */
let instance: Faker | undefined;

export function registerFaker(faker: Faker): void {
  instance = faker;
}

/** Loads faker's English entry (once) and registers it. */
export async function loadFaker(): Promise<void> {
  instance ??= (await import('@faker-js/faker/locale/en')).faker;
}

export function currentFaker(): Faker {
  if (!instance)
    throw new HookMockError('generated scenarios need faker: await loadFaker() before loading one');
  return instance;
}

/** Whether loading this scenario value needs faker (a `generate` key). */
export function needsFaker(scenario: unknown): boolean {
  return typeof scenario === 'object' && scenario !== null && 'generate' in scenario;
}
