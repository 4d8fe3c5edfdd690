import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import type { PushFacts } from '../../../events/payloads/git.js';
import { ZERO_SHA } from '../../../events/payloads/git.js';
import { avatarOf, gitlabProject, gitlabPushRepository, gitTime, nameOf, projectUrls } from './entities.js';

/** A pushed commit (`commits[]`): the sender as author, one changed file. */
function pushedCommit(ctx: PayloadContext, sha: string, message: string) {
  return {
    id: sha,
    message,
    title: message.split('\n')[0] ?? '',
    timestamp: gitTime(ctx.at),
    url: `${projectUrls(ctx).web}/-/commit/${sha}`,
    author: { name: nameOf(ctx.sender), email: ctx.sender.email || '[REDACTED]' },
    added: [],
    modified: ['README.md'],
    removed: [],
  };
}

/**
 * `Gitlab::DataBuilder::Push.build` (push and tag push alike), keys in the builder's order:
 * commits oldest first, the newest 20 of them (`pushCommitLimit`), `total_commits_count` the
 * real count; a deleted ref has `after` and no `checkout_sha`; the pusher's public e-mail
 * (none set: null). The default branch is protected, as GitLab protects it on creation.
 */
export function gitlabPush(ctx: PayloadContext, facts: PushFacts, tag: boolean) {
  const repo = needRepo(ctx);
  const limit = ctx.dialect.pushCommitLimit;
  const commits = [...facts.commits]
    .slice(0, limit)
    .reverse()
    .map((c) => pushedCommit(ctx, c.sha, c.message));
  const kind = tag ? 'tag_push' : 'push';
  return {
    object_kind: kind,
    event_name: kind,
    before: facts.before,
    after: facts.after,
    ref: facts.ref,
    ref_protected: facts.ref === `refs/heads/${repo.defaultBranch}`,
    checkout_sha: facts.after === ZERO_SHA ? null : facts.after,
    message: null,
    user_id: ctx.sender.id,
    user_name: nameOf(ctx.sender),
    user_username: ctx.sender.login,
    user_email: ctx.sender.email || null,
    user_avatar: avatarOf(ctx.sender),
    project_id: repo.id,
    project: gitlabProject(ctx),
    commits,
    total_commits_count: facts.commits.length,
    push_options: {},
    repository: gitlabPushRepository(ctx),
  };
}
