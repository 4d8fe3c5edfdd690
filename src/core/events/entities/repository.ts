import type { RepoRecord } from '../../state/database.js';
import type { PayloadDialect, RepositoryStruct } from '../../contract/payload-dialect.js';
import type { Site } from './shape.js';
import { GO_ZERO_TIME, UNIX_ZERO_TIME } from './shape.js';
import type { UserEntity } from './user.js';
import type { BuiltRepository } from '../../flavors/payload-maps.js';

/** The access mode a payload converts the repository with (`convert.ToRepo(…, permission)`). */
export type Access = 'none' | 'read' | 'write' | 'owner';

export interface RepoFacts {
  repo: RepoRecord;
  owner: UserEntity;
  access: Access;
  branchCount: number;
  openIssues: number;
  openPulls: number;
  releases: number;
  /** The parent of a fork, converted without a parent of its own. */
  forkOf?: BuiltRepository | undefined;
}

const permissions = (access: Access) => ({
  admin: access === 'owner',
  push: access === 'owner' || access === 'write',
  pull: access !== 'none',
});

/**
 * `Repository` (G `modules/structs/repo.go` via `services/convert/repository.go` `innerToRepo`),
 * in struct order; where the products' structs differ is `structs.repository`
 * (contract/payload-dialect.ts). A long field table rather than a short function (payload table).
 */
export function repositoryEntity(structs: PayloadDialect, facts: RepoFacts, site: Site) {
  const { repo } = facts;
  const differs = structs.repository;
  const full = `${repo.owner}/${repo.name}`;
  const host = new URL(site.appUrl).hostname;
  const parent = differs.parent === 'always' || facts.forkOf ? { parent: facts.forkOf ?? null } : {};
  return {
    id: repo.id,
    owner: facts.owner,
    name: repo.name,
    full_name: full,
    description: repo.description,
    empty: repo.empty,
    private: repo.private,
    fork: facts.forkOf !== undefined,
    template: false,
    ...parent,
    mirror: false,
    size: repo.empty ? 0 : 24,
    language: '',
    languages_url: `${site.apiUrl}/repos/${full}/languages`,
    html_url: `${site.appUrl}${full}`,
    url: `${site.apiUrl}/repos/${full}`,
    link: '',
    ssh_url: `git@${host}:${full}.git`,
    clone_url: `${site.appUrl}${full}.git`,
    original_url: '',
    website: '',
    stars_count: 0,
    forks_count: 0,
    watchers_count: 1,
    ...(differs.branchCount ? { branch_count: facts.branchCount } : {}),
    open_issues_count: facts.openIssues,
    open_pr_counter: facts.openPulls,
    release_counter: facts.releases,
    default_branch: repo.defaultBranch,
    archived: false,
    created_at: site.epoch,
    updated_at: site.epoch,
    archived_at: UNIX_ZERO_TIME,
    permissions: permissions(facts.access),
    ...units(differs, host, full, site),
    avatar_url: '',
    internal: false,
    mirror_interval: '',
    object_format_name: 'sha1',
    mirror_updated: GO_ZERO_TIME,
    ...(differs.repoTransfer ? { repo_transfer: null } : {}),
    topics: differs.noTopics === 'null' ? null : [],
    ...(differs.licenses ? { licenses: [] } : {}),
  };
}

/** The unit and merge-settings fields, from `has_code`/`has_issues` to the default merge fields. */
function units(differs: RepositoryStruct, host: string, full: string, site: Site) {
  const wiki = {
    has_wiki_contents: false,
    wiki_ssh_url: `git@${host}:${full}.wiki.git`,
    wiki_clone_url: `${site.appUrl}${full}.wiki.git`,
    globally_editable_wiki: false,
  };
  return {
    ...(differs.codeAndProjectsMode ? { has_code: true } : {}),
    has_issues: true,
    internal_tracker: {
      enable_time_tracker: true,
      allow_only_contributors_to_track_time: true,
      enable_issue_dependencies: true,
    },
    has_wiki: true,
    ...(differs.wikiDetails ? wiki : {}),
    has_pull_requests: true,
    has_projects: true,
    ...(differs.codeAndProjectsMode ? { projects_mode: 'all' } : {}),
    has_releases: true,
    has_packages: true,
    has_actions: true,
    ignore_whitespace_conflicts: false,
    allow_merge_commits: true,
    allow_rebase: true,
    allow_rebase_explicit: true,
    allow_squash_merge: true,
    allow_fast_forward_only_merge: true,
    allow_rebase_update: true,
    ...(differs.manualMerge ? { allow_manual_merge: false, autodetect_manual_merge: false } : {}),
    default_delete_branch_after_merge: false,
    default_merge_style: 'merge',
    default_allow_maintainer_edit: false,
    ...(differs.defaultUpdateStyle ? { default_update_style: 'merge' } : {}),
  };
}
