import type { PayloadContext } from './context.js';
import { needRepo, organizationOf, repositoryOf, senderUser } from './context.js';
import { GO_ZERO_TIME, UNIX_ZERO_TIME } from '../entities/shape.js';
import { headOf } from './git.js';
import { messageOf } from '../world-seed.js';
import type { BuiltPayload } from '../../flavors/payload-maps.js';

/** A push-triggered run's title: the first line of its head commit's message. */
export const titleOf = (ctx: PayloadContext) => {
  const repo = needRepo(ctx);
  return messageOf(ctx.world.of(repo), headOf(ctx, repo.defaultBranch)).split('\n')[0] ?? '';
};

/**
 * A workflow run as G `modules/structs/repo_actions.go` `ActionWorkflowRun` shows it
 * (`convert.ToActionWorkflowRun`): `completed_at` is a plain `time.Time`, so an unfinished run's
 * zero `Stopped` reads `1970-01-01T00:00:00Z` (G `convert.go` L262), as does `started_at` before
 * it runs; `conclusion` is `omitempty` and left out while empty.
 */
function workflowRun(ctx: PayloadContext, status: string) {
  const repo = needRepo(ctx);
  const full = `${repo.owner}/${repo.name}`;
  const done = status === 'completed';
  return {
    id: 1,
    url: `${ctx.site.apiUrl}/repos/${full}/actions/runs/1`,
    html_url: `${ctx.site.appUrl}${full}/actions/runs/1`,
    display_title: titleOf(ctx),
    path: 'build.yml@refs/heads/' + repo.defaultBranch,
    event: 'push',
    // Not set by G `ToActionWorkflowRun` (L250–275): zero, kept by json v2's `omitempty`.
    run_attempt: 0,
    run_number: 1,
    repository_id: 0,
    head_sha: headOf(ctx, repo.defaultBranch),
    head_branch: repo.defaultBranch,
    status,
    actor: senderUser(ctx),
    trigger_actor: senderUser(ctx),
    // None access, and no `head_repository` (nil, `omitempty`): G `convert.go` L270–271.
    repository: repositoryOf(ctx, 'none'),
    ...(done ? { conclusion: 'success' } : {}),
    started_at: status === 'waiting' ? UNIX_ZERO_TIME : ctx.at,
    completed_at: done ? ctx.at : UNIX_ZERO_TIME,
  };
}

/**
 * G `convert.go` `getActionWorkflowEntry` L437–447: the workflow file's entry, its times the
 * head commit's, `deleted_at` Go's zero time (`repo_actions.go` L60–80).
 */
function workflowOf(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  const html = `${ctx.site.appUrl}${repo.owner}/${repo.name}`;
  const path = `${ctx.structs.workflowsDir}/build.yml`;
  return {
    id: 'build.yml',
    name: 'build',
    path,
    state: 'active',
    created_at: ctx.site.epoch,
    updated_at: ctx.site.epoch,
    url: `${ctx.site.apiUrl}/repos/${repo.owner}/${repo.name}/actions/workflows/build.yml`,
    html_url: `${html}/src/branch/${repo.defaultBranch}/${path}`,
    badge_url: `${html}/actions/workflows/build.yml/badge.svg?branch=${encodeURIComponent(repo.defaultBranch)}`,
    deleted_at: GO_ZERO_TIME,
  };
}

/** `organization` of workflow payloads: set when the owner is an org (G notifier.go L993–996, L1023–1026). */
const orgOf = (ctx: PayloadContext) => {
  const org = ctx.store.org(needRepo(ctx).owner);
  return org ? { organization: organizationOf(ctx, org) } : {};
};

/** `WorkflowRunPayload` (G only). */
export const workflowRunPayload = (ctx: PayloadContext, action: string) =>
  ({
    action,
    workflow: workflowOf(ctx),
    workflow_run: workflowRun(ctx, action === 'requested' ? 'waiting' : action),
    ...orgOf(ctx),
    repository: repositoryOf(ctx, 'owner'),
    sender: senderUser(ctx),
  }) satisfies BuiltPayload<'workflow_run'>;

/**
 * `WorkflowJobPayload` (G only): `runner_name` and `conclusion` are `omitempty` (left out while
 * empty; `runner_id` 0 stays, json v2 omits only empty JSON), `completed_at` is the zero
 * `Stopped` as `1970-01-01T00:00:00Z` until done (G `convert.go` L386), `started_at` too while
 * queued or waiting.
 */
export function workflowJobPayload(ctx: PayloadContext, action: string) {
  const repo = needRepo(ctx);
  const full = `${repo.owner}/${repo.name}`;
  const done = action === 'completed';
  const ran = done || action === 'in_progress';
  return {
    action,
    workflow_job: {
      id: 1,
      url: `${ctx.site.apiUrl}/repos/${full}/actions/jobs/1`,
      html_url: `${ctx.site.appUrl}${full}/actions/runs/1/jobs/0`,
      run_id: 1,
      run_url: `${ctx.site.apiUrl}/repos/${full}/actions/runs/1`,
      name: 'build',
      labels: ['ubuntu-latest'],
      run_attempt: 1,
      head_sha: headOf(ctx, repo.defaultBranch),
      head_branch: repo.defaultBranch,
      status: action,
      ...(done ? { conclusion: 'success' } : {}),
      runner_id: ran ? 1 : 0,
      ...(ran ? { runner_name: 'runner-1' } : {}),
      steps: [],
      created_at: ctx.at,
      started_at: ran ? ctx.at : UNIX_ZERO_TIME,
      completed_at: done ? ctx.at : UNIX_ZERO_TIME,
    },
    ...orgOf(ctx),
    repository: repositoryOf(ctx, 'owner'),
    sender: senderUser(ctx),
  } satisfies BuiltPayload<'workflow_job'>;
}
