import { eventRow as e } from '../../../contract/event-type.js';

const NONE = [] as const;

/**
 * Bitbucket Cloud's events as the `bitbucket` flavor emits them: one row per event key (the
 * `X-Event-Key` header and the name a hook subscribes with; Cloud OpenAPI `hook_event.event`),
 * none with actions. The push is named `push` (its key is its header and flag), as every flavor
 * names it, so `emit('push')` means the same everywhere (docs/bitbucket-deliveries.md). A table.
 */
export const BITBUCKET_EVENT_TYPES = [
  e('push', 'push', NONE, { header: 'repo:push', flag: 'repo:push' }),
  e('repo:fork', 'fork', NONE),
  e('repo:updated', 'repository', NONE),
  e('repo:created', 'repository', NONE),
  e('repo:deleted', 'repository', NONE),
  e('repo:commit_status_created', 'status', NONE),
  e('repo:commit_status_updated', 'status', NONE),
  e('pullrequest:created', 'pull', NONE),
  e('pullrequest:updated', 'pull', NONE),
  e('pullrequest:approved', 'review', NONE),
  e('pullrequest:unapproved', 'review', NONE),
  e('pullrequest:fulfilled', 'pull', NONE),
  e('pullrequest:rejected', 'pull', NONE),
  e('pullrequest:comment_created', 'comment', NONE),
  e('pullrequest:comment_updated', 'comment', NONE),
  e('pullrequest:comment_deleted', 'comment', NONE),
  e('issue:created', 'issue', NONE),
  e('issue:updated', 'issue', NONE),
  e('issue:comment_created', 'comment', NONE),
] as const;
