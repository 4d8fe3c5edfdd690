import type { TestSampleKind } from '../test-triggers.js';
import { must } from '../../../util/must.js';
import type { BuiltEvent } from '../../../contract/webhook-event.js';
import type { EventType } from '../../../contract/event-type.js';
import type { EventNameOf } from '../../../events/catalog.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import type { IssueState } from '../../../events/world-state.js';
import { GITLAB_EVENT_TYPES } from './catalog.js';
import { gitlabEmoji } from './emoji.js';
import { gitlabEventPayload, gitlabTestPush, note } from './event-payload.js';
import type { Noteable } from './notes.js';
import { gitlabAccessToken } from './other.js';
import { DEFAULT_TAG_NAME, gitlabSampleData } from './sample-data.js';

/** A trigger's sample: the event it is sent as, or GitLab's 422 text when the world has none. */
export type TestSample =
  ({ type: EventType<EventNameOf<'gitlab'>> } & BuiltEvent & { action: string | null }) | { missing: string };

const typeNamed = (name: EventNameOf<'gitlab'>): EventType<EventNameOf<'gitlab'>> =>
  must(
    GITLAB_EVENT_TYPES.find((t) => t.name === name),
    `GitLab event type ${name}`,
  );

/** `emit`'s builder for the row `name` with `action`, the world as it is. */
function built(ctx: PayloadContext, name: EventNameOf<'gitlab'>, action: string | null): TestSample {
  const type = typeNamed(name);
  return { type, action, ...gitlabEventPayload(ctx, type, action) };
}

const headOf = (ctx: PayloadContext) => {
  const repo = needRepo(ctx);
  return ctx.world.of(repo).branches.get(repo.defaultBranch);
};

/**
 * `Push.build_sample(project, user, is_tag)`: the default branch's three newest commits (`before`
 * the oldest, `after` the newest); a tag push names the greatest tag (`tags_sorted_by(:name_desc)`,
 * by plain string order here) or `v1.0.0`, its `checkout_sha` that tag's commit (none: null). An
 * empty repository sends GitLab's constant `SAMPLE_DATA`.
 */
function pushSample(ctx: PayloadContext, tag: boolean): TestSample {
  const head = headOf(ctx);
  const type = typeNamed(tag ? 'tag_push' : 'push');
  if (head === undefined)
    return { type, action: null, payload: gitlabSampleData(tag), ref: null, commits: null };
  const repo = needRepo(ctx);
  const tags = ctx.world.of(repo).tags;
  const name = [...tags.keys()].sort().at(-1) ?? DEFAULT_TAG_NAME;
  const ref = tag ? `refs/tags/${name}` : `refs/heads/${repo.defaultBranch}`;
  const payload = gitlabTestPush(ctx, ref, head);
  // The spread keeps `checkout_sha` where the builder put it.
  const sent = tag ? { ...payload, checkout_sha: tags.get(name) ?? null } : payload;
  return { type, action: null, payload: sent, ref, commits: null };
}

/** The newest issue or MR of the world (created last), if any. */
function newest(ctx: PayloadContext, isPull: boolean): IssueState | undefined {
  return [...ctx.world.of(needRepo(ctx)).issues.values()].filter((i) => i.isPull === isPull).at(-1);
}

/** The issue or MR with the newest comment (the world counts comments; the last one touched wins). */
function newestNoted(ctx: PayloadContext): IssueState | undefined {
  const noted = [...ctx.world.of(needRepo(ctx)).issues.values()].filter((i) => i.comments > 0);
  return noted.reduce<IssueState | undefined>((a, b) => (a && a.updatedAt > b.updatedAt ? a : b), undefined);
}

const NOTES = 'Ensure the project has notes.';

/** One builder per sample kind (`Integrations::ProjectTestData`), with GitLab's 422 texts. */
const SAMPLES: Readonly<Record<TestSampleKind, (ctx: PayloadContext) => TestSample>> = {
  push: (ctx) => pushSample(ctx, false),
  tag_push: (ctx) => pushSample(ctx, true),
  note: (ctx) => {
    const issue = newestNoted(ctx);
    if (!issue) return { missing: NOTES };
    const on: Noteable = issue.isPull ? { kind: 'MergeRequest', issue } : { kind: 'Issue', issue };
    return {
      type: typeNamed(issue.isPull ? 'merge_request_note' : 'note'),
      action: 'create',
      ...note(ctx, on, 'create'),
    };
  },
  issue: (ctx) =>
    newest(ctx, false) ? built(ctx, 'issue', 'open') : { missing: 'Ensure the project has issues.' },
  merge_request: (ctx) =>
    newest(ctx, true)
      ? built(ctx, 'merge_request', 'open')
      : { missing: 'Ensure the project has merge requests.' },
  // The world's CI is the builders' one pipeline with one job on the default branch's head.
  build: (ctx) =>
    headOf(ctx) ? built(ctx, 'build', 'success') : { missing: 'Ensure the project has CI jobs.' },
  pipeline: (ctx) =>
    headOf(ctx) ? built(ctx, 'pipeline', 'success') : { missing: 'Ensure the project has CI pipelines.' },
  // Every project's wiki is on, with the one page the wiki builder describes.
  wiki_page: (ctx) => built(ctx, 'wiki_page', 'create'),
  release: (ctx) =>
    ctx.world.of(needRepo(ctx)).releases.size > 0
      ? built(ctx, 'release', 'create')
      : { missing: 'Ensure the project has releases.' },
  // A made-up `thumbsup` (id 1), awarded on what the newest note is on.
  emoji: (ctx) => {
    const issue = newestNoted(ctx);
    if (!issue) return { missing: NOTES };
    return {
      type: typeNamed('emoji'),
      action: 'award',
      payload: gitlabEmoji(ctx, issue, 'award'),
      ref: null,
      commits: null,
    };
  },
  // GitLab's made-up token: `pat_for_webhook_event`, id 1, expiring in two days.
  access_token: (ctx) => {
    const base = gitlabAccessToken(ctx);
    const expires = new Date(Date.parse(ctx.at) + 2 * 86_400_000).toISOString().slice(0, 10);
    const attributes = { ...base.object_attributes, name: 'pat_for_webhook_event', expires_at: expires };
    const payload = { ...base, object_attributes: attributes };
    return {
      type: typeNamed('access_token'),
      action: 'expiring_access_token',
      payload,
      ref: null,
      commits: null,
    };
  },
};

/** The sample of `kind` from the world of the context's project. */
export const gitlabTestSample = (ctx: PayloadContext, kind: TestSampleKind): TestSample => SAMPLES[kind](ctx);
