/**
 * The gitlab flavor's payload builders against `@gitbeaker/core`'s webhook schema types: every
 * key both name must have a type gitbeaker accepts. The keys where GitLab itself sends null and
 * gitbeaker's type says otherwise (or where gitbeaker names keys GitLab no longer sends) are
 * listed in `Loose` with the reason; everything else is checked by the compiler.
 */
import type {
  WebhookDeploymentEventSchema,
  WebhookFeatureFlagEventSchema,
  WebhookIssueEventSchema,
  WebhookJobEventSchema,
  WebhookMergeRequestEventSchema,
  WebhookPipelineEventSchema,
  WebhookPushEventSchema,
  WebhookReleaseEventSchema,
  WebhookSubGroupEventSchema,
  WebhookTagEventSchema,
  WebhookWikiEventSchema,
} from '@gitbeaker/core';
import { describe, expect, it } from 'vitest';
import type { gitlabPush } from '../../src/core/flavors/gitlab/events/git.js';
import type { gitlabIssue } from '../../src/core/flavors/gitlab/events/issues.js';
import type { gitlabMergeRequest } from '../../src/core/flavors/gitlab/events/merge-requests.js';
import type {
  gitlabBuild,
  gitlabDeployment,
  gitlabPipeline,
} from '../../src/core/flavors/gitlab/events/ci.js';
import type {
  gitlabFeatureFlag,
  gitlabRelease,
  gitlabSubgroup,
  gitlabWikiPage,
} from '../../src/core/flavors/gitlab/events/other.js';

/**
 * Left out of the comparison: the kind's literal names (`object_kind`, `event_name`,
 * `event_type`: the builders type them as `string`; their values are checked by
 * test/gitlab/payloads.test.ts), and the keys in `Loose`.
 */
type Names = 'object_kind' | 'event_name' | 'event_type';
/** The keys both types name, with the builder's value types. */
type Shared<B, S, Loose extends string = never> = { [K in Exclude<keyof B & keyof S, Names | Loose>]: B[K] };
/** gitbeaker's types of those keys. */
type Theirs<B, S, Loose extends string = never> = Pick<S, Exclude<keyof B & keyof S, Names | Loose>>;

/**
 * `checkout_sha`: null for a deleted ref (webhook_events.md; gitbeaker says `string`). `user`
 * (every kind that has one): GitLab's `User#hook_attrs` is `id, name, username, avatar_url,
 * email` (webhook_events.md's examples); gitbeaker types it as `SimpleUserSchema` with `state`
 * and `web_url`, which GitLab does not send.
 */
type PushLoose = 'checkout_sha' | 'user_email';
/**
 * Where GitLab's examples show null or a shorter object than gitbeaker's type: labels' and
 * attributes' nullable fields (`description`, `assignee_id`, `last_edited_at`, …), the short
 * `repository` of issue and MR events, a pipeline's short `project`, a job without a runner, a
 * deployment without an external URL; an issue's `assignees` without `id` (the issue example).
 */
type Nullable = 'user' | 'labels' | 'object_attributes' | 'changes' | 'assignee' | 'assignees' | 'repository';
type CiLoose =
  | 'user'
  | 'project'
  | 'runner'
  | 'environment'
  | 'object_attributes'
  | 'builds'
  | 'merge_request'
  | 'commit'
  | 'environment_external_url'
  | 'build_started_at'
  | 'build_finished_at'
  | 'build_duration'
  | 'build_failure_reason';

/** Compiles only when `_Built` is assignable to `Schema`. */
const assignable =
  <Schema>() =>
  <_Built extends Schema>(): boolean =>
    true;

type B<F extends (...args: never[]) => unknown> = ReturnType<F>;

describe('payload builders satisfy @gitbeaker/core webhook schemas on every shared key', () => {
  it('push and tag push', () => {
    expect(
      assignable<Theirs<B<typeof gitlabPush>, WebhookPushEventSchema, PushLoose>>()<
        Shared<B<typeof gitlabPush>, WebhookPushEventSchema, PushLoose>
      >(),
    ).toBe(true);
    expect(
      assignable<Theirs<B<typeof gitlabPush>, WebhookTagEventSchema, PushLoose>>()<
        Shared<B<typeof gitlabPush>, WebhookTagEventSchema, PushLoose>
      >(),
    ).toBe(true);
  });
  it('issue and merge request', () => {
    expect(
      assignable<Theirs<B<typeof gitlabIssue>, WebhookIssueEventSchema, Nullable>>()<
        Shared<B<typeof gitlabIssue>, WebhookIssueEventSchema, Nullable>
      >(),
    ).toBe(true);
    expect(
      assignable<Theirs<B<typeof gitlabMergeRequest>, WebhookMergeRequestEventSchema, Nullable>>()<
        Shared<B<typeof gitlabMergeRequest>, WebhookMergeRequestEventSchema, Nullable>
      >(),
    ).toBe(true);
  });
  it('pipeline, job, deployment', () => {
    expect(
      assignable<Theirs<B<typeof gitlabPipeline>, WebhookPipelineEventSchema, CiLoose>>()<
        Shared<B<typeof gitlabPipeline>, WebhookPipelineEventSchema, CiLoose>
      >(),
    ).toBe(true);
    expect(
      assignable<Theirs<B<typeof gitlabBuild>, WebhookJobEventSchema, CiLoose>>()<
        Shared<B<typeof gitlabBuild>, WebhookJobEventSchema, CiLoose>
      >(),
    ).toBe(true);
    expect(
      assignable<Theirs<B<typeof gitlabDeployment>, WebhookDeploymentEventSchema, CiLoose>>()<
        Shared<B<typeof gitlabDeployment>, WebhookDeploymentEventSchema, CiLoose>
      >(),
    ).toBe(true);
  });
  it('release, wiki page, subgroup, feature flag', () => {
    expect(
      assignable<Theirs<B<typeof gitlabRelease>, WebhookReleaseEventSchema>>()<
        Shared<B<typeof gitlabRelease>, WebhookReleaseEventSchema>
      >(),
    ).toBe(true);
    expect(
      assignable<Theirs<B<typeof gitlabWikiPage>, WebhookWikiEventSchema, 'user'>>()<
        Shared<B<typeof gitlabWikiPage>, WebhookWikiEventSchema, 'user'>
      >(),
    ).toBe(true);
    expect(
      assignable<Theirs<B<typeof gitlabSubgroup>, WebhookSubGroupEventSchema>>()<
        Shared<B<typeof gitlabSubgroup>, WebhookSubGroupEventSchema>
      >(),
    ).toBe(true);
    expect(
      assignable<Theirs<B<typeof gitlabFeatureFlag>, WebhookFeatureFlagEventSchema, 'user'>>()<
        Shared<B<typeof gitlabFeatureFlag>, WebhookFeatureFlagEventSchema, 'user'>
      >(),
    ).toBe(true);
  });
});
