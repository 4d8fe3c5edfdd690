import type { DeliveryDialect } from '../../contract/delivery-dialect.js';
import { BASE_DELIVERY, NONE } from '../../contract/delivery-dialect.js';
import { ATTEMPT_HEADER } from './headers.js';

/**
 * Bitbucket Cloud's deliveries (Atlassian's "Troubleshoot webhooks" and "Event payloads"):
 * compact JSON signed as sent (`X-Hub-Signature: sha256=`), one hook type, a 10 s timeout, a 5xx
 * answer sent again up to two more times (`X-Attempt-Number` 2 and 3), payloads up to 256 KB,
 * at most 5 commits per pushed ref.
 */
export const BITBUCKET_DELIVERY: DeliveryDialect = {
  ...BASE_DELIVERY,
  shape: 'github',
  json: 'compact',
  signs: 'payload',
  headerlessTypes: NONE,
  nativeTypes: new Set(['bitbucket']),
  deliveryIdPer: 'hook',
  wireHeaderOrder: 'as-built',
  pushCommitLimit: 5,
  deliveryTimeoutMs: 10_000,
  largeBodyBytes: 250_000,
  retries: { times: 2, when: (status) => status >= 500 && status <= 599, attemptHeader: ATTEMPT_HEADER },
};
