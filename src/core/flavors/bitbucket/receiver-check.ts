import type { ReceiverCheckDialect } from '../../contract/receiver-check-dialect.js';

/**
 * `pullrequest:created` (no action) for the in-time case; a long actor name for the large body;
 * JSON only; `X-Hub-Signature` is the proof a delivery is genuine.
 */
export const BITBUCKET_RECEIVER_CHECK: ReceiverCheckDialect = {
  timely: { event: 'pullrequest:created' },
  // The commit messages sit in arrays, which an override replaces whole: the actor's name is long.
  largeMessagePath: ['actor', 'display_name'],
  formBodies: false,
  proofHeaders: /^x-hub-signature$/i,
  signingTokens: false,
};
