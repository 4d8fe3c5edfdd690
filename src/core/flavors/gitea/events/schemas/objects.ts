import { z } from 'zod';

/**
 * The objects inside delivery payloads, per product (G `modules/structs/*.go`, F the same files),
 * as strict zod schemas: the tests parse every generated payload with them, and the exported
 * TypeScript types are inferred from them (a schema table, longer than a function should be).
 */
const str = z.string();
const num = z.number();
const bool = z.boolean();
const nullable = <T extends z.ZodType>(t: T) => t.nullable();

export const giteaUser = z.strictObject({
  id: num,
  login: str,
  login_name: str,
  source_id: num,
  full_name: str,
  email: str,
  avatar_url: str,
  html_url: str,
  language: str,
  is_admin: bool,
  last_login: str,
  created: str,
  restricted: bool,
  active: bool,
  prohibit_login: bool,
  location: str,
  website: str,
  description: str,
  visibility: str,
  followers_count: num,
  following_count: num,
  starred_repos_count: num,
  username: str,
});
export const forgejoUser = giteaUser.extend({ pronouns: str });

const permissions = z.strictObject({ admin: bool, push: bool, pull: bool });
const tracker = z.strictObject({
  enable_time_tracker: bool,
  allow_only_contributors_to_track_time: bool,
  enable_issue_dependencies: bool,
});

const repoCommon = {
  id: num,
  name: str,
  full_name: str,
  description: str,
  empty: bool,
  private: bool,
  fork: bool,
  template: bool,
  mirror: bool,
  size: num,
  language: str,
  languages_url: str,
  html_url: str,
  url: str,
  link: str,
  ssh_url: str,
  clone_url: str,
  original_url: str,
  website: str,
  stars_count: num,
  forks_count: num,
  watchers_count: num,
  open_issues_count: num,
  open_pr_counter: num,
  release_counter: num,
  default_branch: str,
  archived: bool,
  created_at: str,
  updated_at: str,
  archived_at: str,
  permissions,
  has_issues: bool,
  internal_tracker: tracker.optional(),
  has_wiki: bool,
  has_pull_requests: bool,
  has_projects: bool,
  has_releases: bool,
  has_packages: bool,
  has_actions: bool,
  ignore_whitespace_conflicts: bool,
  allow_merge_commits: bool,
  allow_rebase: bool,
  allow_rebase_explicit: bool,
  allow_squash_merge: bool,
  allow_fast_forward_only_merge: bool,
  allow_rebase_update: bool,
  default_delete_branch_after_merge: bool,
  default_merge_style: str,
  default_allow_maintainer_edit: bool,
  avatar_url: str,
  internal: bool,
  mirror_interval: str,
  object_format_name: str,
  mirror_updated: str,
};

const giteaRepoBase = z.strictObject({
  ...repoCommon,
  owner: giteaUser,
  branch_count: num,
  has_code: bool,
  projects_mode: str,
  allow_manual_merge: bool,
  autodetect_manual_merge: bool,
  topics: z.array(str),
  licenses: z.array(str),
});
/** G `Repository`: `parent` only on forks (without a parent of its own). */
export const giteaRepository = giteaRepoBase.extend({ parent: giteaRepoBase.optional() });

const forgejoRepoBase = z.strictObject({
  ...repoCommon,
  owner: forgejoUser,
  has_wiki_contents: bool,
  wiki_ssh_url: str,
  wiki_clone_url: str,
  globally_editable_wiki: bool,
  default_update_style: str,
  repo_transfer: z.null(),
  topics: nullable(z.array(str)),
  parent: z.null(),
});
/** F `Repository`: `parent` and `repo_transfer` always present (null when unset). */
export const forgejoRepository = forgejoRepoBase.extend({ parent: forgejoRepoBase.nullable() });

const payloadUser = z.strictObject({ name: str, email: str, username: str });
export const commit = z.strictObject({
  id: str,
  message: str,
  url: str,
  author: payloadUser,
  committer: payloadUser,
  verification: nullable(
    z.strictObject({
      verified: bool,
      reason: str,
      signature: str,
      signer: nullable(payloadUser),
      payload: str,
    }),
  ),
  timestamp: str,
  added: nullable(z.array(str)),
  removed: nullable(z.array(str)),
  modified: nullable(z.array(str)),
});

/** `Label` (G/F `modules/structs/issue_label.go`). */
export const label = z.strictObject({
  id: num,
  name: str,
  exclusive: bool,
  is_archived: bool,
  color: str,
  description: str,
  url: str,
});
/** `Milestone` (G/F `modules/structs/issue_milestone.go`): `closed_at`, `due_on` null when unset. */
export const milestone = z.strictObject({
  id: num,
  title: str,
  description: str,
  state: z.enum(['open', 'closed']),
  open_issues: num,
  closed_issues: num,
  created_at: str,
  updated_at: nullable(str),
  closed_at: nullable(str),
  due_on: nullable(str),
});

const issueCommon = {
  id: num,
  url: str,
  html_url: str,
  number: num,
  original_author: str,
  original_author_id: num,
  title: str,
  body: str,
  ref: str,
  assets: z.array(z.unknown()),
  labels: z.array(label),
  milestone: nullable(milestone),
  state: z.enum(['open', 'closed']),
  is_locked: bool,
  comments: num,
  created_at: str,
  updated_at: str,
  closed_at: nullable(str),
  due_date: nullable(str),
  pull_request: nullable(
    z.strictObject({ merged: bool, merged_at: nullable(str), draft: bool, html_url: str }),
  ),
  repository: z.strictObject({ id: num, name: str, owner: str, full_name: str }),
  pin_order: num,
};

export const giteaIssue = z.strictObject({
  ...issueCommon,
  user: giteaUser,
  assignee: nullable(giteaUser),
  assignees: nullable(z.array(giteaUser)),
  time_estimate: num,
  content_version: num,
});
export const forgejoIssue = z.strictObject({
  ...issueCommon,
  user: forgejoUser,
  assignee: nullable(forgejoUser),
  assignees: nullable(z.array(forgejoUser)),
});
