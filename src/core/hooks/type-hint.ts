import type { Flavor, FlavorName } from '../flavors/flavor.js';

/**
 * Per flavor, the hook types it refuses that another flavor takes, and that flavor. The spec
 * flavor (the default) names its own hook `native`; a Gitea or Forgejo client creating its
 * `gitea` hook there is almost always a missed `--flavor`, so the spec flavor's 422 says so. The
 * product flavors hint nothing: they keep their products' exact messages.
 */
const OTHER_FLAVOR_TYPES: Readonly<Record<FlavorName, Readonly<Record<string, string>>>> = {
  spec: { gitea: 'gitea', gogs: 'gitea', forgejo: 'forgejo', sourcehut_builds: 'forgejo', web: 'github' },
  gitea: {},
  forgejo: {},
  github: {},
  gitlab: {},
};

/** The hint for a type the flavor refuses, or ''. */
export function flavorHint(flavor: Flavor, type: string): string {
  const types = OTHER_FLAVOR_TYPES[flavor.name];
  if (!Object.hasOwn(types, type)) return '';
  return `type "${type}" is not a ${flavor.name}-flavor type; did you mean --flavor ${types[type]}?`;
}

/** The 422 message for a hook type the flavor does not accept (`Invalid hook type: <type>`). */
export function invalidTypeMessage(flavor: Flavor, type: string): string {
  const hint = flavorHint(flavor, type);
  return hint ? `Invalid hook type: ${type} (${hint})` : `Invalid hook type: ${type}`;
}
