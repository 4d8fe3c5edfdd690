import type { ModelName } from './database.js';

export type Row = Record<string, unknown>;

/** What the Store needs to hear about every write, whoever made it. */
export interface ChangeListener {
  create(model: string, row: Row): void;
  update(model: string, prev: Row, next: Row): void;
  delete(model: string, id: number): void;
}

/**
 * Where records live. The Store (the one repository module) keeps its indexes on top of any
 * backend: plain Maps for the standalone server (no msw or @mswjs/data to load at start-up), or
 * the @mswjs/data database that `createHookMock` hands to users as `mock.db`.
 */
export interface Backend {
  /** The live table of a model, by primary key. Callers must not mutate its records. */
  rows(model: ModelName): Map<number, Row>;
  insert(model: ModelName, row: Row): Row;
  /** Replaces a record with a new object (so per-record caches can never go stale). */
  update(model: ModelName, prev: Row, changes: Row): Row;
  remove(model: ModelName, id: number): void;
  /** Empties every table without change events (the Store resets its indexes itself). */
  clear(): void;
  onChange(listener: ChangeListener): void;
}

const MODELS: readonly ModelName[] = ['user', 'org', 'repo', 'hook'];

/** Plain Maps: the fastest to load and to write. */
export function plainBackend(): Backend {
  const tables = new Map<ModelName, Map<number, Row>>(MODELS.map((m) => [m, new Map()]));
  const listeners: ChangeListener[] = [];
  const table = (model: ModelName) => tables.get(model) as Map<number, Row>;
  return {
    rows: table,
    insert(model, row) {
      const id = row.id as number;
      if (table(model).has(id)) throw new Error(`hookmock: a ${model} with id ${id} already exists`);
      for (const l of listeners) l.create(model, row);
      table(model).set(id, row);
      return row;
    },
    update(model, prev, changes) {
      const next = { ...prev, ...changes };
      table(model).set(next.id as number, next);
      for (const l of listeners) l.update(model, prev, next);
      return next;
    },
    remove(model, id) {
      table(model).delete(id);
      for (const l of listeners) l.delete(model, id);
    },
    clear() {
      for (const t of tables.values()) t.clear();
    },
    onChange: (listener) => void listeners.push(listener),
  };
}
