import type { AnyRecord } from './database.js';

/** A deep copy of a record's own string-keyed data (drops @mswjs/data's symbol keys). */
export function cloneRow<T extends AnyRecord>(row: T): T {
  const copy: T = { ...row };
  for (const key of Object.getOwnPropertySymbols(copy)) Reflect.deleteProperty(copy, key);
  // for…in rather than Object.entries: no pair arrays for every record of a snapshot.
  for (const key in copy) {
    const value: unknown = Reflect.get(copy, key);
    if (Array.isArray(value)) Reflect.set(copy, key, [...value]);
    else if (value && typeof value === 'object') Reflect.set(copy, key, { ...value });
  }
  return copy;
}
