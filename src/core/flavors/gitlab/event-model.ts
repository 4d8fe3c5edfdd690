import type { EventModel } from '../../contract/event-model.js';

/**
 * GitLab's hook event flags (`API::Entities::ProjectHook`,
 * the `common_hook_parameters` of `lib/api/project_hooks.rb`, and group_webhooks.md). A hook
 * stores the names of the flags that are on.
 */
export const GITLAB_PROJECT_FLAGS = [
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'repository_update_events',
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'feature_flag_events',
  'job_events',
  'releases_events',
  'milestone_events',
  'emoji_events',
  'resource_access_token_events',
  'resource_deploy_token_events',
  'vulnerability_events',
] as const;

/** The flags only group hooks take (group_webhooks.md; `project_events` since 17.6). */
export const GITLAB_GROUP_ONLY_FLAGS = ['subgroup_events', 'member_events', 'project_events'] as const;

/**
 * A scenario hook's neutral event names (the other flavors' names) as GitLab flags, so one
 * scenario serves every flavor (the table is in docs/gitlab-deliveries.md).
 */
export const NEUTRAL_TO_GITLAB: Readonly<Record<string, string>> = {
  push: 'push_events',
  create: 'tag_push_events',
  delete: 'tag_push_events',
  issues: 'issues_events',
  issue_comment: 'note_events',
  pull_request: 'merge_requests_events',
  pull_request_comment: 'note_events',
  pull_request_review: 'merge_requests_events',
  wiki: 'wiki_page_events',
  release: 'releases_events',
  workflow_run: 'pipeline_events',
  workflow_job: 'job_events',
  repository: 'project_events',
  member: 'member_events',
};

const FLAGS: readonly string[] = [...GITLAB_PROJECT_FLAGS, ...GITLAB_GROUP_ONLY_FLAGS];

/** Neutral names and flags in, flags stored in the table's order, flags reported as stored. */
export function gitlabEventModel(): EventModel {
  const accepted = new Set([...FLAGS, ...Object.keys(NEUTRAL_TO_GITLAB)]);
  const order = new Map(FLAGS.map((flag, i) => [flag, i]));
  const flagsOf = (names: readonly string[]) =>
    [...new Set(names.map((name) => NEUTRAL_TO_GITLAB[name] ?? name))].sort(
      (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    );
  return {
    accepted,
    store: flagsOf,
    report: flagsOf,
    toInput: flagsOf,
    fromReport: flagsOf,
    patchKeeps: new Set(),
  };
}
