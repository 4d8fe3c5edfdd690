import type { PayloadContext } from './context.js';
import { needRepo, repositoryOf, senderUser, userOf } from './context.js';
import { headOf } from './git.js';
import { messageOf } from '../world-seed.js';

/** A push-triggered run's title: the first line of its head commit's message. */
const titleOf = (ctx: PayloadContext) => {
  const repo = needRepo(ctx);
  return messageOf(ctx.world.of(repo), headOf(ctx, repo.defaultBranch)).split('\n')[0] ?? '';
};

/** A workflow run as G `modules/structs/repo_actions.go` `ActionWorkflowRun` shows it. */
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
    run_attempt: 1,
    run_number: 1,
    repository_id: repo.id,
    head_sha: headOf(ctx, repo.defaultBranch),
    head_branch: repo.defaultBranch,
    status,
    actor: senderUser(ctx),
    trigger_actor: senderUser(ctx),
    repository: repositoryOf(ctx, 'owner'),
    head_repository: repositoryOf(ctx, 'owner'),
    conclusion: done ? 'success' : '',
    started_at: ctx.at,
    completed_at: done ? ctx.at : null,
  };
}

/** `WorkflowRunPayload` (G only). */
export const workflowRunPayload = (ctx: PayloadContext, action: string) => ({
  action,
  workflow: { id: 'build.yml', name: 'build', path: '.gitea/workflows/build.yml', state: 'active' },
  workflow_run: workflowRun(ctx, action === 'requested' ? 'waiting' : action),
  repository: repositoryOf(ctx, 'owner'),
  sender: senderUser(ctx),
});

/** `WorkflowJobPayload` (G only). */
export function workflowJobPayload(ctx: PayloadContext, action: string) {
  const repo = needRepo(ctx);
  const full = `${repo.owner}/${repo.name}`;
  const done = action === 'completed';
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
      conclusion: done ? 'success' : '',
      runner_id: done || action === 'in_progress' ? 1 : 0,
      runner_name: done || action === 'in_progress' ? 'runner-1' : '',
      steps: [],
      created_at: ctx.at,
      started_at: ctx.at,
      completed_at: done ? ctx.at : null,
    },
    repository: repositoryOf(ctx, 'owner'),
    sender: senderUser(ctx),
  };
}

/** F `ActionPayload` (`ActionRunNowDone`): no repository or sender keys at the top. */
export function actionRunPayload(ctx: PayloadContext, action: string) {
  const repo = needRepo(ctx);
  const full = `${repo.owner}/${repo.name}`;
  const status = action === 'failure' ? 'failure' : 'success';
  const run = {
    id: 1,
    title: titleOf(ctx),
    repository: repositoryOf(ctx, 'owner'),
    workflow_id: 'build.yml',
    index_in_repo: 1,
    trigger_user: userOf(ctx, ctx.sender.login),
    prettyref: repo.defaultBranch,
    is_ref_deleted: false,
    commit_sha: headOf(ctx, repo.defaultBranch),
    is_fork_pull_request: false,
    need_approval: false,
    approved_by: 0,
    event: 'push',
    event_payload: '',
    trigger_event: 'push',
    status,
    started: ctx.at,
    stopped: ctx.at,
    created: ctx.at,
    updated: ctx.at,
    duration: 60_000_000_000,
    html_url: `${ctx.site.appUrl}${full}/actions/runs/1`,
  };
  return { action, run, prior_status: action === 'recover' ? 'failure' : status };
}
