import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import {
  gitlabProject,
  gitlabProjectShort,
  gitlabPushRepository,
  gitlabUser,
  gitTime,
  instanceOf,
  projectUrls,
  utcWords,
} from './entities.js';
import { headCommit } from './notes.js';

/**
 * CI events (`Pipeline Hook`, `Job Hook`, `Deployment Hook`) of the default branch's head:
 * one pipeline (id 1) with one `test` job (id 1) and one deployment (id 1) to `production`.
 * The emit's `action` is the status (`success`, `failed`, …). Keys in the order of
 * webhook_events.md's examples.
 */

/** The status a CI event reports, and whether it has finished. */
const finished = (status: string) => ['success', 'failed', 'canceled', 'skipped'].includes(status);

function ciCommit(ctx: PayloadContext, sha: string) {
  const message = ctx.world.of(needRepo(ctx)).history.get(sha)?.message ?? 'Add widget scaffolding\n';
  return { sha, message };
}

/** `Ci::Pipeline` hook data (`Gitlab::DataBuilder::Pipeline`): a branch pipeline, no MR. */
export function gitlabPipeline(ctx: PayloadContext, status: string) {
  const repo = needRepo(ctx);
  const { sha, message } = ciCommit(ctx, headCommit(ctx));
  const done = finished(status);
  const user = gitlabUser(ctx.sender);
  return {
    object_kind: 'pipeline',
    object_attributes: {
      id: 1,
      iid: 1,
      name: `Pipeline for branch: ${repo.defaultBranch}`,
      ref: repo.defaultBranch,
      tag: false,
      sha,
      before_sha: sha,
      source: 'push',
      status,
      stages: ['test'],
      created_at: utcWords(ctx.at),
      finished_at: done ? utcWords(ctx.at) : null,
      duration: done ? 0 : null,
      variables: [],
      url: `${projectUrls(ctx).web}/-/pipelines/1`,
    },
    merge_request: null,
    user,
    project: gitlabProjectShort(ctx),
    commit: {
      id: sha,
      message,
      // `Commit#hook_attrs`: `xmlschema` (webhook_events.md's pipeline example), as in push payloads.
      timestamp: gitTime(ctx.at),
      url: `${projectUrls(ctx).web}/-/commit/${sha}`,
      author: { name: user.name, email: user.email },
    },
    builds: [
      {
        id: 1,
        stage: 'test',
        name: 'test',
        status,
        created_at: utcWords(ctx.at),
        started_at: status === 'pending' || status === 'created' ? null : utcWords(ctx.at),
        finished_at: done ? utcWords(ctx.at) : null,
        duration: done ? 0 : null,
        queued_duration: 0,
        failure_reason: status === 'failed' ? 'script_failure' : null,
        when: 'on_success',
        manual: false,
        allow_failure: false,
        user,
        runner: null,
        artifacts_file: { filename: null, size: null },
        environment: null,
      },
    ],
  };
}

/** A job event (`object_kind: "build"`, `Gitlab::DataBuilder::Build`). */
export function gitlabBuild(ctx: PayloadContext, status: string) {
  const repo = needRepo(ctx);
  const { sha, message } = ciCommit(ctx, headCommit(ctx));
  const done = finished(status);
  const started = status === 'pending' || status === 'created' ? null : ctx.at;
  const at = (stamp: string | null) => (stamp === null ? null : utcWords(stamp));
  const iso = (stamp: string | null) => (stamp === null ? null : new Date(stamp).toISOString());
  const user = gitlabUser(ctx.sender);
  return {
    object_kind: 'build',
    ref: repo.defaultBranch,
    tag: false,
    before_sha: sha,
    sha,
    build_id: 1,
    build_name: 'test',
    build_stage: 'test',
    build_status: status,
    build_created_at: utcWords(ctx.at),
    build_created_at_iso: iso(ctx.at),
    build_started_at: at(started),
    build_started_at_iso: iso(started),
    build_finished_at: at(done ? ctx.at : null),
    build_finished_at_iso: iso(done ? ctx.at : null),
    build_duration: done ? 0 : null,
    build_queued_duration: 0,
    build_allow_failure: false,
    build_failure_reason: status === 'failed' ? 'script_failure' : 'unknown_failure',
    retries_count: 0,
    pipeline_id: 1,
    project_id: repo.id,
    project_name: `${repo.owner} / ${repo.name}`,
    user,
    commit: {
      id: 1,
      name: `Pipeline for branch: ${repo.defaultBranch}`,
      sha,
      message,
      author_name: user.name,
      author_email: user.email,
      status,
      duration: done ? 0 : null,
      started_at: at(started),
      started_at_iso: iso(started),
      finished_at: at(done ? ctx.at : null),
      finished_at_iso: iso(done ? ctx.at : null),
    },
    repository: gitlabPushRepository(ctx),
    project: gitlabProject(ctx),
    runner: null,
    environment: null,
  };
}

/** `status_changed_at` as the deployment builder writes it: `2021-04-28 21:50:00 +0000`. */
const deploymentTime = (at: string) => utcWords(at).replace(/ UTC$/, ' +0000');

/** A deployment event (`Gitlab::DataBuilder::Deployment`): `production`, the head commit. */
export function gitlabDeployment(ctx: PayloadContext, status: string) {
  const { sha, message } = ciCommit(ctx, headCommit(ctx));
  const web = projectUrls(ctx).web;
  return {
    object_kind: 'deployment',
    status,
    status_changed_at: deploymentTime(ctx.at),
    deployment_id: 1,
    deployable_id: 1,
    deployable_url: `${web}/-/jobs/1`,
    environment: 'production',
    environment_tier: 'production',
    environment_slug: 'production',
    environment_external_url: null,
    project: gitlabProject(ctx),
    short_sha: sha.slice(0, 8),
    user: gitlabUser(ctx.sender),
    user_url: `${instanceOf(ctx)}/${ctx.sender.login}`,
    commit_url: `${web}/-/commit/${sha}`,
    commit_title: message.split('\n')[0] ?? '',
  };
}
