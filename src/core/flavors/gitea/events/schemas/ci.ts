import { z } from 'zod';
import { commit, forgejoRepository, forgejoUser, giteaRepository, giteaUser } from './objects.js';

/**
 * CI payloads, per product: Gitea's `status`, `workflow_run` and `workflow_job`
 * (`modules/structs/hook.go`, `repo_actions.go`), Forgejo's `action_run_*`
 * (`modules/structs/action.go`). Strict schemas, as in payloads.ts.
 */
const str = z.string();
const num = z.number();
const bool = z.boolean();

const run = z.strictObject({
  id: num,
  url: str,
  html_url: str,
  display_title: str,
  path: str,
  event: str,
  run_attempt: num,
  run_number: num,
  repository_id: num,
  head_sha: str,
  head_branch: str,
  status: str,
  actor: giteaUser,
  trigger_actor: giteaUser,
  repository: giteaRepository,
  conclusion: str.optional(),
  started_at: str,
  completed_at: str,
});
/** G `Organization` (`modules/structs/org.go`). */
const organization = z.strictObject({
  id: num,
  name: str,
  full_name: str,
  email: str,
  avatar_url: str,
  description: str,
  website: str,
  location: str,
  visibility: str,
  repo_admin_change_team_access: bool,
  username: str,
});
/** G `ActionWorkflow` (`repo_actions.go` L60–80). */
const workflow = z.strictObject({
  id: str,
  name: str,
  path: str,
  state: str,
  created_at: str,
  updated_at: str,
  url: str,
  html_url: str,
  badge_url: str,
  deleted_at: str,
});

export const giteaCiSchemas = {
  status: z.strictObject({
    commit,
    context: str,
    created_at: str,
    description: str,
    id: num,
    repository: giteaRepository,
    sender: giteaUser,
    sha: str,
    state: str,
    target_url: str,
    updated_at: str.nullable(),
  }),
  workflowRun: z.strictObject({
    action: z.enum(['requested', 'in_progress', 'completed']),
    workflow,
    workflow_run: run,
    organization: organization.optional(),
    repository: giteaRepository,
    sender: giteaUser,
  }),
  workflowJob: z.strictObject({
    action: z.enum(['queued', 'waiting', 'in_progress', 'completed']),
    workflow_job: z.strictObject({
      id: num,
      url: str,
      html_url: str,
      run_id: num,
      run_url: str,
      name: str,
      labels: z.array(str),
      run_attempt: num,
      head_sha: str,
      head_branch: str,
      status: str,
      conclusion: str.optional(),
      runner_id: num,
      runner_name: str.optional(),
      steps: z.array(z.unknown()),
      created_at: str,
      started_at: str,
      completed_at: str,
    }),
    organization: organization.optional(),
    repository: giteaRepository,
    sender: giteaUser,
  }),
};

const actionRun = z.strictObject({
  id: num,
  title: str,
  repository: forgejoRepository,
  workflow_id: str,
  index_in_repo: num,
  trigger_user: forgejoUser,
  ScheduleID: num,
  prettyref: str,
  is_ref_deleted: bool,
  commit_sha: str,
  is_fork_pull_request: bool,
  need_approval: bool,
  approved_by: num,
  event: str,
  event_payload: str,
  trigger_event: str,
  status: str,
  started: str,
  stopped: str,
  created: str,
  updated: str,
  duration: num.optional(),
  html_url: str,
});

export const forgejoCiSchemas = {
  actionRun: z.strictObject({
    action: z.enum(['failure', 'recover', 'success']),
    run: actionRun,
    prior_status: str,
    last_run: actionRun.optional(),
  }),
};
