import { repositoryLite } from './lite.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { headOf } from '../../../events/payloads/git.js';
import { githubSender, noreplyEmail, nodeId } from './entities.js';
import { tail } from './other.js';
import { repositoryOf } from './repository.js';
import type { GithubBuiltPayload } from './built.js';

/** The run's status per action (`requested` runs are queued first). */
const STATUS: Readonly<Record<string, string>> = {
  requested: 'queued',
  in_progress: 'in_progress',
  completed: 'completed',
};

const PATH = '.github/workflows/build.yml';

/** The workflow of the run: `build`, active since the world began. */
function workflowOf(ctx: PayloadContext, api: string, html: string) {
  return {
    badge_url: `${html}/workflows/build/badge.svg`,
    created_at: ctx.site.epoch,
    html_url: `${html}/blob/${needRepo(ctx).defaultBranch}/${PATH}`,
    id: 1,
    name: 'build',
    node_id: nodeId('Workflow', 1),
    path: PATH,
    state: 'active',
    updated_at: ctx.site.epoch,
    url: `${api}/actions/workflows/1`,
  };
}

/** `workflow_run`: run 1 of `.github/workflows/build.yml` on the default branch's head. */
export function githubWorkflowRun(ctx: PayloadContext, action: string) {
  const repo = needRepo(ctx);
  const api = `${ctx.site.apiUrl}/repos/${repo.owner}/${repo.name}`;
  const html = `${ctx.site.appUrl}${repo.owner}/${repo.name}`;
  const run = `${api}/actions/runs/1`;
  const sha = headOf(ctx, repo.defaultBranch);
  const person = { name: ctx.sender.fullName || ctx.sender.login, email: noreplyEmail(ctx.sender) };
  const done = action === 'completed';
  const lite = repositoryLite(repositoryOf(ctx));
  return {
    action,
    workflow: workflowOf(ctx, api, html),
    workflow_run: {
      id: 1,
      name: 'build',
      node_id: nodeId('WorkflowRun', 1),
      head_branch: repo.defaultBranch,
      head_sha: sha,
      path: PATH,
      display_title: 'Add widget scaffolding',
      run_number: 1,
      event: 'push',
      status: STATUS[action] ?? action,
      conclusion: done ? 'success' : null,
      workflow_id: 1,
      check_suite_id: 1,
      check_suite_node_id: nodeId('CheckSuite', 1),
      url: run,
      html_url: `${html}/actions/runs/1`,
      pull_requests: [],
      created_at: ctx.at,
      updated_at: ctx.at,
      actor: githubSender(ctx),
      triggering_actor: githubSender(ctx),
      run_attempt: 1,
      referenced_workflows: [],
      run_started_at: ctx.at,
      jobs_url: `${run}/jobs`,
      logs_url: `${run}/logs`,
      check_suite_url: `${api}/check-suites/1`,
      artifacts_url: `${run}/artifacts`,
      cancel_url: `${run}/cancel`,
      rerun_url: `${run}/rerun`,
      previous_attempt_url: null,
      workflow_url: `${api}/actions/workflows/1`,
      head_commit: {
        id: sha,
        tree_id: sha.split('').reverse().join(''),
        message: 'Add widget scaffolding',
        timestamp: ctx.site.epoch,
        author: person,
        committer: { ...person },
      },
      repository: lite,
      head_repository: lite,
    },
    ...tail(ctx),
  } satisfies GithubBuiltPayload<'workflow_run'>;
}
