import type { Flavor } from '../contract/flavor.js';

const NO_HINTS: Readonly<Record<string, string>> = {};

/** The hint for a type the flavor refuses, or ''. */
export function flavorHint(flavor: Flavor, type: string): string {
  const types = flavor.typeHints ?? NO_HINTS;
  if (!Object.hasOwn(types, type)) return '';
  return `type "${type}" is not a ${flavor.name}-flavor type; did you mean --flavor ${types[type]}?`;
}

/** The 422 message for a hook type the flavor does not accept (`Invalid hook type: <type>`). */
export function invalidTypeMessage(flavor: Flavor, type: string): string {
  const hint = flavorHint(flavor, type);
  return hint ? `Invalid hook type: ${type} (${hint})` : `Invalid hook type: ${type}`;
}
