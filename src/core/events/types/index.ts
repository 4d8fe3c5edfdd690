import type { z } from 'zod';
import type { forgejoCiSchemas, giteaCiSchemas } from './ci.js';
import type { payloadSchemas } from './payloads.js';

/**
 * The payload types per product: `PushPayload` is Gitea's, `PushPayload<'forgejo'>` Forgejo's.
 * The spec flavor sends Gitea's payloads. Inferred from the schemas the tests check every
 * generated payload against.
 */
export type Product = 'gitea' | 'forgejo';
type S<P extends Product> = (typeof payloadSchemas)[P];

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
