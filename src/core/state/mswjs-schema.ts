import { factory, primaryKey } from '../../vendor/mswjs-data.js';
import type { HookRecord, OrgRecord, RepoRecord, UserRecord, Visibility } from './database.js';

/**
 * The @mswjs/data database behind `mock.db`. Relations are stored as ids (not `oneOf`), which
 * keeps creation fast (mswjs/data#274) and snapshots plain. Only the state layer sees this type;
 * users see hookmock's own `Database` (database.ts), so @mswjs/data's typings (which do not compile
 * with `skipLibCheck: false`) stay out of hookmock's public `.d.ts`.
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
      key: String,
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

/** The database as @mswjs/data types it. */
export type MswjsDatabase = ReturnType<typeof createDatabase>;

type Plain<T> = { [K in keyof T as K extends string ? K : never]: T[K] };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when a record interface of database.ts drifts from the schema above. */
export const schemaMatchesRecords: [
  Same<Plain<ReturnType<MswjsDatabase['user']['create']>>, UserRecord>,
  Same<Plain<ReturnType<MswjsDatabase['org']['create']>>, OrgRecord>,
  Same<Plain<ReturnType<MswjsDatabase['repo']['create']>>, RepoRecord>,
  Same<Plain<ReturnType<MswjsDatabase['hook']['create']>>, HookRecord>,
] = [true, true, true, true];
