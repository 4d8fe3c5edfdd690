import { factory, primaryKey } from '@mswjs/data';

/** Who may see an account and its public repos (both products' `VisibleType`). */
export type Visibility = 'public' | 'limited' | 'private';

/**
 * The typed @mswjs/data database users get as `mock.db`. Relations are stored as ids (not
 * `oneOf`), which keeps creation fast (mswjs/data#274) and snapshots plain.
 */
export function createDatabase() {
  return factory({
    user: {
      id: primaryKey(Number),
      login: String,
      fullName: String,
      email: String,
      token: String,
      admin: Boolean,
      scopes: (): string[] => [],
      visibility: (): Visibility => 'public',
    },
    org: {
      id: primaryKey(Number),
      name: String,
      fullName: String,
      description: String,
      owners: (): string[] => [],
      members: (): string[] => [],
      visibility: (): Visibility => 'public',
      /** `visibility === 'private'`, kept for payloads and older readers. */
      private: Boolean,
    },
    repo: {
      id: primaryKey(Number),
      owner: String,
      name: String,
      description: String,
      admins: (): string[] => [],
      readers: (): string[] => [],
      private: Boolean,
      empty: Boolean,
      defaultBranch: String,
    },
    hook: {
      id: primaryKey(Number),
      /** 'repo' or 'org': which kind of owner `scopeId` names. */
      scope: (): 'repo' | 'org' => 'repo',
      scopeId: Number,
      type: String,
      active: Boolean,
      /** Stored event names: flags for gitea/forgejo, the sent names for spec. */
      events: (): string[] => [],
      url: String,
      contentType: (): 'json' | 'form' => 'json',
      secret: String,
      branchFilter: String,
      authorizationHeader: String,
      name: String,
      isSystemWebhook: Boolean,
      slack: { channel: String, username: String, iconUrl: String, color: String },
      /** The type's meta as JSON (matrix, discord, packagist, sourcehut_builds), '' when none. */
      meta: String,
      created: String,
      updated: String,
    },
  });
}

/** `mock.db`: the typed @mswjs/data database (models `user`, `org`, `repo`, `hook`). */
export type Database = ReturnType<typeof createDatabase>;
export type ModelName = 'user' | 'org' | 'repo' | 'hook';

type Plain<T> = { [K in keyof T as K extends string ? K : never]: T[K] };
export type UserRecord = Plain<ReturnType<Database['user']['create']>>;
export type OrgRecord = Plain<ReturnType<Database['org']['create']>>;
export type RepoRecord = Plain<ReturnType<Database['repo']['create']>>;
export type HookRecord = Plain<ReturnType<Database['hook']['create']>>;

/** The record type of each model. */
export interface RecordOf {
  user: UserRecord;
  org: OrgRecord;
  repo: RepoRecord;
  hook: HookRecord;
}
/** A record of any model. */
export type AnyRecord = RecordOf[ModelName];
