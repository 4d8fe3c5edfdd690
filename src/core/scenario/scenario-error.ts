/**
 * A scenario that cannot be loaded; the message names the source, the field and what was expected.
 *
 * @example
 * try {
 *   mock.load(candidate);
 * } catch (error) {
 *   if (error instanceof ScenarioError) console.error(error.message);
 *   else throw error;
 * }
 * @see README.md#scenario-format
 */
export class ScenarioError extends Error {
  constructor(
    readonly source: string,
    readonly field: string,
    readonly expected: string,
  ) {
    super(`Invalid scenario ${source}: ${field || '(root)'}: ${expected}`);
    this.name = 'ScenarioError';
  }
}

/** `hooks[0].config.url` from a path like ['hooks', 0, 'config', 'url']. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}
