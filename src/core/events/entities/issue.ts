import type { RepoRecord } from '../../state/database.js';
import type { IssueState } from '../world.js';
import type { PayloadDialect } from '../../contract/payload-dialect.js';
import type { Site } from './shape.js';
import type { UserEntity } from './user.js';
import type { LabelEntity, MilestoneEntity } from './tracker.js';
import type { BuiltRepository } from '../../flavors/payload-maps.js';

/** An issue's labels and milestone as payload objects (entities/tracker.ts). */
export interface Tracker {
  labels: LabelEntity[];
  milestone: MilestoneEntity | null;
}

/**
 * `Issue` (G `modules/structs/issue.go`, `services/convert/issue.go`): `assets`/`labels` [],
 * `assignees` null when none, `pull_request` meta for PRs; F has no `time_estimate` and no
 * `content_version`.
 */
export function issueEntity(
  structs: PayloadDialect,
  issue: IssueState,
  repo: RepoRecord,
  people: { poster: UserEntity; assignees: UserEntity[] },
  site: Site,
  tracker: Tracker,
) {
  const full = `${repo.owner}/${repo.name}`;
  const html = `${site.appUrl}${full}/${issue.isPull ? 'pulls' : 'issues'}/${issue.number}`;
  const entity = {
    id: issue.id,
    url: `${site.apiUrl}/repos/${full}/issues/${issue.number}`,
    html_url: html,
    number: issue.number,
    user: people.poster,
    original_author: '',
    original_author_id: 0,
    title: issue.title,
    body: issue.body,
    ref: '',
    assets: [],
    labels: tracker.labels,
    milestone: tracker.milestone,
    assignee: people.assignees[0] ?? null,
    assignees: people.assignees.length > 0 ? people.assignees : null,
    state: issue.state,
    is_locked: false,
    comments: issue.comments,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    due_date: null,
  };
  const meta = issue.isPull
    ? {
        merged: issue.merged,
        merged_at: issue.mergedAt,
        draft: isWorkInProgress(issue.title),
        html_url: html,
      }
    : null;
  const tail = {
    pull_request: meta,
    repository: { id: repo.id, name: repo.name, owner: repo.owner, full_name: full },
    pin_order: 0,
  };
  return {
    ...entity,
    ...(structs.issueTimeEstimate ? { time_estimate: 0 } : {}),
    ...tail,
    ...(structs.contentVersion ? { content_version: 0 } : {}),
  };
}

/**
 * `PullRequest` (G `modules/structs/pull.go`, `convert.ToAPIPullRequest`): G `url` is the HTML
 * URL, F the API URL; G `assignees` [] when none, F null; G stat fields are pointers kept by the
 * v2 encoder, F plain ints; F appends `flow`. `base`/`head` are `PRBranchInfo`. `mergeable`
 * (G/F `models/issues/pull.go` `Mergeable`, G L750–758, F L882–890) reads only the conflict-check
 * status and WIP; merging and closing keep the status, so a merged or closed PR stays mergeable.
 */
export function pullEntity(
  structs: PayloadDialect,
  pr: IssueState,
  repo: RepoRecord,
  people: {
    poster: UserEntity;
    assignees: UserEntity[];
    mergedBy: UserEntity | null;
    reviewers: UserEntity[];
  },
  branches: { baseSha: string; headSha: string; repository: BuiltRepository },
  site: Site,
  tracker: Tracker,
) {
  const full = `${repo.owner}/${repo.name}`;
  const html = `${site.appUrl}${full}/pulls/${pr.number}`;
  const wip = isWorkInProgress(pr.title);
  return {
    id: pr.pullId,
    url: structs.pullUrl === 'api' ? `${site.apiUrl}/repos/${full}/issues/${pr.number}` : html,
    number: pr.number,
    user: people.poster,
    title: pr.title,
    body: pr.body,
    labels: tracker.labels,
    milestone: tracker.milestone,
    assignee: people.assignees[0] ?? null,
    assignees: assigneesOf(structs, people.assignees),
    requested_reviewers: people.reviewers,
    requested_reviewers_teams: [],
    state: pr.state,
    draft: wip,
    is_locked: false,
    comments: pr.comments,
    review_comments: 0,
    additions: 1,
    deletions: 0,
    changed_files: 1,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    mergeable: !wip,
    merged: pr.merged,
    merged_at: pr.mergedAt,
    merge_commit_sha: pr.mergeSha,
    merged_by: people.mergedBy,
    allow_maintainer_edit: false,
    base: prBranch(pr.base, branches.baseSha, repo.id, branches.repository),
    head: prBranch(pr.head, branches.headSha, repo.id, branches.repository),
    merge_base: branches.baseSha,
    due_date: null,
    created_at: pr.createdAt,
    updated_at: pr.updatedAt,
    closed_at: pr.closedAt,
    pin_order: 0,
    ...(structs.pullFlow ? { flow: 0 } : {}),
    ...(structs.contentVersion ? { content_version: 0 } : {}),
  };
}

/** `PRBranchInfo`. */
const prBranch = (name: string, sha: string, repoId: number, repository: BuiltRepository) => ({
  label: name,
  ref: name,
  sha,
  repo_id: repoId,
  repo: repository,
});

/** `PullRequest.assignees`: the list, or when empty `[]` (G) or null (F). */
const assigneesOf = (structs: PayloadDialect, assignees: UserEntity[]) =>
  assignees.length > 0 ? assignees : structs.pullNoAssignees === 'null' ? null : [];

/**
 * G/F `CutWorkInProgressPrefix`: a title starting with `WIP:` or `[WIP]` (ASCII case folded, the
 * default `WORK_IN_PROGRESS_PREFIXES`) makes a draft that is not mergeable.
 */
export const isWorkInProgress = (title: string): boolean =>
  ['WIP:', '[WIP]'].some((p) => title.slice(0, p.length).toUpperCase() === p);
