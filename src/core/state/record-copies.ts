import type { ModelName, RecordOf } from './database.js';

/** A deep copy of a record of one model. */
type Copy<M extends ModelName> = (row: RecordOf[M]) => RecordOf[M];

/**
 * A deep copy of each model's record, written out field by field in the record's order (the
 * order materialize.ts writes them in, which the copies keep): what `reset` stores, a thousand
 * at a time. An object literal is allocated at once in its final shape, where a spread of the
 * row and then its symbol keys took ten times as long and left more for the collector. Arrays
 * and the hook's `slack` are copied too, so a write through `mock.db` never reaches the state
 * `reset` restores. The compiler holds each copy to its record's fields (none missing, none
 * extra); test/core/state.test.ts holds the order.
 */
export const RECORD_COPIES: { readonly [M in ModelName]: Copy<M> } = {
  user: (u) => ({
    id: u.id,
    login: u.login,
    fullName: u.fullName,
    email: u.email,
    token: u.token,
    admin: u.admin,
    scopes: [...u.scopes],
    visibility: u.visibility,
  }),
  org: (o) => ({
    id: o.id,
    name: o.name,
    fullName: o.fullName,
    description: o.description,
    owners: [...o.owners],
    members: [...o.members],
    visibility: o.visibility,
    private: o.private,
    key: o.key,
  }),
  repo: (r) => ({
    id: r.id,
    owner: r.owner,
    name: r.name,
    description: r.description,
    admins: [...r.admins],
    readers: [...r.readers],
    private: r.private,
    empty: r.empty,
    defaultBranch: r.defaultBranch,
  }),
  hook: (h) => ({
    id: h.id,
    scope: h.scope,
    scopeId: h.scopeId,
    type: h.type,
    active: h.active,
    events: [...h.events],
    url: h.url,
    contentType: h.contentType,
    secret: h.secret,
    branchFilter: h.branchFilter,
    authorizationHeader: h.authorizationHeader,
    name: h.name,
    isSystemWebhook: h.isSystemWebhook,
    slack: { ...h.slack },
    meta: h.meta,
    created: h.created,
    updated: h.updated,
  }),
};

/** A deep copy of `row`, a record of `model`. */
export function copyRecord<M extends ModelName>(model: M, row: RecordOf[M]): RecordOf[M] {
  const copy: Copy<M> = RECORD_COPIES[model];
  return copy(row);
}
