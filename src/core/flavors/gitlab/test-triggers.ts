/**
 * GitLab's test triggers (`POST …/hooks/:hook_id/test/:trigger`), as data. A trigger is one of
 * the project hook's event attribute names (`ProjectHook.triggers.values`, `app/models/hooks/
 * project_hook.rb`), for group hooks too; anything else is Grape's 400. Each row names the sample
 * (`Integrations::ProjectTestData`, dispatched by `TestHooks::ProjectService#data`) or `null`
 * where GitLab has none, which is its 422 `Testing not available for this hook`
 * (`TestHooks::BaseService#execute`). `header` is the `X-Gitlab-Event` the trigger key gives
 * (`confidential_issue_hooks` → `Confidential Issue Hook`) where it differs from the sample's.
 */

/** What a trigger sends: the newest object of its kind in the world (flavors/gitlab/events/test-samples.ts). */
export type TestSampleKind =
  | 'push'
  | 'tag_push'
  | 'note'
  | 'issue'
  | 'merge_request'
  | 'build'
  | 'pipeline'
  | 'wiki_page'
  | 'release'
  | 'emoji'
  | 'access_token';

export interface TestTriggerRow {
  readonly sample: TestSampleKind | null;
  /** The `X-Gitlab-Event` of the trigger key, when it is not the sample event's own. */
  readonly header?: string;
}

/** `ProjectHook.triggers` (FOSS, with EE's `vulnerability_hooks`), in the model's order. */
const PROJECT_TRIGGERS: Readonly<Record<string, TestTriggerRow>> = {
  push_events: { sample: 'push' },
  tag_push_events: { sample: 'tag_push' },
  issues_events: { sample: 'issue' },
  confidential_issues_events: { sample: 'issue', header: 'Confidential Issue Hook' },
  note_events: { sample: 'note' },
  confidential_note_events: { sample: null },
  merge_requests_events: { sample: 'merge_request' },
  job_events: { sample: 'build' },
  pipeline_events: { sample: 'pipeline' },
  wiki_page_events: { sample: 'wiki_page' },
  deployment_events: { sample: null },
  feature_flag_events: { sample: null },
  releases_events: { sample: 'release' },
  milestone_events: { sample: null },
  emoji_events: { sample: 'emoji' },
  resource_access_token_events: { sample: 'access_token' },
  // Behind the ops flag `vulnerabilities_as_webhook_events`; off, the data is nil: "not available".
  vulnerability_events: { sample: null },
};

/**
 * The row of `trigger` for a project (`repo`) or group (`org`) hook; undefined: Grape's 400. Both
 * take the project hook's triggers: the shared `API::Hooks::TriggerTest`
 * (`lib/api/hooks/trigger_test.rb`) declares `values: ProjectHook.triggers.values` for either
 * mount (EE's override swaps only the test service), so `member_events`, `subgroup_events` and
 * `project_events` are 400 on a group hook too.
 */
export function gitlabTestTrigger(trigger: string): TestTriggerRow | undefined {
  return Object.hasOwn(PROJECT_TRIGGERS, trigger) ? PROJECT_TRIGGERS[trigger] : undefined;
}

/** Every trigger a project or group hook takes, in the model's order. */
export const gitlabTestTriggerNames = (): string[] => Object.keys(PROJECT_TRIGGERS);
