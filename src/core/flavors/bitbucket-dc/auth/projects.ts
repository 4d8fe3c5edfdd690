import type { OrgRecord, RepoRecord, UserRecord } from '../../../state/database.js';
import type { Store } from '../../../state/store.js';
import { EXCEPTION, dcError } from '../hooks/respond.js';

/**
 * A Data Center project: a scenario org (its key the org's `key`, else its name upper-cased,
 * `acme` → `ACME`) or a user's personal project (`~` and the user's slug, `~alice`).
 */
export type DcProject =
  | { readonly kind: 'org'; readonly key: string; readonly org: OrgRecord }
  | { readonly kind: 'personal'; readonly key: string; readonly user: UserRecord };

/** The project key of an org. */
export const projectKeyOf = (org: OrgRecord): string => (org.key || org.name).toUpperCase();

/** The slug of a user or repository: Data Center's slugs are lower case. */
export const slugOf = (name: string): string => name.toLowerCase();

/** The key of the project a repo lives in: its org's, or its owner's personal `~slug`. */
export function repoProjectKey(store: Store, repo: RepoRecord): string {
  const org = store.org(repo.owner);
  return org ? projectKeyOf(org) : `~${slugOf(repo.owner)}`;
}

/**
 * The project `key` names, keys compared without case (UNVERIFIED: docs/bitbucket-dc.md).
 * A key that names no org but a user's login is that user's personal project, so that a client
 * that upper-cases an owner's name (`hookmock listen --repo alice/app`) finds it.
 */
export function projectAt(store: Store, key: string): DcProject | undefined {
  const personal = key.startsWith('~') ? store.userByLoginName(key.slice(1)) : undefined;
  if (personal) return { kind: 'personal', key: `~${slugOf(personal.login)}`, user: personal };
  if (key.startsWith('~')) return undefined;
  // By key, then by name for an org without one (names compare without case: `ACME` is `acme`).
  const upper = key.toUpperCase();
  const named = store.org(key);
  const org =
    store.allOrgs().find((o) => o.key !== '' && o.key.toUpperCase() === upper) ??
    (named?.key ? undefined : named);
  if (org) return { kind: 'org', key: projectKeyOf(org), org };
  const user = store.userByLoginName(key);
  return user ? { kind: 'personal', key: `~${slugOf(user.login)}`, user } : undefined;
}

/** The project, or Data Center's 404. */
export function needProject(store: Store, key: string): DcProject {
  const project = projectAt(store, key);
  if (!project) throw dcError(404, `Project ${key} does not exist.`, EXCEPTION.noProject);
  return project;
}

/** The project's repository with `slug` (the store compares names without case). */
export function repoIn(store: Store, project: DcProject, slug: string): RepoRecord | undefined {
  return store.repo(project.kind === 'org' ? project.org.name : project.user.login, slug);
}

/** `Repository KEY/slug does not exist.` (NoSuchRepositoryException, as Data Center words it). */
export const noRepo = (key: string, slug: string) =>
  dcError(404, `Repository ${key}/${slug} does not exist.`, EXCEPTION.noRepo);
