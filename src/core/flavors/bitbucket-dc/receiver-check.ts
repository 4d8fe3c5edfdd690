import type { ReceiverCheckDialect } from '../../contract/receiver-check-dialect.js';

/**
 * `pr:opened` in time (no action: the key says it); the long message in a `repo:refs_changed`'s
 * `toCommit`; JSON only;
 * `X-Hub-Signature` is the proof a delivery is genuine (Data Center signs with the hook's secret).
 */
export const BITBUCKET_DC_RECEIVER_CHECK: ReceiverCheckDialect = {
  timely: { event: 'pr:opened' },
  largeMessagePath: ['toCommit', 'message'],
  formBodies: false,
  proofHeaders: /^x-hub-signature$/i,
  signingTokens: false,
};
