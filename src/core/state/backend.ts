import type { AnyRecord, ModelName, RecordOf } from './database.js';
import { HookMockError } from '../errors/hookmock-error.js';
import { copyRecord } from './record-copies.js';

/** What the Store needs to hear about every write, whoever made it (users write through `mock.db` too). */
export interface ChangeListener {
  create(model: ModelName, row: AnyRecord): void;
  update(model: ModelName, prev: AnyRecord, next: AnyRecord): void;
  delete(model: ModelName, id: number): void;
}

/**
 * Where records live. The Store (the one repository module) keeps its indexes on top of any
 * backend: plain Maps for the standalone server (no msw or @mswjs/data to load at start-up), or
 * the @mswjs/data database that `createHookMock` hands to users as `mock.db`.
 */
export interface Backend {
  /** The live table of a model, by primary key. Callers must not mutate its records. */
  rows<M extends ModelName>(model: M): Map<number, RecordOf[M]>;
  insert<M extends ModelName>(model: M, row: RecordOf[M]): RecordOf[M];
  /**
   * Inserts a copy of each row, in order, as `insert` would (the same records, the same change
   * events): how a whole state is loaded (`reset`), without a copy more than it needs.
   */
  insertCopies<M extends ModelName>(model: M, rows: readonly RecordOf[M][]): void;
  /** Replaces a record with a new object (so per-record caches can never go stale). */
  update<M extends ModelName>(model: M, prev: RecordOf[M], changes: Partial<RecordOf[M]>): RecordOf[M];
  remove(model: ModelName, id: number): void;
  /** Empties every table without change events (the Store resets its indexes itself). */
  clear(): void;
  onChange(listener: ChangeListener): void;
}

type Tables = { [M in ModelName]: Map<number, RecordOf[M]> };

/** Plain Maps: the fastest to load and to write. */
export function plainBackend(): Backend {
  const tables: Tables = { user: new Map(), org: new Map(), repo: new Map(), hook: new Map() };
  const listeners: ChangeListener[] = [];
  const table = <M extends ModelName>(model: M): Tables[M] => tables[model];
  const insert = <M extends ModelName>(model: M, row: RecordOf[M]): RecordOf[M] => {
    const id = row.id;
    if (table(model).has(id)) throw new HookMockError(`a ${model} with id ${id} already exists`);
    for (const l of listeners) l.create(model, row);
    table(model).set(id, row);
    return row;
  };
  return {
    rows: table,
    insert,
    insertCopies(model, rows) {
      for (const row of rows) insert(model, copyRecord(model, row));
    },
    update(model, prev, changes) {
      // A clone, then the changes assigned: `{ ...prev, ...changes }` costs V8 twice as much.
      const next = Object.assign({ ...prev }, changes);
      table(model).set(next.id, next);
      for (const l of listeners) l.update(model, prev, next);
      return next;
    },
    remove(model, id) {
      table(model).delete(id);
      for (const l of listeners) l.delete(model, id);
    },
    clear() {
      for (const t of Object.values(tables)) t.clear();
    },
    onChange: (listener) => void listeners.push(listener),
  };
}
