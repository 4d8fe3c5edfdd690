import type { ProductSimulateVerbs } from '../../flavors/simulate-verbs.js';
import type { SimulateResult } from './result.js';

export type { SimulateResult } from './result.js';

interface Who {
  repo: string;
  /** Login of the user who acts (default: the repo's first admin). */
  sender?: string;
}

/**
 * `mock.simulate`: common user actions, each producing the products' sequence of deliveries, and
 * the verbs a product's services add (the registry's `ProductSimulateVerbs`).
 */
export interface Simulate extends ProductSimulateVerbs {
  /** New commits on a branch: `push` (a new branch: `create` then `push`), then `pull_request_sync` for its open PRs. */
  push(o: Who & { branch?: string; commits?: number | string[] }): Promise<SimulateResult>;
  /** A new branch at `from` (default: the default branch): `create`, then `push`. */
  createBranch(o: Who & { branch: string; from?: string }): Promise<SimulateResult>;
  /** `delete` only (no push), then `pull_request` `closed` for open PRs from that branch. */
  deleteBranch(o: Who & { branch: string }): Promise<SimulateResult>;
  /** `push` without commits, then `create`. */
  createTag(o: Who & { tag: string; from?: string }): Promise<SimulateResult>;
  /** `push` (after = zero SHA, no head commit), then `delete`. */
  deleteTag(o: Who & { tag: string }): Promise<SimulateResult>;
  /**
   * `issue_assign` `assigned` per assignee, then `issues` `opened`, then `issue_label`
   * `label_updated` when `labels` are given and `issue_milestone` `milestoned` with a `milestone`
   * (names and titles of the scenario's `repos[].labels` and `repos[].milestones`).
   */
  openIssue(
    o: Who & { title?: string; body?: string; assignees?: string[]; labels?: string[]; milestone?: string },
  ): Promise<SimulateResult>;
  /** `issues` `edited`, once per changed field (title, then body). */
  editIssue(o: Who & { number: number; title?: string; body?: string }): Promise<SimulateResult>;
  /** `issues` `closed`. */
  closeIssue(o: Who & { number: number }): Promise<SimulateResult>;
  /** `issues` `reopened`. */
  reopenIssue(o: Who & { number: number }): Promise<SimulateResult>;
  /** `issue_comment` on an issue, `pull_request_comment` (header `issue_comment`) on a PR. */
  comment(o: Who & { number: number; body?: string }): Promise<SimulateResult>;
  /**
   * `pull_request_review_request` `review_requested` per reviewer, then `pull_request` `opened`
   * from `head` into `base` (default: the default branch), then `label_updated` and `milestoned`
   * as for issues.
   */
  openPullRequest(
    o: Who & {
      head: string;
      base?: string;
      title?: string;
      body?: string;
      labels?: string[];
      milestone?: string;
      reviewers?: string[];
    },
  ): Promise<SimulateResult>;
  /** `pull_request` `closed` with `merged: true`, then the `push` of the merge commit to the base. */
  mergePullRequest(o: Who & { number: number }): Promise<SimulateResult>;
  /** `pull_request` `closed` without merging. */
  closePullRequest(o: Who & { number: number }): Promise<SimulateResult>;
  /** `pull_request` `reopened`. */
  reopenPullRequest(o: Who & { number: number }): Promise<SimulateResult>;
  /** A pull request review (action `reviewed`); the event type follows the verdict. */
  review(
    o: Who & { number: number; verdict: 'approve' | 'request_changes' | 'comment'; body?: string },
  ): Promise<SimulateResult>;
  /** `pull_request_review_request` `review_requested` (or `review_request_removed` with `remove`). */
  requestReview(o: Who & { number: number; reviewer: string; remove?: boolean }): Promise<SimulateResult>;
  /** The issue's or PR's labels become these: `label_updated`, or `label_cleared` when empty. */
  setLabels(o: Who & { number: number; labels: string[] }): Promise<SimulateResult>;
  /** `milestoned` (a milestone's title) or `demilestoned` (`null`). */
  setMilestone(o: Who & { number: number; milestone: string | null }): Promise<SimulateResult>;
  /** A new tag: `push`, `create`, then `release` `published`; drafts send nothing. */
  publishRelease(
    o: Who & { tag: string; name?: string; body?: string; draft?: boolean; prerelease?: boolean },
  ): Promise<SimulateResult>;
  /** `release` `updated`. */
  updateRelease(o: Who & { tag: string; name?: string; body?: string }): Promise<SimulateResult>;
  /** `release` `deleted`, after `push` + `delete` of the tag when `deleteTag`. */
  deleteRelease(o: Who & { tag: string; deleteTag?: boolean }): Promise<SimulateResult>;
  /**
   * Adds the fork `<owner>/<name>` (default owner: the sender) to the state, then `fork` to the
   * parent's hooks (`forkee` = the parent). Hooks can be registered on the fork afterwards.
   */
  fork(o: Who & { owner?: string }): Promise<SimulateResult>;
  /** Adds the repository when the state does not have it, then `repository` `created` to the owner's hooks. */
  createRepository(o: Who): Promise<SimulateResult>;
  /** `repository` `deleted` to the repo's and owner's hooks, then removes the repository and its hooks. */
  deleteRepository(o: Who): Promise<SimulateResult>;
}

/** `mock.simulate` verbs a product's service adds (`ProductService.verbs`), by name, as `Simulate` types them. */
export type SimulateVerbs = Readonly<Partial<Simulate>>;
