/**
 * What GitLab sends where other products have an event it has not (`EventCatalog.counterparts`):
 * each refusal of the name points at GitLab's own event and action, as this flavor's simulations
 * send them (./vocabulary.ts). Sources: GitLab's webhook_events.md — an approval is a merge
 * request event with `action: "approved"` (`approval` per approver), a comment on a merge
 * request or an issue is a note (`Note Hook`), and a branch or tag created or deleted is its push
 * (`before` or `after` the zero SHA): GitLab has no review, create or delete events. A table.
 */
export const GITLAB_COUNTERPARTS: Readonly<Record<string, string>> = {
  pull_request: 'GitLab sends a pull request as merge_request',
  pull_request_review:
    'GitLab sends an approval as merge_request with action approved (send merge_request --action approved); any other review is a merge_request_note',
  pull_request_review_comment: 'GitLab sends a review comment as merge_request_note',
  issues: 'GitLab sends an issue as issue',
  issue_comment: 'GitLab sends a comment as note (merge_request_note on a merge request)',
  create: 'GitLab sends a new branch as push and a new tag as tag_push (from the zero SHA)',
  delete: 'GitLab sends a deleted branch as push and a deleted tag as tag_push (to the zero SHA)',
};
