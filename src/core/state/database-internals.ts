import { ENTITY_TYPE, PRIMARY_KEY } from '../../vendor/mswjs-data.js';
import type { AnyRecord, ModelName, RecordOf } from './database.js';
import type { MswjsDatabase } from './mswjs-schema.js';
import { HookMockError } from '../errors/hookmock-error.js';
import { copyRecord } from './record-copies.js';

/** A record shaped exactly as `db.<model>.create` stores it: the row plus @mswjs/data's symbol keys. */
export function asEntity<M extends ModelName>(model: M, row: RecordOf[M]): RecordOf[M] {
  return { ...row, [ENTITY_TYPE]: model, [PRIMARY_KEY]: 'id' };
}

/**
 * `asEntity` of a deep copy of `row` (`copyRecord`): the record `reset` stores, 1,000s at a time;
 * the symbol keys are set on the copy rather than spread into another one.
 */
export function entityCopy<M extends ModelName>(model: M, row: RecordOf[M]): RecordOf[M] {
  const entity = copyRecord(model, row);
  Reflect.set(entity, ENTITY_TYPE, model);
  Reflect.set(entity, PRIMARY_KEY, 'id');
  return entity;
}

/**
 * The parts of @mswjs/data 0.16's internal `Database` we build indexes on: its per-model Map
 * (records by primary key, so a lookup by id costs O(1) instead of the public API's full scan,
 * docs/toolkit-notes.md §2.4) and its change events (so indexes stay right even when a user writes
 * through `mock.db` directly). Reached through the factory's `databaseInstance` symbol. Its
 * records are the model's records plus @mswjs/data's symbol keys.
 */
export interface DatabaseInternals {
  getModel<M extends ModelName>(name: M): Map<number, RecordOf[M]>;
  events: {
    listenerCount(event: 'create'): number;
    on(event: 'create', listener: (dbId: string, model: ModelName, entity: AnyRecord) => void): void;
    on(
      event: 'update',
      listener: (dbId: string, model: ModelName, prev: AnyRecord, next: AnyRecord) => void,
    ): void;
    on(event: 'delete', listener: (dbId: string, model: ModelName, primaryKey: number) => void): void;
  };
  create<M extends ModelName>(model: M, entity: RecordOf[M]): void;
  update<M extends ModelName>(model: M, prev: RecordOf[M], next: RecordOf[M]): void;
  delete(model: ModelName, primaryKey: number): void;
}

const hasGetModel = (value: unknown): value is { getModel: unknown } =>
  typeof value === 'object' && value !== null && 'getModel' in value;

export function internalsOf(db: MswjsDatabase): DatabaseInternals {
  const key = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance');
  const internals: unknown = key ? Reflect.get(db, key) : undefined;
  if (!hasGetModel(internals) || typeof internals.getModel !== 'function') {
    throw new HookMockError('unsupported @mswjs/data version (expected 0.16.x internals)');
  }
  // The boundary with @mswjs/data's untyped internals: the version test (test/core/mswjs-data-pin)
  // and the db contract tests hold it to this shape.
  return internals as DatabaseInternals;
}
