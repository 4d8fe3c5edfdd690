import type { Backend, ChangeListener } from './backend.js';
import { copyRecord } from './record-copies.js';
import { createDatabase } from './mswjs-schema.js';
import type { Database, ModelName } from './database.js';
import { asEntity, entityCopy, internalsOf } from './database-internals.js';
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
  /** The listeners given to `onChange` (the Store's): told of every write, as the events would. */
  const own: ChangeListener[] = [];
  const refuseTaken = (model: ModelName, id: number) => {
    if (internals.getModel(model).has(id))
      throw new HookMockError(`a ${model} with id ${String(id)} already exists`);
  };
  const backend: Backend = {
    rows: (model) => internals.getModel(model),
    insert(model, row) {
      refuseTaken(model, row.id);
      const stored = asEntity(model, row);
      internals.create(model, stored);
      return stored;
    },
    insertCopies(model, rows) {
      // Anyone else listening (in a browser, @mswjs/data's cross-tab sync) hears every create
      // from the database itself; else its event round (a serialized copy of each record, the
      // listener array copied per emit) is skipped and our own listeners are told directly.
      if (internals.events.listenerCount('create') !== own.length) {
        for (const row of rows) backend.insert(model, copyRecord(model, row));
        return;
      }
      const table = internals.getModel(model);
      for (const row of rows) {
        refuseTaken(model, row.id);
        const stored = entityCopy(model, row);
        for (const listener of own) listener.create(model, stored);
        table.set(stored.id, stored);
      }
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
      own.push(listener);
      internals.events.on('create', (_db, model, row) => listener.create(model, row));
      internals.events.on('update', (_db, model, prev, next) => listener.update(model, prev, next));
      internals.events.on('delete', (_db, model, id) => listener.delete(model, id));
    },
  };
  return { backend, db };
}
