import type { RepoRecord } from '../../state/database.js';
import type { PayloadContext } from '../payloads/context.js';
import type { PushFacts } from '../payloads/git.js';
import type { IssueState, ReleaseState } from '../world.js';

/** One event a simulated action fires: its type's name in the catalog, action, payload and hook-filter facts. */
export interface Fired {
  type: string;
  action: string | null;
  payload: Record<string, unknown>;
  ref?: string | null;
  commits?: number | null;
  /** Another repository's context (a fork's own `repository` `created`). */
  ctx?: PayloadContext;
}

/** A pull request review's verdict as `simulate.review` takes it. */
export type Verdict = 'approve' | 'request_changes' | 'comment';

/**
 * What each simulated step fires, in a catalog's names, actions, payloads and order: the
 * simulations (git-actions.ts, tracker-actions.ts, repo-actions.ts) move the world and ask this
 * table what the product sends, so one simulation serves Gitea's catalog and GitHub's.
 */
export interface Vocabulary {
  /** A ref created: `create` (Gitea, GitHub), or nothing (GitLab: its push says it). */
  create(ctx: PayloadContext, ref: string, sha: string): Fired[];
  push(ctx: PayloadContext, facts: PushFacts, commits: number): Fired;
  /** A tag deleted: `delete` (Gitea, GitHub), or nothing (GitLab: its tag push says it). */
  delete(ctx: PayloadContext, ref: string): Fired[];
  /** A branch deleted at `sha`: `delete` (Gitea), or a `push` to the zero SHA and `delete` (GitHub). */
  deleteBranch(ctx: PayloadContext, ref: string, sha: string): Fired[];
  /** New commits on an open PR's head branch (`before`: the head before the push). */
  sync(ctx: PayloadContext, pr: IssueState, before: string): Fired;
  /** An issue (`pull: false`) or PR action: opened, edited, closed, reopened. */
  tracker(
    ctx: PayloadContext,
    action: string,
    issue: IssueState,
    changes?: Record<string, { from: string }>,
  ): Fired;
  /** Whether a new issue's assignments are sent before its `opened` (G, inside the creation) or after (GitHub). */
  readonly assignsBeforeOpen: boolean;
  /** `login` assigned to an issue. */
  assigned(ctx: PayloadContext, issue: IssueState, login: string): Fired;
  comment(
    ctx: PayloadContext,
    issue: IssueState,
    comment: { id: number; body: string; createdAt: string },
  ): Fired;
  review(ctx: PayloadContext, pr: IssueState, verdict: Verdict, review: { id: number; body: string }): Fired;
  /** A review requested or its request removed (`action`), for `login`. */
  reviewRequest(ctx: PayloadContext, pr: IssueState, action: string, login: string): Fired;
  /** Labels or the milestone changed, in Gitea's action names (`label_updated`, `milestoned`, …). */
  grouped(ctx: PayloadContext, issue: IssueState, group: 'label' | 'milestone', action: string): Fired;
  /** A fork into an org: `repository` `created` to the org's hooks, in the fork's context. */
  forkCreated(forkCtx: PayloadContext, fork: Record<string, unknown>): Fired;
  /** A release published, updated or deleted: the product's events for it. */
  release(ctx: PayloadContext, what: 'published' | 'updated' | 'deleted', rel: ReleaseState): Fired[];
  fork(ctx: PayloadContext, owner: string, fork: RepoRecord): Fired;
  repository(ctx: PayloadContext, action: 'created' | 'deleted'): Fired;
}
