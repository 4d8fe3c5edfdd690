/**
 * Rows 13–16 of the third fidelity audit: the CI events.
 * - Row 13 (F): `ActionRun.ScheduleID` has no json tag (F `modules/structs/action.go` L53), so it
 *   is sent as `"ScheduleID": 0` between `trigger_user` and `prettyref`.
 * - Row 14 (F): `prior_status` is a not-done status (`structs/hook.go` L508–513): the run as stored
 *   before the update that finished it (`services/actions/notifier.go` L827 passes
 *   `priorRun.Status`), `running` once a runner took a job (`models/actions/task.go` L392, L453;
 *   `run_job.go` L277), as F's `tests/integration/actions_run_now_done_notification_test.go`
 *   L45, L51, L56 assert for success, failure and cancel; `recover` is sent only when the last
 *   run did not succeed (`services/webhook/notifier.go` L916), so it carries `last_run` (F finds
 *   no last run today, `models/actions/run.go` L486–490: docs/events.md keeps `recover`).
 * - Row 15 (G): `workflow` has `created_at`, `updated_at`, `url`, `html_url`, `badge_url`,
 *   `deleted_at` (G `services/convert/convert.go` L437–447, `structs/repo_actions.go` L60–80);
 *   `organization` is set for an org's repo (`notifier.go` L993–996, L1023–1026).
 * - Row 16 (G): `completed_at` is a plain `time.Time`, the zero `Stopped` as
 *   `1970-01-01T00:00:00Z` (`convert.go` L262, L386); `conclusion` and `runner_name` are
 *   `omitempty` and left out while empty.
 */
import { describe, expect, it } from 'vitest';
import { fidelityMock } from './world.js';

const repo = 'acme/widgets';
const raw = async (mock: ReturnType<typeof fidelityMock>, event: string, action?: string) => {
  const [d] = await mock.emit(event, { repo, ...(action ? { action } : {}) });
  return d?.body ?? '';
};

describe('forgejo action_run_* (F structs/action.go L53, webhook/notifier.go L891–928)', () => {
  const mock = fidelityMock('forgejo');

  it('sends "ScheduleID": 0 between trigger_user and prettyref', async () => {
    const run = (JSON.parse(await raw(mock, 'action_run_failure')) as { run: Record<string, unknown> }).run;
    const keys = Object.keys(run);
    expect(run.ScheduleID).toBe(0);
    expect(keys.slice(keys.indexOf('trigger_user'), keys.indexOf('trigger_user') + 3)).toEqual([
      'trigger_user',
      'ScheduleID',
      'prettyref',
    ]);
  });

  it('prior_status is running, the run as stored before it finished (F notifier.go L827); recover carries the failed last_run', async () => {
    for (const event of ['action_run_failure', 'action_run_success']) {
      const body = JSON.parse(await raw(mock, event)) as Record<string, unknown>;
      expect(body.prior_status).toBe('running');
      expect(body).not.toHaveProperty('last_run');
    }
    const recover = JSON.parse(await raw(mock, 'action_run_recover')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(recover.prior_status).toBe('running');
    expect(recover.run).toMatchObject({ id: 2, status: 'success' });
    expect(recover.last_run).toMatchObject({ id: 1, status: 'failure' });
  });
});

describe('gitea workflow_run / workflow_job (G convert.go L262, L386, L437–447)', () => {
  const mock = fidelityMock('gitea');

  it('workflow carries its times, URLs and a zero deleted_at; organization is the org', async () => {
    const body = JSON.parse(await raw(mock, 'workflow_run', 'requested')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(body.workflow).toEqual({
      id: 'build.yml',
      name: 'build',
      path: '.gitea/workflows/build.yml',
      state: 'active',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      url: 'http://localhost:4100/api/v1/repos/acme/widgets/actions/workflows/build.yml',
      html_url: 'http://localhost:4100/acme/widgets/src/branch/main/.gitea/workflows/build.yml',
      badge_url: 'http://localhost:4100/acme/widgets/actions/workflows/build.yml/badge.svg?branch=main',
      deleted_at: '0001-01-01T00:00:00Z',
    });
    expect(Object.keys(body).slice(0, 5)).toEqual([
      'action',
      'workflow',
      'workflow_run',
      'organization',
      'repository',
    ]);
    expect(body.organization).toMatchObject({ name: 'acme', username: 'acme' });
    const job = JSON.parse(await raw(mock, 'workflow_job', 'queued')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(job.organization).toMatchObject({ name: 'acme' });
  });

  it('an unfinished run or job: completed_at 1970, no conclusion, no runner_name', async () => {
    const run = JSON.parse(await raw(mock, 'workflow_run', 'in_progress')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    // `repository` with None access, no `head_repository` (G convert.go L270–271, found with row 15).
    expect(run.workflow_run.repository.permissions).toEqual({ admin: false, pull: false, push: false });
    expect(run.workflow_run).not.toHaveProperty('head_repository');
    expect([run.workflow_run.run_attempt, run.workflow_run.repository_id]).toEqual([0, 0]);
    expect(run.workflow_run.completed_at).toBe('1970-01-01T00:00:00Z');
    expect(run.workflow_run).not.toHaveProperty('conclusion');
    for (const action of ['queued', 'waiting', 'in_progress']) {
      const job = JSON.parse(await raw(mock, 'workflow_job', action)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(job.workflow_job.completed_at, action).toBe('1970-01-01T00:00:00Z');
      expect(job.workflow_job, action).not.toHaveProperty('conclusion');
    }
    const queued = JSON.parse(await raw(mock, 'workflow_job', 'queued')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(queued.workflow_job).not.toHaveProperty('runner_name');
    expect(queued.workflow_job.runner_id).toBe(0); // json v2 keeps a zero number under omitempty
    const done = JSON.parse(await raw(mock, 'workflow_job', 'completed')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(done.workflow_job).toMatchObject({ conclusion: 'success', runner_name: 'runner-1' });
  });
});
