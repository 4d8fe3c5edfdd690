import type { PayloadContext } from './context.js';
import { accountOf, needRepo, repositoryOf, userSeenBy } from './context.js';
import { headOf } from './git.js';
import { titleOf } from './actions.js';
import type { BuiltPayload } from '../../flavors/payload-maps.js';

/**
 * F `ActionRun` (`modules/structs/action.go`, `convert.ToActionRun`): `ScheduleID` has no json
 * tag, so it is sent under its Go name, `"ScheduleID": 0`, after `trigger_user` (L53).
 */
function actionRun(ctx: PayloadContext, run: { id: number; status: string }) {
  const repo = needRepo(ctx);
  const full = `${repo.owner}/${repo.name}`;
  return {
    id: run.id,
    title: titleOf(ctx),
    repository: repositoryOf(ctx, 'owner'),
    workflow_id: 'build.yml',
    index_in_repo: run.id,
    // Seen from the repo's owner (F `convert/action.go` L30; `notifier.go` L902 `doer := run.Repo.Owner`).
    trigger_user: userSeenBy(ctx, ctx.sender.login, accountOf(ctx.store, repo.owner)),
    ScheduleID: 0,
    prettyref: repo.defaultBranch,
    is_ref_deleted: false,
    commit_sha: headOf(ctx, repo.defaultBranch),
    is_fork_pull_request: false,
    need_approval: false,
    approved_by: 0,
    event: 'push',
    event_payload: '',
    trigger_event: 'push',
    status: run.status,
    started: ctx.at,
    stopped: ctx.at,
    created: ctx.at,
    updated: ctx.at,
    duration: 60_000_000_000,
    html_url: `${ctx.site.appUrl}${full}/actions/runs/${run.id}`,
  };
}

/**
 * F `ActionPayload` (`notifier.go` `ActionRunNowDone` L891–928): no repository or sender keys at
 * the top; `prior_status` is the run's status before it finished, a not-done one
 * (`structs/hook.go` L508–513; `services/actions/notifier.go` L827 passes the run as stored
 * before the update: `running` once a runner took a job, `models/actions/task.go` L392, L453);
 * `recover` is sent only after a run that did not succeed (L916), so it always carries that
 * `last_run` (here run 1, failed; the recovering run is run 2). F finds no last run today
 * (`models/actions/run.go` L486–490); docs/events.md says why `recover` is kept.
 */
export function actionRunPayload(ctx: PayloadContext, action: string) {
  if (action !== 'recover') {
    const run = actionRun(ctx, { id: 1, status: action === 'failure' ? 'failure' : 'success' });
    return { action, run, prior_status: 'running' } satisfies BuiltPayload<'action_run_failure'>;
  }
  return {
    action,
    run: actionRun(ctx, { id: 2, status: 'success' }),
    prior_status: 'running',
    last_run: actionRun(ctx, { id: 1, status: 'failure' }),
  } satisfies BuiltPayload<'action_run_failure'>;
}
