import type { HookRecord, OrgRecord, RepoRecord, UserRecord } from './database.js';

/** A whole state as plain data: what a scenario materializes to and what `reset()` restores. */
export interface StateData {
  users: UserRecord[];
  orgs: OrgRecord[];
  repos: RepoRecord[];
  hooks: HookRecord[];
  /** The id the next created hook gets (repo and org hooks share one sequence). */
  nextId: number;
}

/** The key of a hook's owner in the scope index: repo and org hooks never share one. */
export function scopeKey(scope: 'repo' | 'org', scopeId: number): string {
  return scope === 'repo' ? `r${scopeId}` : `o${scopeId}`;
}
