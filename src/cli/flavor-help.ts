/**
 * Each flavor of the registry (src/core/flavors/index.ts) and its API's base path on a server,
 * in the registry's order: given to the help by cli-run.ts.
 */
export type FlavorPaths = Readonly<Record<string, string>>;

/** `spec, gitea or github`: the names of a list as the help writes them. */
const spoken = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;

/** record's `--flavor` help: every flavor, and the API path each puts the recording proxy at. */
export function recordFlavorHelp(flavors: FlavorPaths): string {
  if (Object.keys(flavors).length === 0)
    return "the upstream's dialect, a flavor's name; sets the API path (default: spec)";
  const byPath = new Map<string, string[]>();
  for (const [name, path] of Object.entries(flavors)) byPath.set(path, [...(byPath.get(path) ?? []), name]);
  const paths = [...byPath].map(([path, names]) => `${spoken(names)}: ${path}`).join('; ');
  return `the upstream's dialect: ${spoken(Object.keys(flavors))}; sets the API path (${paths}; default: spec)`;
}
