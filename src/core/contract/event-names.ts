/**
 * The event names every flag model shares (docs/behaviour.md §3.2, §3.3, §8): some input names
 * ("issues", "pull_request") switch on a whole group of flags, and the pseudo-names
 * "issues_only"/"pull_request_only" switch on one; and the event kinds the spec shows. The flags
 * themselves are each product's (the Gitea family's: flavors/gitea/event-flags.ts).
 */

/** Input names that switch on several flags at once. */
export const EVENT_GROUPS: Readonly<Record<string, readonly string[]>> = {
  issues: ['issues', 'issue_assign', 'issue_label', 'issue_milestone', 'issue_comment'],
  issues_only: ['issues'],
  pull_request: [
    'pull_request',
    'pull_request_assign',
    'pull_request_label',
    'pull_request_milestone',
    'pull_request_comment',
    'pull_request_review',
    'pull_request_review_request',
    'pull_request_sync',
  ],
  pull_request_only: ['pull_request'],
};

/** The event kinds the spec shows (docs/api.md "Event kinds"). */
export const SPEC_EVENTS = [
  'push',
  'create',
  'delete',
  'fork',
  'issues',
  'issue_comment',
  'pull_request',
  'pull_request_review',
  'release',
  'repository',
] as const;

/**
 * The flags a group name switches on, or undefined for any other name. An own-property lookup:
 * hook event names are client input, and `constructor` or `__proto__` must not find Object's
 * members (security review 4, G4).
 */
export function eventGroup(name: string): readonly string[] | undefined {
  return Object.hasOwn(EVENT_GROUPS, name) ? EVENT_GROUPS[name] : undefined;
}
