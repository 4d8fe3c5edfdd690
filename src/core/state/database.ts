/**
 * The records of the four models and `mock.db`'s type, written out by hand so that hookmock's
 * public typings never import @mswjs/data (its `.d.ts` fails under `skipLibCheck: false`). The
 * schema itself is in mswjs-schema.ts, which checks at compile time that it matches these.
 */
import type { DatabaseModel } from './database-model.js';

/** Who may see an account and its public repos (both products' `VisibleType`). */
export type Visibility = 'public' | 'limited' | 'private';

/** A user: a login with its token, site-admin flag and token scopes. */
export interface UserRecord {
  id: number;
  login: string;
  fullName: string;
  email: string;
  token: string;
  admin: boolean;
  scopes: string[];
  visibility: Visibility;
}

/** An organization with its owners and members (logins). */
export interface OrgRecord {
  id: number;
  name: string;
  fullName: string;
  description: string;
  owners: string[];
  members: string[];
  visibility: Visibility;
  /** `visibility === 'private'`, kept for payloads and older readers. */
  private: boolean;
  /** The short key a product names the org by (a project key); '' for the default. */
  key: string;
}

/** A repository: its owner (user or org name), its admins and readers (logins). */
export interface RepoRecord {
  id: number;
  owner: string;
  name: string;
  description: string;
  admins: string[];
  readers: string[];
  private: boolean;
  empty: boolean;
  defaultBranch: string;
}

/** A hook as stored (not as the API shows it: see the flavor's hook JSON). */
export interface HookRecord {
  id: number;
  /** 'repo' or 'org': which kind of owner `scopeId` names. */
  scope: 'repo' | 'org';
  scopeId: number;
  type: string;
  active: boolean;
  /** Stored event names: flags for gitea/forgejo, the sent names for spec. */
  events: string[];
  url: string;
  contentType: 'json' | 'form';
  secret: string;
  branchFilter: string;
  authorizationHeader: string;
  name: string;
  isSystemWebhook: boolean;
  slack: { channel?: string; username?: string; iconUrl?: string; color?: string };
  /** The type's meta as JSON (matrix, discord, packagist, sourcehut_builds), '' when none. */
  meta: string;
  created: string;
  updated: string;
}

export type ModelName = 'user' | 'org' | 'repo' | 'hook';

/** The record type of each model. */
export interface RecordOf {
  user: UserRecord;
  org: OrgRecord;
  repo: RepoRecord;
  hook: HookRecord;
}
/** A record of any model. */
export type AnyRecord = RecordOf[ModelName];

/**
 * `mock.db`: the live @mswjs/data database behind the mocked API (models `user`, `org`, `repo`,
 * `hook`), typed by hookmock. Writes through it are what the API serves.
 */
export interface Database {
  /** The users (logins, tokens, admin flags). */
  readonly user: DatabaseModel<UserRecord>;
  /** The organizations. */
  readonly org: DatabaseModel<OrgRecord>;
  /** The repositories. */
  readonly repo: DatabaseModel<RepoRecord>;
  /** The hooks, at both scopes. */
  readonly hook: DatabaseModel<HookRecord>;
}
