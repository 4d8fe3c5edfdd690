import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { headOf } from '../../../events/payloads/git.js';
import type { IssueState } from '../../../events/world.js';
import { epochOf, head, repositoryOf, userNamed } from './common.js';
import { dcPullRequest } from './pull-requests.js';

/** A comment as the world keeps it: its id, text and time (by the event's sender). */
export interface CommentFacts {
  readonly id: number;
  readonly body: string;
  readonly createdAt: string;
}

/** `RestComment` (`@coderabbitai/bitbucket`'s `Comment`): epoch-millisecond dates. */
function commentOf(ctx: PayloadContext, c: CommentFacts, key: string) {
  return {
    properties: { repositoryId: needRepo(ctx).id },
    id: c.id,
    version: key.endsWith(':edited') ? 1 : 0,
    text: c.body,
    author: userNamed(ctx, ctx.sender.login),
    createdDate: epochOf(c.createdAt),
    updatedDate: epochOf(ctx.at),
    comments: [],
    tasks: [],
    permittedOperations: { editable: true, deletable: true },
  };
}

/** `pr:comment:added|edited|deleted`: the comment and the pull request (`previousComment` on an edit). */
export function prComment(ctx: PayloadContext, key: string, pr: IssueState, c: CommentFacts) {
  return {
    ...head(ctx, key),
    pullRequest: dcPullRequest(ctx, pr),
    comment: commentOf(ctx, c, key),
    ...(key === 'pr:comment:edited' ? { previousComment: c.body } : {}),
  };
}

/** `repo:comment:added|edited|deleted`: a comment on the default branch's head commit. */
export function repoComment(ctx: PayloadContext, key: string, c: CommentFacts) {
  return {
    ...head(ctx, key),
    comment: commentOf(ctx, c, key),
    repository: repositoryOf(ctx),
    commit: headOf(ctx, `refs/heads/${needRepo(ctx).defaultBranch}`),
    ...(key === 'repo:comment:edited' ? { previousComment: c.body } : {}),
  };
}
