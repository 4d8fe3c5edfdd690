import type { ReleaseState } from '../../../events/world-state.js';
import type { OrgRecord } from '../../../state/database.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { HookMockError } from '../../../errors/hookmock-error.js';
import {
  accountNamed,
  gitlabCommit,
  gitlabProject,
  gitlabUser,
  instanceOf,
  isoSeconds,
  projectUrls,
  utcWords,
} from './entities.js';
import { headCommit } from './notes.js';

/**
 * The other GitLab events, keys in the order of webhook_events.md's examples (release) or of
 * its shape summaries (the rest; docs/gitlab-deliveries.md lists which are UNVERIFIED in order).
 */

/** A wiki page event: the `home` page, created, updated or deleted. */
export function gitlabWikiPage(ctx: PayloadContext, action: string) {
  const u = projectUrls(ctx);
  const repo = needRepo(ctx);
  return {
    object_kind: 'wiki_page',
    user: gitlabUser(ctx.sender),
    project: gitlabProject(ctx),
    wiki: {
      web_url: `${u.web}/-/wikis/home`,
      git_ssh_url: u.ssh.replace(/\.git$/, '.wiki.git'),
      git_http_url: u.http.replace(/\.git$/, '.wiki.git'),
      path_with_namespace: `${u.path}.wiki`,
      default_branch: repo.defaultBranch,
    },
    object_attributes: {
      title: 'home',
      content: 'Welcome to the widgets wiki.',
      format: 'markdown',
      message: `${action === 'delete' ? 'Delete' : action === 'update' ? 'Update' : 'Create'} home`,
      slug: 'home',
      url: `${u.web}/-/wikis/home`,
      action,
      diff_url: `${u.web}/-/wikis/home/diff?version_id=${'0'.repeat(40)}`,
      version_id: '0'.repeat(40),
    },
  };
}

/** A release event (`Release#to_hook_data`): the release, its four archive sources, its commit. */
export function gitlabRelease(ctx: PayloadContext, rel: ReleaseState, action: string) {
  const web = projectUrls(ctx).web;
  const repo = needRepo(ctx);
  const archive = `${web}/-/archive/${rel.tag}/${repo.name}-${rel.tag}`;
  const sha = ctx.world.of(repo).tags.get(rel.tag) ?? headCommit(ctx);
  const message = ctx.world.of(repo).history.get(sha)?.message ?? `Release ${rel.tag}`;
  return {
    id: rel.id,
    created_at: utcWords(rel.createdAt),
    description: rel.body,
    name: rel.name,
    released_at: utcWords(rel.createdAt),
    tag: rel.tag,
    object_kind: 'release',
    project: gitlabProject(ctx),
    url: `${web}/-/releases/${rel.tag}`,
    action,
    assets: {
      count: 4,
      links: [],
      sources: ['zip', 'tar.gz', 'tar.bz2', 'tar'].map((format) => ({ format, url: `${archive}.${format}` })),
    },
    commit: gitlabCommit(ctx, sha, message, accountNamed(ctx, rel.author)),
  };
}

/** A milestone event (18.2): the project's milestone `v1.0`; `action` at the top level. */
export function gitlabMilestone(ctx: PayloadContext, action: string) {
  const repo = needRepo(ctx);
  const milestone = ctx.world.of(repo).milestones.at(-1);
  return {
    object_kind: 'milestone',
    event_type: 'milestone',
    project: gitlabProject(ctx),
    object_attributes: {
      id: milestone?.id ?? 1,
      iid: milestone?.id ?? 1,
      title: milestone?.title ?? 'v1.0',
      description: milestone?.description ?? '',
      state: action === 'close' ? 'closed' : 'active',
      created_at: utcWords(milestone?.createdAt ?? ctx.at),
      updated_at: utcWords(ctx.at),
      due_date: milestone?.dueOn?.slice(0, 10) ?? null,
      start_date: null,
      group_id: null,
      project_id: repo.id,
    },
    action,
  };
}

/** A feature flag event: the flag `new_widgets`, active or not by the action (`activate`, `deactivate`). */
export function gitlabFeatureFlag(ctx: PayloadContext, action: string) {
  return {
    object_kind: 'feature_flag',
    project: gitlabProject(ctx),
    user: gitlabUser(ctx.sender),
    user_url: `${instanceOf(ctx)}/${ctx.sender.login}`,
    object_attributes: { id: 1, name: 'new_widgets', description: '', active: action !== 'deactivate' },
  };
}

/** A project access token about to expire (`event_name: "expiring_access_token"`). */
export function gitlabAccessToken(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  const expires = new Date(Date.parse(ctx.at) + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    object_kind: 'access_token',
    project: gitlabProject(ctx),
    object_attributes: {
      user_id: ctx.sender.id,
      created_at: utcWords(ctx.at),
      id: 1,
      name: `${repo.name}-bot`,
      expires_at: expires,
    },
    event_name: 'expiring_access_token',
  };
}

/** The group of a group-level event: the event's org, else an error naming what is missing. */
function needGroup(ctx: PayloadContext): OrgRecord {
  if (!ctx.org)
    throw new HookMockError('this event happens in a group: pass org: "name" (or a repo of an org)');
  return ctx.org;
}

/** A member event (group hooks): `event_name` is the action; the member is the sender. */
export function gitlabMember(ctx: PayloadContext, action: string) {
  const org = needGroup(ctx);
  const owner = org.owners.some((o) => o.toLowerCase() === ctx.sender.login.toLowerCase());
  return {
    // `Gitlab::HookData::GroupMemberBuilder`: `xmlschema` (`lib/gitlab/hook_data/group_member_builder.rb`).
    created_at: isoSeconds(ctx.at),
    updated_at: isoSeconds(ctx.at),
    group_name: org.fullName || org.name,
    group_path: org.name,
    group_id: org.id,
    user_username: ctx.sender.login,
    user_name: ctx.sender.fullName || ctx.sender.login,
    user_email: ctx.sender.email || '[REDACTED]',
    user_id: ctx.sender.id,
    group_access: owner ? 'Owner' : 'Developer',
    group_plan: null,
    expires_at: null,
    event_name: action,
  };
}

/** A subgroup event (group hooks): the subgroup `<org>/platform` created or destroyed. */
export function gitlabSubgroup(ctx: PayloadContext, action: string) {
  const org = needGroup(ctx);
  return {
    // `Gitlab::HookData::SubgroupBuilder`: `xmlschema` (its sample: `2021-01-20T09:40:12Z`).
    created_at: isoSeconds(ctx.at),
    updated_at: isoSeconds(ctx.at),
    event_name: action,
    name: 'platform',
    path: 'platform',
    full_path: `${org.name}/platform`,
    group_id: 1000 + org.id,
    parent_group_id: org.id,
    parent_name: org.fullName || org.name,
    parent_path: org.name,
    parent_full_path: org.name,
  };
}

/** A project event (group hooks, 17.6): the event's project created or destroyed. */
export function gitlabProjectEvent(ctx: PayloadContext, action: string) {
  const repo = needRepo(ctx);
  const owners = repo.admins.map((login) => accountNamed(ctx, login));
  return {
    event_name: action,
    created_at: utcWords(ctx.at),
    updated_at: utcWords(ctx.at),
    name: repo.name,
    path: repo.name,
    path_with_namespace: `${repo.owner}/${repo.name}`,
    project_id: repo.id,
    project_namespace_id: ctx.org?.id ?? 0,
    owners: owners.map((a) => ({ name: a.fullName || a.login, email: a.email || '[REDACTED]' })),
    project_visibility: repo.private ? 'private' : 'public',
  };
}
