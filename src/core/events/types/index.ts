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

export type PushPayload<P extends Product = 'gitea'> = z.infer<S<P>['push']>;
export type CreatePayload<P extends Product = 'gitea'> = z.infer<S<P>['create']>;
export type DeletePayload<P extends Product = 'gitea'> = z.infer<S<P>['delete']>;
export type ForkPayload<P extends Product = 'gitea'> = z.infer<S<P>['fork']>;
/** `issues`, `issue_assign`, `issue_label`, `issue_milestone`. */
export type IssuePayload<P extends Product = 'gitea'> = z.infer<S<P>['issues']>;
/** `issue_comment` and `pull_request_comment`. */
export type IssueCommentPayload<P extends Product = 'gitea'> = z.infer<S<P>['issueComment']>;
/** The pull-request family and the three review types. */
export type PullRequestPayload<P extends Product = 'gitea'> = z.infer<S<P>['pullRequest']>;
export type ReleasePayload<P extends Product = 'gitea'> = z.infer<S<P>['release']>;
export type RepositoryPayload<P extends Product = 'gitea'> = z.infer<S<P>['repository']>;
export type WikiPayload<P extends Product = 'gitea'> = z.infer<S<P>['wiki']>;
export type PackagePayload<P extends Product = 'gitea'> = z.infer<S<P>['package']>;
export type User<P extends Product = 'gitea'> = PushPayload<P>['sender'];
export type Repository<P extends Product = 'gitea'> = PushPayload<P>['repository'];
export type PayloadCommit = PushPayload['commits'][number];
/** Gitea's commit status event. */
export type StatusPayload = z.infer<(typeof giteaCiSchemas)['status']>;
/** Gitea's Actions workflow run and job events. */
export type WorkflowRunPayload = z.infer<(typeof giteaCiSchemas)['workflowRun']>;
export type WorkflowJobPayload = z.infer<(typeof giteaCiSchemas)['workflowJob']>;
/** Forgejo's `action_run_failure` / `_recover` / `_success`. */
export type ActionRunPayload = z.infer<(typeof forgejoCiSchemas)['actionRun']>;
