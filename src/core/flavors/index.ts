import type { Flavor, FlavorName } from './flavor.js';
import { forgejoFlavor } from './gitea/forgejo.js';
import { giteaFlavor } from './gitea/gitea.js';
import { githubFlavor } from './github/flavor.js';
import { gitlabFlavor } from './gitlab/flavor.js';
import { specFlavor } from './gitea/spec.js';
import { HookMockError } from '../errors/hookmock-error.js';

/**
 * Every flavor's wire dialect by name: what differs between spec, gitea, forgejo, github and gitlab (hook fields,
 * events, test presses, pagination, error bodies, delivery headers).
 *
 * @example
 * FLAVORS.gitea.types.has('slack'); // true: the hook types a create request may name
 * @see docs/fidelity/flavors-at-a-glance.md
 */
export const FLAVORS: Readonly<Record<FlavorName, Flavor>> = {
  spec: specFlavor,
  gitea: giteaFlavor,
  forgejo: forgejoFlavor,
  github: githubFlavor,
  gitlab: gitlabFlavor,
};

/** Own keys only: `constructor` and friends are not flavors. */
const isFlavorName = (name: string): name is FlavorName => Object.hasOwn(FLAVORS, name);

export function flavorNamed(name: string): Flavor {
  if (!isFlavorName(name))
    throw new HookMockError(`unknown flavor "${name}" (expected one of: ${Object.keys(FLAVORS).join(', ')})`);
  return FLAVORS[name];
}

export type { Flavor, FlavorName } from './flavor.js';
