import { appSchema, installationSchema } from './app-schema.js';
import { hookSchema, orgSchema, repoShape, scenarioSchema, userSchema } from './schema.js';

/** The fields of each part of the scenario format, by the part's path without indices. */
const FIELDS: Record<string, () => readonly string[]> = {
  '': () => Object.keys(scenarioSchema().shape),
  users: () => Object.keys(userSchema().shape),
  orgs: () => Object.keys(orgSchema().shape),
  repos: () => Object.keys(repoShape().shape),
  hooks: () => Object.keys(hookSchema().shape),
  apps: () => Object.keys(appSchema().shape),
  'apps.installations': () => Object.keys(installationSchema().shape),
};

/**
 * The field names valid where an unknown key stands (`hooks[2]` → a hook's fields), for the
 * "did you mean" of an unknown field; none for a part without a table.
 */
export function fieldNamesAt(path: readonly PropertyKey[]): readonly string[] {
  const part = path.filter((key) => typeof key === 'string').join('.');
  return Object.hasOwn(FIELDS, part) ? (FIELDS[part]?.() ?? []) : [];
}
