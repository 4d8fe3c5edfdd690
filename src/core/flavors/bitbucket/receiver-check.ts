import type { ReceiverCheckDialect } from '../receiver-check-dialect.js';

/**
 * `pullrequest:created` for the in-time case; the push's newest commit message for the large
 * body; JSON only; `X-Hub-Signature` is the proof a delivery is genuine.
 */
export const BITBUCKET_RECEIVER_CHECK: ReceiverCheckDialect = {
  timely: { event: 'pullrequest:created', action: '' },
  largeMessagePath: ['push', 'changes', '0', 'commits', '0', 'message'],
  formBodies: false,
  proofHeaders: /^x-hub-signature$/i,
  signingTokens: false,
};
