import type { DeliveryDialect } from '../../contract/delivery-dialect.js';
import { BASE_DELIVERY, NONE } from '../../contract/delivery-dialect.js';

/**
 * Data Center's deliveries (Atlassian's "Manage webhooks"): its own catalog and payloads
 * (./events/), a hook subscribed by key; compact JSON (Jackson); the HMAC-SHA256 of the body as
 * `X-Hub-Signature` when the hook has a secret; a 10 s timeout; no retries (none documented);
 * a push lists its newest 5 commits (`commits[]`, `@coderabbitai/bitbucket`'s `RepoRefsChanged`).
 * Only 2xx counts as delivered. Every request has its own `X-Request-Id`.
 */
export const BITBUCKET_DC_DELIVERY: DeliveryDialect = {
  ...BASE_DELIVERY,
  shape: 'github',
  json: 'compact',
  signs: 'body',
  headerlessTypes: NONE,
  nativeTypes: new Set(['bitbucket-dc']),
  allEvents: undefined,
  deliveryIdPer: 'hook',
  redirectsSucceed: false,
  wireHeaderOrder: 'as-built',
  pushCommitLimit: 5,
  deliveryTimeoutMs: 10_000,
  largeBodyBytes: 1024 * 1024,
};
