import type { Backend } from './backend.js';
import type {
  AnyRecord,
  HookRecord,
  ModelName,
  OrgRecord,
  RecordOf,
  RepoRecord,
  UserRecord,
} from './database.js';
import { insertSorted, removeSorted } from '../util/sorted-ids.js';
import { scopeKey } from './state-data.js';
import { cloneRow } from './clone-row.js';
import type { StateData } from './state-data.js';
import { HookMockError } from '../errors/hookmock-error.js';

/**
 * The one repository module: all reads and writes of state go through here. It keeps the
 * indexes the request path needs (by name, by token, hooks by scope) on top of a backend (plain
 * Maps, or the @mswjs/data database), in step with the backend's change events, so every lookup
 * is O(1) or O(page) however many hooks exist.
 */
export class Store {
  private readonly userByLogin = new Map<string, number>();
  private readonly userByToken = new Map<string, number>();
  private readonly orgByName = new Map<string, number>();
  private readonly repoByName = new Map<string, number>();
  private readonly hooksByScope = new Map<string, number[]>();
  /** Each hook's entry of `hooksByScope` (the array itself: no key string kept per hook). */
  private readonly scopeOfHook = new Map<number, number[]>();
  private readonly indexedKeys = new Map<string, [Map<string, number>, string][]>();
  private nextId = 1;
  /**
   * Bumped by every change, direct writes to `mock.db` included (they arrive as change events),
   * and by the events' world (`touch`): the one key of what is kept between requests.
   */
  revision = 0;

  constructor(private readonly backend: Backend) {
    backend.onChange({
      create: (model, row) => {
        this.revision += 1;
        this.indexAdd(model, row);
      },
      update: (model, prev, next) => {
        this.revision += 1;
        // A hook that keeps its id and scope keeps its place: re-indexing would splice the scope's
        // sorted ids twice, O(hooks in the scope) per PATCH (the bench's update regression).
        if (model === 'hook' && this.keepsScope(prev, next)) return;
        this.indexRemove(model, prev.id);
        this.indexAdd(model, next);
      },
      delete: (model, id) => {
        this.revision += 1;
        this.indexRemove(model, id);
      },
    });
  }

  // ---- reads -------------------------------------------------------------------------------

  userByLoginName(login: string): UserRecord | undefined {
    return this.row('user', this.userByLogin.get(login.toLowerCase()));
  }

  userWithToken(token: string): UserRecord | undefined {
    return this.row('user', this.userByToken.get(token));
  }

  org(name: string): OrgRecord | undefined {
    return this.row('org', this.orgByName.get(name.toLowerCase()));
  }

  repo(owner: string, name: string): RepoRecord | undefined {
    return this.row('repo', this.repoByName.get(`${owner}/${name}`.toLowerCase()));
  }

  /** The stored hook (a live record: callers must not mutate it). */
  hook(id: number): HookRecord | undefined {
    return this.row('hook', id);
  }

  /** A repo by id (a hook's `scopeId`): the dashboard's hook actions find a hook's owner so. */
  repoById(id: number): RepoRecord | undefined {
    return this.row('repo', id);
  }

  orgById(id: number): OrgRecord | undefined {
    return this.row('org', id);
  }

  /** Every hook, in the order they were stored (a live view: callers must not mutate them). */
  allHooks(): IterableIterator<HookRecord> {
    return this.rows('hook').values();
  }

  /** The repositories of an owner (a user or an org), ids ascending (a GitLab group's projects). */
  reposOf(owner: string): RepoRecord[] {
    const lower = owner.toLowerCase();
    return [...this.rows('repo').values()]
      .filter((repo) => repo.owner.toLowerCase() === lower)
      .sort((a, b) => a.id - b.id);
  }

  /** Every org, ids ascending (an org found by its `key`). */
  allOrgs(): OrgRecord[] {
    return [...this.rows('org').values()].sort((a, b) => a.id - b.id);
  }

  /** Every user, ids ascending (GitLab's `GET /users`). */
  allUsers(): UserRecord[] {
    return [...this.rows('user').values()].sort((a, b) => a.id - b.id);
  }

  /** Ids of the hooks of one repo or org, ascending. */
  hookIds(scope: 'repo' | 'org', scopeId: number): readonly number[] {
    return this.hooksByScope.get(scopeKey(scope, scopeId)) ?? [];
  }

  // ---- writes ------------------------------------------------------------------------------

  /**
   * Creates a hook with the next id of the shared sequence. `data` (a fresh object of the caller's)
   * becomes the record: `{ ...data, id }` of a 16-field object takes V8's slow path and makes a
   * hidden class per record (≈2 µs on Node 20), where adding `id` shares one.
   */
  createHook(data: Omit<HookRecord, 'id'>): HookRecord {
    const id = this.nextId;
    this.nextId += 1;
    return this.backend.insert('hook', Object.assign(data, { id }));
  }

  /** Replaces fields of a hook in place of the whole record (one Map write, no scan). */
  updateHook(id: number, changes: Partial<Omit<HookRecord, 'id'>>): HookRecord {
    const prev = this.rows('hook').get(id);
    if (!prev) throw new HookMockError(`no hook ${id}`);
    return this.backend.update('hook', prev, changes);
  }

  deleteHook(id: number): boolean {
    if (!this.rows('hook').has(id)) return false;
    this.backend.remove('hook', id);
    return true;
  }

  /** Adds a repository (a fork, a new repo) with the next free repo id. */
  createRepo(data: Omit<RepoRecord, 'id'>): RepoRecord {
    let id = 1;
    for (const taken of this.rows('repo').keys()) if (taken >= id) id = taken + 1;
    return this.backend.insert('repo', { ...data, id }) as unknown as RepoRecord;
  }

  /** Removes a repository and its hooks, as the products' `DeleteRepositoryDirectly` does. */
  deleteRepo(id: number): void {
    for (const hookId of [...this.hookIds('repo', id)]) this.backend.remove('hook', hookId);
    this.backend.remove('repo', id);
  }

  /** Moves the revision for a change of state kept outside the records (the events' world). */
  touch(): void {
    this.revision += 1;
  }

  /** Replaces the whole state. Synchronous, and leaves no trace of the previous state. */
  replace(state: StateData): void {
    this.revision += 1;
    this.backend.clear();
    for (const index of [this.userByLogin, this.userByToken, this.orgByName, this.repoByName]) index.clear();
    this.hooksByScope.clear();
    this.scopeOfHook.clear();
    this.indexedKeys.clear();
    this.backend.insertCopies('user', state.users);
    this.backend.insertCopies('org', state.orgs);
    this.backend.insertCopies('repo', state.repos);
    this.backend.insertCopies('hook', state.hooks);
    this.nextId = state.nextId;
  }

  /** The current state as plain data (copies, ids ascending). */
  toData(): StateData {
    const plain = <M extends ModelName>(model: M): RecordOf[M][] =>
      [...this.rows(model).values()].map(cloneRow).sort((a, b) => a.id - b.id);
    return {
      users: plain('user'),
      orgs: plain('org'),
      repos: plain('repo'),
      hooks: plain('hook'),
      nextId: this.nextId,
    };
  }

  // ---- indexes -----------------------------------------------------------------------------

  private rows<M extends ModelName>(model: M): Map<number, RecordOf[M]> {
    return this.backend.rows(model);
  }

  private row<M extends ModelName>(model: M, id: number | undefined): RecordOf[M] | undefined {
    return id === undefined ? undefined : this.rows(model).get(id);
  }

  /** Adds a row's index entries and remembers how to take them out again (deletes carry only the id). */
  private indexAdd(model: ModelName, row: AnyRecord): void {
    const id = row.id;
    if (model === 'hook' && 'scopeId' in row) return this.hookIndexAdd(id, scopeKey(row.scope, row.scopeId));
    const entries: [Map<string, number>, string][] = [];
    // Each model has a field no other has; the checks on `model` keep the dispatch by model.
    if (model === 'user' && 'login' in row) {
      entries.push([this.userByLogin, String(row.login).toLowerCase()]);
      if (row.token) entries.push([this.userByToken, String(row.token)]);
    } else if (model === 'org' && 'owners' in row) {
      entries.push([this.orgByName, String(row.name).toLowerCase()]);
    } else if (model === 'repo' && 'owner' in row) {
      entries.push([this.repoByName, `${String(row.owner)}/${String(row.name)}`.toLowerCase()]);
    }
    for (const [index, key] of entries) index.set(key, id);
    this.indexedKeys.set(`${model}:${id}`, entries);
  }

  private hookIndexAdd(id: number, key: string): void {
    let ids = this.hooksByScope.get(key);
    if (!ids) this.hooksByScope.set(key, (ids = []));
    insertSorted(ids, id);
    this.scopeOfHook.set(id, ids);
    // A hook written through `mock.db` with an id ahead of ours must not collide later.
    if (id >= this.nextId) this.nextId = id + 1;
  }

  private keepsScope(prev: AnyRecord, next: AnyRecord): boolean {
    if (prev.id !== next.id || !('scopeId' in next)) return false;
    const ids = this.scopeOfHook.get(next.id);
    return ids !== undefined && ids === this.hooksByScope.get(scopeKey(next.scope, next.scopeId));
  }

  private indexRemove(model: ModelName, id: number): void {
    if (model === 'hook') {
      const ids = this.scopeOfHook.get(id);
      if (ids) removeSorted(ids, id);
      this.scopeOfHook.delete(id);
      return;
    }
    const entries = this.indexedKeys.get(`${model}:${id}`) ?? [];
    for (const [index, key] of entries) if (index.get(key) === id) index.delete(key);
    this.indexedKeys.delete(`${model}:${id}`);
  }
}
