/**
 * `mock.db`'s model API, typed by hookmock: the calls of @mswjs/data 0.16's model API over
 * hookmock's record types (database.ts), shaped so @mswjs/data's own model is assignable to it.
 */

/** A field's values as a query compares them (a union of string literals compares as strings). */
type Comparable<V> = V extends string ? string : V extends number ? number : V extends boolean ? boolean : V;

/** A comparison on one field, as @mswjs/data 0.16 takes it. */
export interface FieldQuery<V> {
  equals?: V;
  notEquals?: V;
  in?: V[];
  notIn?: V[];
  gt?: V;
  gte?: V;
  lt?: V;
  lte?: V;
  between?: [V, V];
  notBetween?: [V, V];
  contains?: V;
  notContains?: V;
}

/** How one field is queried: a comparison, per item of an array, per key of an object. */
type FieldWhere<V> = V extends (infer Item)[]
  ? FieldWhere<Item>
  : V extends object
    ? { [K in keyof V]?: FieldWhere<NonNullable<V[K]>> }
    : FieldQuery<Comparable<V>>;

/** `where`: a comparison per field, e.g. `{ id: { equals: 1 } }`. */
export type Where<R> = { [K in keyof R]?: FieldWhere<NonNullable<R[K]>> };

/** Which records: `where`, and `strict` to throw instead of answering null. */
export interface Query<R> {
  where: Where<R>;
  /** Throw instead of returning null when nothing matches. */
  strict?: boolean;
}

/** `findMany`'s query: `where` may be left out, and the result paged. */
export interface ManyQuery<R> {
  where?: Where<R>;
  /** Throw when nothing matches. */
  strict?: boolean;
  /** At most this many. */
  take?: number;
  /** Leave out the first this many. */
  skip?: number;
}

/** What to change: new values, or a function of the current value and record. */
export type Changes<R> = { [K in keyof R]?: R[K] | ((value: R[K], record: R) => R[K]) };

/** One model of `mock.db` (`db.hook`, `db.repo`, …). */
export interface DatabaseModel<R> {
  /** Adds a record (missing fields take the model's defaults); the API serves it at once. */
  create(initial?: Partial<R>): R;
  /** How many records match (all without a query). */
  count(query?: Query<R>): number;
  /** Every record. */
  getAll(): R[];
  /** The first record that matches, or null. */
  findFirst(query: Query<R>): R | null;
  /** Every record that matches. */
  findMany(query: ManyQuery<R>): R[];
  /** Changes the first record that matches; returns it, or null. */
  update(query: Query<R> & { data: Changes<R> }): R | null;
  /** Changes every record that matches. */
  updateMany(query: Query<R> & { data: Changes<R> }): R[] | null;
  /** Removes the first record that matches; returns it, or null. */
  delete(query: Query<R>): R | null;
  /** Removes every record that matches. */
  deleteMany(query: Query<R>): R[] | null;
}
