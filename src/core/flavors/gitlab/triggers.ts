/**
 * GitLab's hook names (the `trigger` of a hook log, `WebHookLog#trigger`) by the `X-Gitlab-Event`
 * value they send: `WebHookService.hook_to_event` is `hook_name.to_s.singularize.titleize`
 * (`app/services/web_hook_service.rb`), so each row is a name and its header. A table, so that every
 * delivery to a GitLab hook — an event, a test trigger, a resend — shows its trigger in the events
 * log from the header it was sent with, whoever recorded it.
 */
const HOOK_NAMES: readonly (readonly [header: string, trigger: string])[] = [
  ['Push Hook', 'push_hooks'],
  ['Tag Push Hook', 'tag_push_hooks'],
  ['Issue Hook', 'issue_hooks'],
  ['Confidential Issue Hook', 'confidential_issue_hooks'],
  ['Note Hook', 'note_hooks'],
  ['Confidential Note Hook', 'confidential_note_hooks'],
  ['Merge Request Hook', 'merge_request_hooks'],
  ['Job Hook', 'job_hooks'],
  ['Pipeline Hook', 'pipeline_hooks'],
  ['Wiki Page Hook', 'wiki_page_hooks'],
  ['Deployment Hook', 'deployment_hooks'],
  ['Feature Flag Hook', 'feature_flag_hooks'],
  ['Release Hook', 'release_hooks'],
  ['Milestone Hook', 'milestone_hooks'],
  ['Emoji Hook', 'emoji_hooks'],
  ['Resource Access Token Hook', 'resource_access_token_hooks'],
  ['Member Hook', 'member_hooks'],
  ['Subgroup Hook', 'subgroup_hooks'],
  ['Project Hook', 'project_hooks'],
  ['Vulnerability Hook', 'vulnerability_hooks'],
];

const BY_HEADER: ReadonlyMap<string, string> = new Map(HOOK_NAMES);

/**
 * The hook name of a delivery's `X-Gitlab-Event` value; a header the table does not know is
 * named by the same rule run backwards (`Some Hook` → `some_hooks`).
 */
export function gitlabTriggerOf(header: string): string {
  return BY_HEADER.get(header) ?? `${header.trim().toLowerCase().replace(/\s+/g, '_')}s`;
}
