import type { RepoRecord } from '../../../state/database.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import type { PushFacts } from '../../../events/payloads/git.js';
import { ZERO_SHA } from '../../../events/payloads/git.js';
import { githubOrganization, githubSender, noreplyEmail } from './entities.js';
import { pushRepositoryOf, repositoryOf } from './repository.js';
import type { GithubBuiltPayload } from './built.js';

const shortName = (ref: string) => ref.replace(/^refs\/(heads|tags)\//, '');
const refType = (ref: string) => (ref.startsWith('refs/tags/') ? 'tag' : 'branch');

/** A pushed commit (`commits[]` of `push`): the sender as author and committer. */
function commitOf(ctx: PayloadContext, sha: string, message: string) {
  const repo = needRepo(ctx);
  const person = {
    name: ctx.sender.fullName || ctx.sender.login,
    email: noreplyEmail(ctx.sender),
    username: ctx.sender.login,
  };
  return {
    id: sha,
    tree_id: sha.split('').reverse().join(''),
    distinct: true,
    message: message.replace(/\n$/, ''),
    timestamp: ctx.at,
    url: `${ctx.site.appUrl}${repo.owner}/${repo.name}/commit/${sha}`,
    author: person,
    committer: { ...person },
    added: ['README.md'],
    removed: [],
    modified: [],
  };
}

/**
 * `push`: commits oldest first (GitHub's order, the reverse of Gitea's), at most the dialect's
 * limit; `created`/`deleted` from the zero SHA; the repository's times in Unix seconds (a quirk
 * GitHub's push payload has and its other payloads do not).
 */
export function githubPush(ctx: PayloadContext, facts: PushFacts) {
  const repo = needRepo(ctx);
  const commits = [...facts.commits]
    .reverse()
    .slice(0, ctx.dialect.pushCommitLimit)
    .map((c) => commitOf(ctx, c.sha, c.message));
  const headFacts = facts.head === undefined ? facts.commits[0] : facts.head;
  const head = headFacts ? commitOf(ctx, headFacts.sha, headFacts.message) : null;
  const html = `${ctx.site.appUrl}${repo.owner}/${repo.name}`;
  const compare =
    facts.before === ZERO_SHA
      ? `${html}/compare/${shortName(facts.ref)}`
      : `${html}/compare/${facts.before.slice(0, 12)}...${facts.after.slice(0, 12)}`;
  return {
    ref: facts.ref,
    before: facts.before,
    after: facts.after,
    repository: pushRepositoryOf(ctx),
    pusher: { name: ctx.sender.login, email: noreplyEmail(ctx.sender) },
    ...githubOrganization(ctx),
    sender: githubSender(ctx),
    created: facts.before === ZERO_SHA,
    deleted: facts.after === ZERO_SHA,
    forced: false,
    base_ref: null,
    compare,
    commits,
    head_commit: head,
  } satisfies GithubBuiltPayload<'push'>;
}

/** `create`: the short ref, its type, the default branch. */
export function githubCreate(ctx: PayloadContext, ref: string) {
  return {
    ref: shortName(ref),
    ref_type: refType(ref),
    master_branch: needRepo(ctx).defaultBranch,
    description: needRepo(ctx).description || null,
    pusher_type: 'user',
    repository: repositoryOf(ctx),
    ...githubOrganization(ctx),
    sender: githubSender(ctx),
  } satisfies GithubBuiltPayload<'create'>;
}

/** `delete`: the short ref and its type. */
export function githubDelete(ctx: PayloadContext, ref: string) {
  return {
    ref: shortName(ref),
    ref_type: refType(ref),
    pusher_type: 'user',
    repository: repositoryOf(ctx),
    ...githubOrganization(ctx),
    sender: githubSender(ctx),
  } satisfies GithubBuiltPayload<'delete'>;
}

/** `fork`: `forkee` is the NEW fork (Gitea's is the parent), sent to the parent's hooks. */
export function githubFork(ctx: PayloadContext, forkOwner = ctx.sender.login, made?: RepoRecord) {
  const parent = needRepo(ctx);
  const fork = made ?? { ...parent, id: parent.id + 10_000, owner: forkOwner };
  return {
    forkee: { ...repositoryOf(ctx, fork), fork: true, public: !fork.private },
    repository: repositoryOf(ctx),
    ...githubOrganization(ctx),
    sender: githubSender(ctx),
  } satisfies GithubBuiltPayload<'fork'>;
}
