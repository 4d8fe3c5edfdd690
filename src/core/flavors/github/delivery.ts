import type { DeliveryDialect } from '../../contract/delivery-dialect.js';
import { BASE_DELIVERY, NONE } from '../../contract/delivery-dialect.js';

/**
 * GitHub (docs/github-deliveries.md): its own catalog and payloads, one hook type (`web`), `*`
 * for every event, compact JSON signed as sent, signature headers only with a secret, no
 * branch filter, push payloads list up to 2048 commits, create/delete name the short ref.
 */
export const GITHUB_DELIVERY: DeliveryDialect = {
  ...BASE_DELIVERY,
  shape: 'github',
  allEvents: '*',
  signs: 'body',
  nativeTypes: new Set(['web']),
  json: 'compact',
  headerlessTypes: NONE,
  pushCommitLimit: 2048,
  // "a delivery that takes longer than 10 s is a failure"; a payload above 25 MB is not sent
  // (docs.github.com handling-failed-webhook-deliveries, webhook-events-and-payloads).
  deliveryTimeoutMs: 10_000,
  largeBodyBytes: 24_000_000,
  // Deleting a PR's base branch closes it (GitHub retargets only the PRs stacked on a merged head).
  baseBranchDeleted: 'close',
  reviewRequestRemoval: 'always',
  deliveryIdPer: 'event',
};
