/** The keys whose warning was given: once per process is enough to be seen, more is noise. */
const given = new Set<string>();

/**
 * `console.warn(message)` the first time `key` is seen in this process, nothing after: what the
 * deprecated options and flags use (one release of aliases, docs/reference/api.md, Renamed in 0.2.0).
 */
export function warnOnce(key: string, message: string): void {
  if (given.has(key)) return;
  given.add(key);
  console.warn(message);
}

/** Forgets the warnings given, so each is given again (tests sharing a module cache). */
export function resetWarnings(): void {
  given.clear();
}
