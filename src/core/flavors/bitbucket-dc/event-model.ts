import type { EventModel } from '../../contract/event-model.js';
import { BITBUCKET_DC_EVENT_KEYS } from './events/catalog.js';

const PR = ['pr:opened', 'pr:from_ref_updated', 'pr:modified', 'pr:merged', 'pr:declined', 'pr:deleted'];
const REVIEW = [
  'pr:reviewer:updated',
  'pr:reviewer:approved',
  'pr:reviewer:unapproved',
  'pr:reviewer:needs_work',
  'pr:reviewer:changes_requested',
];
const PR_COMMENT = ['pr:comment:added', 'pr:comment:edited', 'pr:comment:deleted'];
const REPO_COMMENT = ['repo:comment:added', 'repo:comment:edited', 'repo:comment:deleted'];

/**
 * A scenario hook's neutral event names (the other flavors' names) as Data Center keys, so one
 * scenario serves every flavor (the table of docs/bitbucket-dc-deliveries.md, "Scenario hooks"): a
 * branch or tag pushed, made or deleted is one `repo:refs_changed`; a pull request's life, its
 * reviews and its comments are the `pr:` keys of each; what Data Center has no event for
 * subscribes to nothing.
 */
export const NEUTRAL_TO_DC: Readonly<Record<string, readonly string[]>> = {
  push: ['repo:refs_changed'],
  create: ['repo:refs_changed'],
  delete: ['repo:refs_changed'],
  fork: ['repo:forked'],
  repository: ['repo:modified'],
  // A release is its tag arriving.
  release: ['repo:refs_changed'],
  pull_request: PR,
  pull_request_review: REVIEW,
  pull_request_comment: PR_COMMENT,
  pull_request_sync: ['pr:from_ref_updated'],
  pull_request_assign: ['pr:reviewer:updated'],
  pull_request_review_request: ['pr:reviewer:updated'],
  pull_request_label: ['pr:modified'],
  pull_request_milestone: ['pr:modified'],
  issue_comment: PR_COMMENT,
  commit_comment: REPO_COMMENT,
  // Nothing in Data Center: no issues (Jira), wiki, packages, statuses or CI runs.
  issues: [],
  issue_assign: [],
  issue_label: [],
  issue_milestone: [],
  wiki: [],
  package: [],
  status: [],
  workflow_run: [],
  workflow_job: [],
};

const ORDER = new Map(BITBUCKET_DC_EVENT_KEYS.map((key, i) => [key, i]));

/** Keys in the catalog's order, each once: a neutral name becomes its keys. */
function keysOf(names: readonly string[]): string[] {
  const keys = new Set(names.flatMap((name) => NEUTRAL_TO_DC[name] ?? [name]));
  return [...keys].sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}

/** Data Center's keys and the neutral names in; keys stored and reported as they are. */
export function bitbucketDcEventModel(): EventModel {
  return {
    accepted: new Set([...BITBUCKET_DC_EVENT_KEYS, ...Object.keys(NEUTRAL_TO_DC)]),
    store: keysOf,
    report: keysOf,
    toInput: keysOf,
    fromReport: keysOf,
    patchKeeps: new Set(),
  };
}

/** Whether `key` is one a hook may subscribe to. */
export const isEventKey = (key: string): boolean => ORDER.has(key);
