import type { PayloadSet } from '../../../events/payload-sets.js';
import { bitbucketDcEventPayload, bitbucketDcTestPush } from './event-payload.js';

/**
 * Data Center's builders. Its ping (the test route's `diagnostics:ping`, "Test connection") is the
 * body `{"test": true}` alone (Jenkins' recorded `impl/webhook/server/ping.json`).
 */
export const BITBUCKET_DC_PAYLOADS: PayloadSet = {
  event: bitbucketDcEventPayload,
  ping: () => ({ test: true }),
  pingVariant: () => 0,
  testPush: bitbucketDcTestPush,
};
