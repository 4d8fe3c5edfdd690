import { eventRow as e } from '../../../contract/event-type.js';

const NONE = [] as const;

/**
 * Bitbucket Data Center's event keys, as `X-Event-Key` and the payload's `eventKey` carry them
 * (Atlassian's "Event payload" page of Bitbucket Data Center 8.x; the `X-Event-Key` union of
 * `@coderabbitai/bitbucket`'s `BitbucketServerWebhookHeaders`). The name is the key, the flag the
 * key a hook subscribes with (`events: ["repo:refs_changed", …]`). No key has an action: DC puts
 * the action in the key. `pr:reviewer:needs_work` is what servers before 8.x send for
 * `pr:reviewer:changes_requested` (go-playground/webhooks' `pr-reviewer-needs-work.json`). The
 * test route's `diagnostics:ping` is the test press (./payload-set.ts), not an event. Left out:
 * `repo:secret_detected` and `mirror:repo_synchronized` (no recorded payload to build them from).
 * A table.
 */
export const BITBUCKET_DC_EVENT_TYPES = [
  e('repo:refs_changed', 'push', NONE),
  // `emit('push')`, the name every flavor takes: the same `repo:refs_changed`.
  e('push', 'push', NONE, { header: 'repo:refs_changed', flag: 'repo:refs_changed' }),
  e('repo:modified', 'repository', NONE),
  e('repo:forked', 'fork', NONE),
  e('repo:comment:added', 'comment', NONE),
  e('repo:comment:edited', 'comment', NONE),
  e('repo:comment:deleted', 'comment', NONE),
  e('pr:opened', 'pull', NONE),
  e('pr:from_ref_updated', 'pull', NONE),
  e('pr:modified', 'pull', NONE),
  e('pr:reviewer:updated', 'pull', NONE),
  e('pr:reviewer:approved', 'review', NONE),
  e('pr:reviewer:unapproved', 'review', NONE),
  e('pr:reviewer:needs_work', 'review', NONE),
  e('pr:reviewer:changes_requested', 'review', NONE),
  e('pr:merged', 'pull', NONE),
  e('pr:declined', 'pull', NONE),
  e('pr:deleted', 'pull', NONE),
  e('pr:comment:added', 'comment', NONE),
  e('pr:comment:edited', 'comment', NONE),
  e('pr:comment:deleted', 'comment', NONE),
  e('project:modified', 'repository', NONE),
] as const;

/** The key of the test route's delivery ("Test connection"; Jenkins' `HookEventType.SERVER_PING`). */
export const PING_KEY = 'diagnostics:ping';

/** Every key a hook may subscribe to: the catalog's. */
export const BITBUCKET_DC_EVENT_KEYS: readonly string[] = [
  ...new Set(BITBUCKET_DC_EVENT_TYPES.map((row) => row.flag)),
];
