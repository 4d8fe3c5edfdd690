/**
 * A value the code's own invariants guarantee (an index in range, a lookup in a table it built):
 * returns it, or throws if an invariant is broken, instead of casting the `undefined` away.
 */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`hookmock internal error: no ${what}`);
  return value;
}
