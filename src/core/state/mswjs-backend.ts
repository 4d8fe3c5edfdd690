import type { Backend } from './backend.js';
import { createDatabase } from './mswjs-schema.js';
import type { Database } from './database.js';
import { asEntity, internalsOf } from './database-internals.js';
import { HookMockError } from '../errors/hookmock-error.js';

/**
 * The @mswjs/data database as a backend. Records are written through its internal Database (the
 * very Map and change events its public API uses), as entities shaped exactly like
 * `db.<model>.create` makes them, so `mock.db` queries see every write, and writes users make
 * through `mock.db` reach the Store's indexes through the change events.
 */
export function mswjsBackend(): { backend: Backend; db: Database } {
  const db = createDatabase();
  const internals = internalsOf(db);
  const backend: Backend = {
    rows: (model) => internals.getModel(model),
    insert(model, row) {
      if (internals.getModel(model).has(row.id)) {
        throw new HookMockError(`a ${model} with id ${String(row.id)} already exists`);
      }
      const stored = asEntity(model, row);
      internals.create(model, stored);
      return stored;
    },
    update(model, prev, changes) {
      const next = { ...prev, ...changes };
      internals.update(model, prev, next);
      return next;
    },
    remove: (model, id) => internals.delete(model, id),
    clear() {
      for (const model of ['user', 'org', 'repo', 'hook'] as const) internals.getModel(model).clear();
    },
    onChange(listener) {
      internals.events.on('create', (_db, model, row) => listener.create(model, row));
      internals.events.on('update', (_db, model, prev, next) => listener.update(model, prev, next));
      internals.events.on('delete', (_db, model, id) => listener.delete(model, id));
    },
  };
  return { backend, db };
}
