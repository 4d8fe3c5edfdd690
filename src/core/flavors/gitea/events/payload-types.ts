import type { z } from 'zod';
import type { forgejoCiSchemas, giteaCiSchemas } from './schemas/ci.js';
import type { payloadSchemas } from './schemas/payloads.js';
import type { label, milestone } from './schemas/objects.js';
import type { GITEA_EVENT_TYPES } from './catalog.js';

/**
 * The payload types per product: `PushPayload` is Gitea's, `PushPayload<'forgejo'>` Forgejo's.
 * The spec flavor sends Gitea's payloads. Inferred from the schemas the tests check every
 * generated payload against.
 */
export type Product = 'gitea' | 'forgejo';
type S<P extends Product> = (typeof payloadSchemas)[P];

/** An issue's or pull request's label, as payloads carry it (the same in both products). */
export type Label = z.infer<typeof label>;
/** An issue's or pull request's milestone, as payloads carry it (the same in both products). */
export type Milestone = z.infer<typeof milestone>;

/** The `push` event's payload (`PushPayload<'forgejo'>` for Forgejo's). */
export type PushPayload<P extends Product = 'gitea'> = z.infer<S<P>['push']>;
/** The `create` event's payload: a branch or tag was created. */
export type CreatePayload<P extends Product = 'gitea'> = z.infer<S<P>['create']>;
/** The `delete` event's payload: a branch or tag was deleted. */
export type DeletePayload<P extends Product = 'gitea'> = z.infer<S<P>['delete']>;
/** The `fork` event's payload (`forkee` is the parent). */
export type ForkPayload<P extends Product = 'gitea'> = z.infer<S<P>['fork']>;
/** `issues`, `issue_assign`, `issue_label`, `issue_milestone`. */
export type IssuePayload<P extends Product = 'gitea'> = z.infer<S<P>['issues']>;
/** `issue_comment` and `pull_request_comment`. */
export type IssueCommentPayload<P extends Product = 'gitea'> = z.infer<S<P>['issueComment']>;
/** The pull-request family and the three review types. */
export type PullRequestPayload<P extends Product = 'gitea'> = z.infer<S<P>['pullRequest']>;
/** The `release` event's payload (`published`, `updated`, `deleted`). */
export type ReleasePayload<P extends Product = 'gitea'> = z.infer<S<P>['release']>;
/** The `repository` event's payload (`created`, `deleted`). */
export type RepositoryPayload<P extends Product = 'gitea'> = z.infer<S<P>['repository']>;
/** The `wiki` event's payload. */
export type WikiPayload<P extends Product = 'gitea'> = z.infer<S<P>['wiki']>;
/** The `package` event's payload (org hooks only). */
export type PackagePayload<P extends Product = 'gitea'> = z.infer<S<P>['package']>;
/** A user as payloads show it (`sender`, `pusher`, owners). */
export type User<P extends Product = 'gitea'> = PushPayload<P>['sender'];
/** A repository as payloads show it. */
export type Repository<P extends Product = 'gitea'> = PushPayload<P>['repository'];
/** One commit of a `push` payload's `commits`. */
export type PayloadCommit = PushPayload['commits'][number];
/** Gitea's commit status event. */
export type StatusPayload = z.infer<(typeof giteaCiSchemas)['status']>;
/** Gitea's Actions workflow run event. */
export type WorkflowRunPayload = z.infer<(typeof giteaCiSchemas)['workflowRun']>;
/** Gitea's Actions workflow job event. */
export type WorkflowJobPayload = z.infer<(typeof giteaCiSchemas)['workflowJob']>;
/** Forgejo's `action_run_failure` / `_recover` / `_success`. */
export type ActionRunPayload = z.infer<(typeof forgejoCiSchemas)['actionRun']>;

/**
 * Every event's payload type per product, by the name `emit` takes (octokit's `EventPayloadMap`):
 * the registry's `PayloadMapsOf` (flavors/catalog-types.ts) lists it under `gitea` and `forgejo`.
 */
export interface GiteaPayloadMap<P extends Product> {
  push: PushPayload<P>;
  create: CreatePayload<P>;
  delete: DeletePayload<P>;
  fork: ForkPayload<P>;
  issues: IssuePayload<P>;
  issue_assign: IssuePayload<P>;
  issue_label: IssuePayload<P>;
  issue_milestone: IssuePayload<P>;
  issue_comment: IssueCommentPayload<P>;
  pull_request: PullRequestPayload<P>;
  pull_request_assign: PullRequestPayload<P>;
  pull_request_label: PullRequestPayload<P>;
  pull_request_milestone: PullRequestPayload<P>;
  pull_request_sync: PullRequestPayload<P>;
  pull_request_review_request: PullRequestPayload<P>;
  pull_request_comment: IssueCommentPayload<P>;
  pull_request_review: PullRequestPayload<P>;
  pull_request_review_approved: PullRequestPayload<P>;
  pull_request_review_rejected: PullRequestPayload<P>;
  pull_request_review_comment: PullRequestPayload<P>;
  wiki: WikiPayload<P>;
  repository: RepositoryPayload<P>;
  release: ReleasePayload<P>;
  package: PackagePayload<P>;
  status: StatusPayload;
  workflow_run: WorkflowRunPayload;
  workflow_job: WorkflowJobPayload;
  action_run_failure: ActionRunPayload;
  action_run_recover: ActionRunPayload;
  action_run_success: ActionRunPayload;
}

/** Fails to compile when an event of the catalog has no payload type above. */
type Complete<T extends never> = T;
type _EveryEventHasAPayload = Complete<
  Exclude<(typeof GITEA_EVENT_TYPES)[number]['name'] | 'pull_request_review', keyof GiteaPayloadMap<'gitea'>>
>;

/** One product's payload of an event by name; `never` for an event the product does not have. */
export type GiteaPayloadOf<E extends string, P extends Product> = E extends keyof GiteaPayloadMap<P>
  ? GiteaPayloadMap<P>[E]
  : never;
