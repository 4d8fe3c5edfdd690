import type { Flavor, FlavorName } from './flavor.js';
import { forgejoFlavor } from './forgejo.js';
import { giteaFlavor } from './gitea.js';
import { specFlavor } from './spec.js';

export const FLAVORS: Readonly<Record<FlavorName, Flavor>> = {
  spec: specFlavor,
  gitea: giteaFlavor,
  forgejo: forgejoFlavor,
};

export function flavorNamed(name: string): Flavor {
  const flavor = (FLAVORS as Record<string, Flavor | undefined>)[name];
  if (!flavor)
    throw new Error(
      `hookmock: unknown flavor "${name}" (expected one of: ${Object.keys(FLAVORS).join(', ')})`,
    );
  return flavor;
}

export type { Flavor, FlavorName } from './flavor.js';
