import type { EventModel } from '../../contract/event-model.js';

/**
 * Every event key a hook may subscribe to (Cloud OpenAPI `hook_event.event`, 28 keys); the
 * catalog sends the 17 of events/catalog.ts, the others are stored and listed but never sent.
 */
export const BITBUCKET_EVENT_KEYS: readonly string[] = [
  'issue:comment_created',
  'issue:created',
  'issue:updated',
  'project:updated',
  'pullrequest:approved',
  'pullrequest:changes_request_created',
  'pullrequest:changes_request_removed',
  'pullrequest:comment_created',
  'pullrequest:comment_deleted',
  'pullrequest:comment_reopened',
  'pullrequest:comment_resolved',
  'pullrequest:comment_updated',
  'pullrequest:created',
  'pullrequest:fulfilled',
  'pullrequest:push',
  'pullrequest:rejected',
  'pullrequest:unapproved',
  'pullrequest:updated',
  'repo:commit_comment_created',
  'repo:commit_status_created',
  'repo:commit_status_updated',
  'repo:created',
  'repo:deleted',
  'repo:fork',
  'repo:imported',
  'repo:push',
  'repo:transfer',
  'repo:updated',
];

const PR = ['pullrequest:created', 'pullrequest:updated', 'pullrequest:fulfilled', 'pullrequest:rejected'];
const PR_COMMENTS = [
  'pullrequest:comment_created',
  'pullrequest:comment_updated',
  'pullrequest:comment_deleted',
];

/**
 * A scenario hook's neutral event names (the other flavors') as Bitbucket event keys, so one
 * scenario serves every flavor (the table is in docs/bitbucket-deliveries.md). Bitbucket has no
 * releases: a release is its tag's `repo:push`.
 */
export const NEUTRAL_TO_BITBUCKET: Readonly<Record<string, readonly string[]>> = {
  push: ['repo:push'],
  create: ['repo:push'],
  delete: ['repo:push'],
  release: ['repo:push'],
  fork: ['repo:fork'],
  repository: ['repo:updated'],
  status: ['repo:commit_status_created', 'repo:commit_status_updated'],
  pull_request: PR,
  pull_request_review: ['pullrequest:approved', 'pullrequest:unapproved'],
  pull_request_comment: PR_COMMENTS,
  pull_request_review_comment: PR_COMMENTS,
  issues: ['issue:created', 'issue:updated'],
  issue_comment: ['issue:comment_created'],
};

const known = new Set(BITBUCKET_EVENT_KEYS);
const keysOf = (names: readonly string[]) => [
  ...new Set(names.flatMap((name) => (known.has(name) ? [name] : (NEUTRAL_TO_BITBUCKET[name] ?? [])))),
];

/** Keys and neutral names in; keys stored and reported in the order given (as Bitbucket keeps them). */
export function bitbucketEventModel(): EventModel {
  const accepted = new Set([...BITBUCKET_EVENT_KEYS, ...Object.keys(NEUTRAL_TO_BITBUCKET)]);
  return {
    accepted,
    store: keysOf,
    report: keysOf,
    toInput: keysOf,
    fromReport: keysOf,
    patchKeeps: new Set(),
  };
}
