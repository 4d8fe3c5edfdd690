import type { ReleaseState } from '../../../events/world.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { headOf } from '../../../events/payloads/git.js';
import { githubOrganization, githubSender, githubUserOf, noreplyEmail, nodeId } from './entities.js';
import { repositoryOf } from './repository.js';
import type { GithubBuiltPayload } from './built.js';

/** The event's repository, organization and sender: the tail every repository event ends with. */
export const tail = (ctx: PayloadContext) => ({
  repository: repositoryOf(ctx),
  ...githubOrganization(ctx),
  sender: githubSender(ctx),
});

/** `release` (GitHub's REST release). */
function releaseObject(ctx: PayloadContext, rel: ReleaseState) {
  const repo = needRepo(ctx);
  const full = `${repo.owner}/${repo.name}`;
  const url = `${ctx.site.apiUrl}/repos/${full}/releases/${rel.id}`;
  const html = `${ctx.site.appUrl}${full}`;
  return {
    url,
    assets_url: `${url}/assets`,
    upload_url: `${url}/assets{?name,label}`,
    html_url: `${html}/releases/tag/${rel.tag}`,
    id: rel.id,
    author: githubUserOf(ctx, rel.author),
    node_id: nodeId('Release', rel.id),
    tag_name: rel.tag,
    target_commitish: rel.target,
    name: rel.name || null,
    draft: rel.draft,
    immutable: false,
    prerelease: rel.prerelease,
    created_at: rel.createdAt,
    updated_at: ctx.at,
    published_at: rel.draft ? null : rel.createdAt,
    assets: [],
    tarball_url: `${ctx.site.apiUrl}/repos/${full}/tarball/${rel.tag}`,
    zipball_url: `${ctx.site.apiUrl}/repos/${full}/zipball/${rel.tag}`,
    body: rel.body || null,
  };
}

/** `release` with an action; `edited` says what changed. */
export function githubRelease(ctx: PayloadContext, action: string, rel: ReleaseState) {
  return {
    action,
    ...(action === 'edited' ? { changes: { body: { from: '' } } } : {}),
    // A `prereleased` release is one, whatever the world's stand-in says.
    release: releaseObject(ctx, action === 'prereleased' ? { ...rel, prerelease: true } : rel),
    ...tail(ctx),
  } satisfies GithubBuiltPayload<'release'>;
}

/** `repository`: created, deleted, publicized, privatized, archived, unarchived. */
export function githubRepositoryEvent(ctx: PayloadContext, action: string) {
  const repository = repositoryOf(ctx);
  const shown = {
    ...repository,
    private: action === 'privatized' ? true : action === 'publicized' ? false : repository.private,
    archived: action === 'archived',
  };
  const visibility = shown.private ? 'private' : 'public';
  return {
    action,
    repository: { ...shown, visibility },
    ...githubOrganization(ctx),
    sender: githubSender(ctx),
  } satisfies GithubBuiltPayload<'repository'>;
}

/** `star`: `starred_at` is null when a star is removed. */
export const githubStar = (ctx: PayloadContext, action: string) =>
  ({
    action,
    starred_at: action === 'created' ? ctx.at : null,
    ...tail(ctx),
  }) satisfies GithubBuiltPayload<'star'>;

/** `watch` (GitHub's name for starring, kept for compatibility): always `started`. */
export const githubWatch = (ctx: PayloadContext, action: string) =>
  ({ action, ...tail(ctx) }) satisfies GithubBuiltPayload<'watch'>;

/** The commit a status or a workflow run is about: the default branch's head. */
function headCommit(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  const sha = headOf(ctx, repo.defaultBranch);
  const person = { name: ctx.sender.fullName || ctx.sender.login, email: noreplyEmail(ctx.sender) };
  return { sha, person, message: 'Add widget scaffolding' };
}

/**
 * A status's commit author and committer: the webhook schema's `User`, which has no
 * `user_view_type` (`@octokit/openapi-webhooks`, `webhook-status` → `commit.author`; fidelity
 * audit 4, row 13).
 */
function commitUser(ctx: PayloadContext) {
  const { user_view_type: _viewType, ...user } = githubSender(ctx);
  return user;
}

/** `status`: a commit status `success` on the default branch's head, context `ci/build`. */
export function githubStatus(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  const api = `${ctx.site.apiUrl}/repos/${repo.owner}/${repo.name}`;
  const { sha, person, message } = headCommit(ctx);
  const dated = { ...person, date: ctx.site.epoch };
  return {
    id: 1,
    sha,
    name: `${repo.owner}/${repo.name}`,
    target_url: `${ctx.site.appUrl}${repo.owner}/${repo.name}/actions/runs/1`,
    avatar_url: null,
    context: 'ci/build',
    description: 'Build succeeded',
    state: 'success',
    commit: {
      sha,
      node_id: nodeId('Commit', 1),
      commit: {
        author: dated,
        committer: { ...dated },
        message,
        tree: { sha, url: `${api}/git/trees/${sha}` },
        url: `${api}/git/commits/${sha}`,
        comment_count: 0,
        verification: {
          verified: false,
          reason: 'unsigned',
          signature: null,
          payload: null,
          verified_at: null,
        },
      },
      url: `${api}/commits/${sha}`,
      html_url: `${ctx.site.appUrl}${repo.owner}/${repo.name}/commit/${sha}`,
      comments_url: `${api}/commits/${sha}/comments`,
      author: commitUser(ctx),
      committer: commitUser(ctx),
      parents: [],
    },
    branches: [{ name: repo.defaultBranch, commit: { sha, url: `${api}/commits/${sha}` }, protected: false }],
    created_at: ctx.at,
    updated_at: ctx.at,
    ...tail(ctx),
  } satisfies GithubBuiltPayload<'status'>;
}
