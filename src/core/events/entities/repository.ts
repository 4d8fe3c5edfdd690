import type { RepoRecord } from '../../state/database.js';
import type { Shape, Site } from './shape.js';
import { GO_ZERO_TIME, UNIX_ZERO_TIME } from './shape.js';
import type { UserEntity } from './user.js';

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
  forkOf?: object | undefined;
}

const permissions = (access: Access) => ({
  admin: access === 'owner',
  push: access === 'owner' || access === 'write',
  pull: access !== 'none',
});

/**
 * `Repository` (G `modules/structs/repo.go` via `services/convert/repository.go` `innerToRepo`),
 * in struct order; Forgejo's struct drops `branch_count`, `has_code`, `projects_mode`, the manual
 * merge fields and `licenses`, adds the wiki fields and `default_update_style`, and always sends
 * `parent` and `repo_transfer`. A long field table rather than a short function (payload table).
 */
export function repositoryEntity(shape: Shape, facts: RepoFacts, site: Site) {
  const { repo } = facts;
  const full = `${repo.owner}/${repo.name}`;
  const host = new URL(site.appUrl).hostname;
  const forgejo = shape === 'forgejo';
  const head = {
    id: repo.id,
    owner: facts.owner,
    name: repo.name,
    full_name: full,
    description: repo.description,
    empty: repo.empty,
    private: repo.private,
    fork: facts.forkOf !== undefined,
    template: false,
    ...(forgejo ? { parent: facts.forkOf ?? null } : facts.forkOf ? { parent: facts.forkOf } : {}),
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
    ...(forgejo ? {} : { branch_count: facts.branchCount }),
    open_issues_count: facts.openIssues,
    open_pr_counter: facts.openPulls,
    release_counter: facts.releases,
    default_branch: repo.defaultBranch,
    archived: false,
    created_at: site.epoch,
    updated_at: site.epoch,
    archived_at: UNIX_ZERO_TIME,
    permissions: permissions(facts.access),
  };
  const tracker = {
    internal_tracker: {
      enable_time_tracker: true,
      allow_only_contributors_to_track_time: true,
      enable_issue_dependencies: true,
    },
  };
  const merge = {
    ignore_whitespace_conflicts: false,
    allow_merge_commits: true,
    allow_rebase: true,
    allow_rebase_explicit: true,
    allow_squash_merge: true,
    allow_fast_forward_only_merge: true,
    allow_rebase_update: true,
  };
  const tail = {
    avatar_url: '',
    internal: false,
    mirror_interval: '',
    object_format_name: 'sha1',
    mirror_updated: GO_ZERO_TIME,
  };
  if (forgejo) {
    return {
      ...head,
      has_issues: true,
      ...tracker,
      has_wiki: true,
      has_wiki_contents: false,
      wiki_ssh_url: `git@${host}:${full}.wiki.git`,
      wiki_clone_url: `${site.appUrl}${full}.wiki.git`,
      globally_editable_wiki: false,
      has_pull_requests: true,
      has_projects: true,
      has_releases: true,
      has_packages: true,
      has_actions: true,
      ...merge,
      default_delete_branch_after_merge: false,
      default_merge_style: 'merge',
      default_allow_maintainer_edit: false,
      default_update_style: 'merge',
      ...tail,
      repo_transfer: null,
      topics: null,
    };
  }
  return {
    ...head,
    has_code: true,
    has_issues: true,
    ...tracker,
    has_wiki: true,
    has_pull_requests: true,
    has_projects: true,
    projects_mode: 'all',
    has_releases: true,
    has_packages: true,
    has_actions: true,
    ...merge,
    allow_manual_merge: false,
    autodetect_manual_merge: false,
    default_delete_branch_after_merge: false,
    default_merge_style: 'merge',
    default_allow_maintainer_edit: false,
    ...tail,
    topics: [],
    licenses: [],
  };
}
