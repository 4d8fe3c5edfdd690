import { eventRow as e } from '../../../contract/event-type.js';

const NONE = [] as const;
const STATUS = ['success', 'failed', 'running', 'pending', 'canceled'] as const;

/**
 * GitLab's events as the `gitlab` flavor emits them (webhook_events.md; docs/gitlab-deliveries.md
 * §5.1, §8): the name is the payload's `object_kind` (notes on a merge request or a commit have
 * their own rows, since a note's target is part of what is emitted), the header the
 * `X-Gitlab-Event` value, the flag the hook attribute that subscribes to it. Actions are
 * `object_attributes.action` (issue, note, MR, wiki page, emoji), the top-level `action`
 * (release, milestone), `event_name` (member, subgroup, project, access token), or the status
 * (pipeline, build, deployment). Group-level events (`group`) may be emitted with an org
 * alone. A table.
 */
export const GITLAB_EVENT_TYPES = [
  e('push', 'by_name', NONE, { header: 'Push Hook', flag: 'push_events' }),
  e('tag_push', 'by_name', NONE, { header: 'Tag Push Hook', flag: 'tag_push_events' }),
  e('issue', 'by_name', ['open', 'close', 'reopen', 'update'], {
    header: 'Issue Hook',
    flag: 'issues_events',
  }),
  e('note', 'by_name', ['create', 'update'], { header: 'Note Hook', flag: 'note_events' }),
  e('merge_request_note', 'by_name', ['create', 'update'], { header: 'Note Hook', flag: 'note_events' }),
  e('commit_note', 'by_name', ['create', 'update'], { header: 'Note Hook', flag: 'note_events' }),
  e(
    'merge_request',
    'by_name',
    ['open', 'close', 'reopen', 'update', 'approved', 'unapproved', 'approval', 'unapproval', 'merge'],
    { header: 'Merge Request Hook', flag: 'merge_requests_events' },
  ),
  e('wiki_page', 'by_name', ['create', 'update', 'delete'], {
    header: 'Wiki Page Hook',
    flag: 'wiki_page_events',
  }),
  e('pipeline', 'by_name', STATUS, { header: 'Pipeline Hook', flag: 'pipeline_events' }),
  e('build', 'by_name', STATUS, { header: 'Job Hook', flag: 'job_events' }),
  e('deployment', 'by_name', ['success', 'running', 'failed', 'canceled'], {
    header: 'Deployment Hook',
    flag: 'deployment_events',
  }),
  e('release', 'by_name', ['create', 'update', 'delete'], {
    header: 'Release Hook',
    flag: 'releases_events',
  }),
  e('milestone', 'by_name', ['create', 'close', 'reopen', 'delete'], {
    header: 'Milestone Hook',
    flag: 'milestone_events',
  }),
  e('emoji', 'by_name', ['award', 'revoke'], { header: 'Emoji Hook', flag: 'emoji_events' }),
  e(
    'member',
    'group',
    [
      'user_add_to_group',
      'user_update_for_group',
      'user_remove_from_group',
      'user_access_request_to_group',
      'user_access_request_denied_for_group',
    ],
    { header: 'Member Hook', flag: 'member_events' },
  ),
  e('subgroup', 'group', ['subgroup_create', 'subgroup_destroy'], {
    header: 'Subgroup Hook',
    flag: 'subgroup_events',
  }),
  e('project', 'by_name', ['project_create', 'project_destroy'], {
    header: 'Project Hook',
    flag: 'project_events',
  }),
  e('access_token', 'by_name', ['expiring_access_token'], {
    header: 'Resource Access Token Hook',
    flag: 'resource_access_token_events',
  }),
  e('feature_flag', 'by_name', ['activate', 'deactivate'], {
    header: 'Feature Flag Hook',
    flag: 'feature_flag_events',
  }),
] as const;
