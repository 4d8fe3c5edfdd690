import type { EventType } from '../../../contract/event-type.js';
import type { BuiltEvent } from '../../../contract/webhook-event.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { fullRef, headOf, ZERO_SHA } from '../../../events/payloads/git.js';
import { latestIssue } from '../../../events/payloads/issues.js';
import { latestRelease } from '../../../events/payloads/other.js';
import { must } from '../../../util/must.js';
import { gitlabBuild, gitlabDeployment, gitlabPipeline } from './ci.js';
import { gitlabEmoji } from './emoji.js';
import { gitlabPush } from './git.js';
import { gitlabIssue } from './issues.js';
import { gitlabMergeRequest } from './merge-requests.js';
import type { Noteable } from './notes.js';
import { gitlabNote, headCommit } from './notes.js';
import {
  gitlabAccessToken,
  gitlabFeatureFlag,
  gitlabMember,
  gitlabMilestone,
  gitlabProjectEvent,
  gitlabRelease,
  gitlabSubgroup,
  gitlabWikiPage,
} from './other.js';

type Builder = (ctx: PayloadContext, action: string, ref: string | undefined) => BuiltEvent;

const none = (payload: Record<string, unknown>): BuiltEvent => ({ payload, ref: null, commits: null });
const MESSAGE = 'Add widget scaffolding\n';

/** The ref's newest commits, newest first: at most `count`, following first parents. */
export function newestCommits(ctx: PayloadContext, sha: string, count: number) {
  const history = ctx.world.of(needRepo(ctx)).history;
  const out: { sha: string; message: string }[] = [];
  for (let at: string | null = sha; at !== null && out.length < count;) {
    const commit = history.get(at);
    out.push({ sha: at, message: commit?.message ?? MESSAGE });
    at = commit?.parent ?? null;
  }
  return out;
}

/** A push or tag push of the ref's head: one commit for a branch, none for a tag (created). */
function push(ctx: PayloadContext, ref: string | undefined, tag: boolean): BuiltEvent {
  const repo = needRepo(ctx);
  const given =
    ref ?? (tag ? `refs/tags/${[...ctx.world.of(repo).tags.keys()].at(-1) ?? 'v1.0.0'}` : repo.defaultBranch);
  const full = tag && !given.startsWith('refs/') ? `refs/tags/${given}` : fullRef(given);
  const after = headOf(ctx, full);
  const commits = tag ? [] : newestCommits(ctx, after, 1);
  const before = tag ? ZERO_SHA : after;
  return {
    payload: gitlabPush(ctx, { ref: full, before, after, commits }, tag),
    ref: full,
    commits: commits.length,
  };
}

/** A note on `on`: the world keeps a count of comments, not their text, so every note is this one. */
export const note = (ctx: PayloadContext, on: Noteable, action: string) =>
  none(gitlabNote(ctx, on, { id: 1, body: 'Thanks, on it.', createdAt: ctx.at }, action));

/** One builder per row of GitLab's catalog (flavors/gitlab/events/catalog.ts), by name: the world as it is. */
const BUILDERS: Readonly<Record<string, Builder>> = {
  push: (ctx, _a, ref) => push(ctx, ref, false),
  tag_push: (ctx, _a, ref) => push(ctx, ref, true),
  issue: (ctx, action) => none(gitlabIssue(ctx, latestIssue(ctx, false), action)),
  note: (ctx, action) => note(ctx, { kind: 'Issue', issue: latestIssue(ctx, false) }, action),
  merge_request_note: (ctx, action) =>
    note(ctx, { kind: 'MergeRequest', issue: latestIssue(ctx, true) }, action),
  commit_note: (ctx, action) => note(ctx, { kind: 'Commit', sha: headCommit(ctx) }, action),
  merge_request: (ctx, action) => none(gitlabMergeRequest(ctx, latestIssue(ctx, true), action)),
  wiki_page: (ctx, action) => none(gitlabWikiPage(ctx, action)),
  pipeline: (ctx, action) => none(gitlabPipeline(ctx, action)),
  build: (ctx, action) => none(gitlabBuild(ctx, action)),
  deployment: (ctx, action) => none(gitlabDeployment(ctx, action)),
  release: (ctx, action) => none(gitlabRelease(ctx, latestRelease(ctx), action)),
  milestone: (ctx, action) => none(gitlabMilestone(ctx, action)),
  emoji: (ctx, action) => none(gitlabEmoji(ctx, latestIssue(ctx, false), action)),
  member: (ctx, action) => none(gitlabMember(ctx, action)),
  subgroup: (ctx, action) => none(gitlabSubgroup(ctx, action)),
  project: (ctx, action) => none(gitlabProjectEvent(ctx, action)),
  access_token: (ctx) => none(gitlabAccessToken(ctx)),
  feature_flag: (ctx, action) => none(gitlabFeatureFlag(ctx, action)),
};

/** The generated payload of `emit(event, …)` in the `gitlab` flavor. */
export function gitlabEventPayload(
  ctx: PayloadContext,
  type: EventType,
  action: string | null,
  ref?: string,
): BuiltEvent {
  // Every row of GitLab's catalog has a builder (test/gitlab/payloads.test.ts).
  const build = must(BUILDERS[type.name], `GitLab payload builder for ${type.name}`);
  return build(ctx, action ?? '', ref);
}

/**
 * `Gitlab::DataBuilder::Push.build_sample` (the test trigger's push): the ref's three newest
 * commits, `before` the oldest of them, `after` the newest.
 */
export function gitlabTestPush(ctx: PayloadContext, ref: string, sha: string): Record<string, unknown> {
  const commits = newestCommits(ctx, sha, 3);
  const before = commits.at(-1)?.sha ?? sha;
  return gitlabPush(ctx, { ref, before, after: sha, commits }, ref.startsWith('refs/tags/'));
}
