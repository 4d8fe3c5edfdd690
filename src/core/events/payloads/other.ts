import type { PayloadContext } from './context.js';
import {
  accessOf,
  commitOf,
  needRepo,
  organizationOf,
  repositoryOf,
  senderUser,
  userOf,
  userSeenBy,
} from './context.js';
import { headOf } from './git.js';
import type { ReleaseState } from '../world.js';
import { messageOf } from '../world-seed.js';
import type { BuiltPayload } from '../../flavors/payload-maps.js';

/** `Release` (G `services/convert/release.go`); F adds `hide_archive_links` and download counts. */
function releaseObject(ctx: PayloadContext, rel: ReleaseState) {
  const repo = needRepo(ctx);
  const full = `${repo.owner}/${repo.name}`;
  const url = `${ctx.site.apiUrl}/repos/${full}/releases/${rel.id}`;
  const html = `${ctx.site.appUrl}${full}`;
  const archive = ctx.structs.releaseArchiveFields;
  return {
    id: rel.id,
    tag_name: rel.tag,
    target_commitish: rel.target,
    name: rel.name,
    body: rel.body,
    url,
    html_url: `${html}/releases/tag/${rel.tag}`,
    tarball_url: `${html}/archive/${rel.tag}.tar.gz`,
    zipball_url: `${html}/archive/${rel.tag}.zip`,
    ...(archive ? { hide_archive_links: false } : {}),
    upload_url: `${url}/assets`,
    draft: rel.draft,
    prerelease: rel.prerelease,
    created_at: rel.createdAt,
    published_at: rel.createdAt,
    author: userOf(ctx, rel.author),
    assets: [],
    ...(archive ? { archive_download_count: { zip: 0, tar_gz: 0 } } : {}),
  };
}

export function latestRelease(ctx: PayloadContext): ReleaseState {
  const repo = needRepo(ctx);
  const found = [...ctx.world.of(repo).releases.values()].pop();
  return (
    found ?? {
      id: 1,
      tag: 'v1.0.0',
      target: repo.defaultBranch,
      name: 'v1.0.0',
      body: 'First release.',
      draft: false,
      prerelease: false,
      author: ctx.sender.login,
      createdAt: ctx.at,
    }
  );
}

/** `ReleasePayload`: the doer's access (G `sendReleaseHook` L862, F L824). */
export const releasePayload = (ctx: PayloadContext, action: string, rel: ReleaseState) =>
  ({
    action,
    release: releaseObject(ctx, rel),
    repository: repositoryOf(ctx, accessOf(ctx, ctx.sender.login)),
    sender: senderUser(ctx),
  }) satisfies BuiltPayload<'release'>;

/** `RepositoryPayload`: `organization` is a `User` for the owner, even a personal account. */
export const repositoryPayload = (ctx: PayloadContext, action: string) =>
  ({
    action,
    repository: repositoryOf(ctx, 'owner'),
    organization: userOf(ctx, needRepo(ctx).owner),
    sender: senderUser(ctx),
  }) satisfies BuiltPayload<'repository'>;

/** `WikiPayload`: `page` the web-path name (INFERRED `Home`), `comment` the commit message. */
export const wikiPayload = (ctx: PayloadContext, action: string) =>
  ({
    action,
    repository: repositoryOf(ctx, 'owner'),
    sender: senderUser(ctx),
    page: 'Home',
    comment: action === 'deleted' ? '' : 'Update Home',
  }) satisfies BuiltPayload<'wiki'>;

/** `PackagePayload`: `repository` always null; `organization` G: the org, F: always null. */
export function packagePayload(ctx: PayloadContext, action: string) {
  // Owner and creator seen from the doer (G/F `convert/package.go` L31, L33).
  const owner = userSeenBy(ctx, ctx.repo?.owner ?? ctx.org?.name ?? ctx.sender.login);
  const organization = ctx.structs.packageOrganization && ctx.org ? organizationOf(ctx, ctx.org) : null;
  return {
    action,
    repository: null,
    package: {
      id: 1,
      owner,
      repository: null,
      creator: userSeenBy(ctx, ctx.sender.login),
      type: 'generic',
      name: 'widgets',
      version: '1.0.0',
      html_url: `${ctx.site.appUrl}${owner.login}/-/packages/generic/widgets/1.0.0`,
      created_at: ctx.at,
    },
    organization,
    sender: senderUser(ctx),
  } satisfies BuiltPayload<'package'>;
}

/** `CommitStatusPayload` (G only), keys in struct order (alphabetical in the struct). */
export function statusPayload(ctx: PayloadContext) {
  const sha = headOf(ctx, needRepo(ctx).defaultBranch);
  return {
    commit: commitOf(
      ctx,
      sha,
      messageOf(ctx.world.of(needRepo(ctx)), sha),
      ctx.sender,
      'push',
      ctx.site.epoch,
    ),
    context: 'ci/build',
    created_at: ctx.at,
    description: 'Build succeeded',
    id: 1,
    repository: repositoryOf(ctx, 'owner'),
    sender: senderUser(ctx),
    sha,
    state: 'success',
    target_url: `${ctx.site.appUrl}${needRepo(ctx).owner}/${needRepo(ctx).name}/actions/runs/1`,
    updated_at: ctx.at,
  } satisfies BuiltPayload<'status'>;
}
