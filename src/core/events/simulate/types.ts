import type { Delivery, NotFired } from '../../wire.js';
import type {
  AddRepositoriesOptions,
  InstallAppOptions,
} from '../../flavors/github/apps/app-simulate-options.js';

export type {
  AddRepositoriesOptions,
  InstallAppOptions,
} from '../../flavors/github/apps/app-simulate-options.js';

/** What every simulated action resolves to: its deliveries in the product's order, and what it made. */
export interface SimulateResult {
  /** One delivery per hook that fired, in the product's order. */
  deliveries: Delivery[];
  /**
   * Per event of the action, the hooks that did not fire and why (inactive, not subscribed,
   * branch filter, no commits, a type that cannot carry it). Always set in-process and by a
   * hookmock ≥ 0.2 server.
   */
  notFired?: NotFired[];
  /**
   * How many deliveries the action made, when `deliveries` holds only the first of them: a
   * hookmock server answers at most 100 (the rest are in its delivery log). Unset in process.
   */
  total?: number;
  /** The new head (push, branch or tag creation, merge). */
  sha?: string;
  /** The issue or pull request number the action created or touched. */
  number?: number;
}

interface Who {
  repo: string;
  /** Login of the user who acts (default: the repo's first admin). */
  sender?: string;
}

/** `mock.simulate`: common user actions, each producing the products' sequence of deliveries. */
export interface Simulate {
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
  /**
   * GitHub Apps (the `github` flavor): installs a scenario app on an account for some of its
   * repositories, `installation` `created` to the app's webhook only; later events in those
   * repositories also reach the app.
   */
  installApp(o: InstallAppOptions): Promise<SimulateResult>;
  /** `installation_repositories` `added` to the app's webhook; the repositories join the installation. */
  addRepositoriesToInstallation(o: AddRepositoriesOptions): Promise<SimulateResult>;
}
