/**
 * Where the products' payload structs differ (G `modules/structs/*.go`, F its fork of them), one
 * named value per difference, so that a payload builder reads a field and never a flavor's name.
 */
export interface PayloadDialect {
  /** `User`: F has `pronouns` after `location`. */
  readonly userPronouns: boolean;
  /** `GetPlaceholderEmail`: `<id>+<lowername>@…` (G) or `<lowername>@…` (F). */
  readonly placeholderEmail: 'id-and-name' | 'name';
  /** `Issue`: G has `time_estimate` after `due_date`. */
  readonly issueTimeEstimate: boolean;
  /** `Issue` and `PullRequest`: G ends with `content_version`. */
  readonly contentVersion: boolean;
  /** `PullRequest.url`: the HTML URL (G) or the API URL of its issue (F). */
  readonly pullUrl: 'html' | 'api';
  /** `PullRequest.assignees` when there are none: `[]` (G) or `null` (F). */
  readonly pullNoAssignees: 'empty-list' | 'null';
  /** `PullRequest`: F ends with `flow`. */
  readonly pullFlow: boolean;
  /** `ChangesPayload`: G also has `added_labels` and `removed_labels` (never filled). */
  readonly changesLabelLists: boolean;
  /** `Release`: F has `hide_archive_links` and `archive_download_count`. */
  readonly releaseArchiveFields: boolean;
  /** `PackagePayload.organization`: the org as an `Organization` (G) or always `null` (F). */
  readonly packageOrganization: boolean;
  /**
   * Whether a comment-only review lists its author in `requested_reviewers` (G
   * `models/issues/review_list.go` L176–178 counts it; F L183 counts approvals, rejections and
   * requests only).
   */
  readonly commentReviewsListReviewer: boolean;
  /** `Organization`: F has `fediverse_creator_name` before `username` (F `modules/structs/org.go`). */
  readonly orgFediverseCreatorName: boolean;
  /**
   * The folder of the workflow file `workflow_run` and `workflow_job` payloads name (`path`,
   * `html_url`): G reads a repository's Actions workflows from `.gitea/workflows`. F sends no
   * `workflow_*` event (its CI events are `action_run_*`), so its row keeps Gitea's value.
   */
  readonly workflowsDir: string;
  /** The `Repository` struct. */
  readonly repository: RepositoryStruct;
}

/** Where the products' `Repository` structs differ (`services/convert/repository.go` `innerToRepo`). */
export interface RepositoryStruct {
  /** `parent`: only on forks (G, `omitempty`) or always, `null` when none (F). */
  readonly parent: 'fork-only' | 'always';
  /** G has `branch_count` after `watchers_count`. */
  readonly branchCount: boolean;
  /** G has `has_code` before `has_issues` and `projects_mode` after `has_projects`. */
  readonly codeAndProjectsMode: boolean;
  /** F has `has_wiki_contents`, `wiki_ssh_url`, `wiki_clone_url`, `globally_editable_wiki`. */
  readonly wikiDetails: boolean;
  /** G has `allow_manual_merge` and `autodetect_manual_merge`. */
  readonly manualMerge: boolean;
  /** F has `default_update_style`. */
  readonly defaultUpdateStyle: boolean;
  /** F has `repo_transfer` (`null`). */
  readonly repoTransfer: boolean;
  /** `topics` when there are none: `[]` (G) or `null` (F). */
  readonly noTopics: 'empty-list' | 'null';
  /** G ends with `licenses`. */
  readonly licenses: boolean;
}

/** Gitea 1.26's structs (also the spec flavor's). */
export const GITEA_PAYLOADS: PayloadDialect = {
  userPronouns: false,
  placeholderEmail: 'id-and-name',
  issueTimeEstimate: true,
  contentVersion: true,
  pullUrl: 'html',
  pullNoAssignees: 'empty-list',
  pullFlow: false,
  changesLabelLists: true,
  releaseArchiveFields: false,
  packageOrganization: true,
  commentReviewsListReviewer: true,
  orgFediverseCreatorName: false,
  workflowsDir: '.gitea/workflows',
  repository: {
    parent: 'fork-only',
    branchCount: true,
    codeAndProjectsMode: true,
    wikiDetails: false,
    manualMerge: true,
    defaultUpdateStyle: false,
    repoTransfer: false,
    noTopics: 'empty-list',
    licenses: true,
  },
};
