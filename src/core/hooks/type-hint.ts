import type { Flavor } from '../flavors/flavor.js';

/**
 * The products' own hook types and the flavor that accepts them. The spec flavor (the default)
 * names its own hook `native`; a Gitea or Forgejo client creating its `gitea` hook there is
 * almost always a missed `--flavor`, so the spec flavor's 422 says so. The product flavors keep
 * their products' exact messages.
 */
const PRODUCT_TYPES: Readonly<Record<string, string>> = {
  gitea: 'gitea',
  gogs: 'gitea',
  forgejo: 'forgejo',
  sourcehut_builds: 'forgejo',
};

/** The hint for a type the flavor refuses, or '' (only the spec flavor hints). */
export function flavorHint(flavor: Flavor, type: string): string {
  if (flavor.name !== 'spec' || !Object.hasOwn(PRODUCT_TYPES, type)) return '';
  return `type "${type}" is not a spec-flavor type; did you mean --flavor ${PRODUCT_TYPES[type]}?`;
}

/** The 422 message for a hook type the flavor does not accept (`Invalid hook type: <type>`). */
export function invalidTypeMessage(flavor: Flavor, type: string): string {
  const hint = flavorHint(flavor, type);
  return hint ? `Invalid hook type: ${type} (${hint})` : `Invalid hook type: ${type}`;
}
