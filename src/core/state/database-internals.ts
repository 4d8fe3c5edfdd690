import type { Database, ModelName } from './database.js';

/**
 * The parts of @mswjs/data 0.16's internal `Database` we build indexes on: its per-model Map
 * (records by primary key, so a lookup by id costs O(1) instead of the public API's full scan,
 * docs/toolkit-notes.md §2.4) and its change events (so indexes stay right even when a user writes
 * through `mock.db` directly). Reached through the factory's `databaseInstance` symbol.
 */
export interface DatabaseInternals {
  getModel(name: ModelName): Map<number, Record<string | symbol, unknown>>;
  events: {
    on(
      event: 'create',
      listener: (dbId: string, model: string, entity: Record<string, unknown>) => void,
    ): void;
    on(
      event: 'update',
      listener: (
        dbId: string,
        model: string,
        prev: Record<string, unknown>,
        next: Record<string, unknown>,
      ) => void,
    ): void;
    on(event: 'delete', listener: (dbId: string, model: string, primaryKey: number) => void): void;
  };
  create(model: ModelName, entity: Record<string | symbol, unknown>): void;
  update(
    model: ModelName,
    prev: Record<string | symbol, unknown>,
    next: Record<string | symbol, unknown>,
  ): void;
  delete(model: ModelName, primaryKey: number): void;
}

export function internalsOf(db: Database): DatabaseInternals {
  const key = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance');
  const internals = key ? (db as unknown as Record<symbol, unknown>)[key] : undefined;
  if (!internals || typeof (internals as DatabaseInternals).getModel !== 'function') {
    throw new Error('hookmock: unsupported @mswjs/data version (expected 0.16.x internals)');
  }
  return internals as DatabaseInternals;
}
