import type { ReceiverCheckDialect } from '../receiver-check-dialect.js';

/**
 * `Merge Request Hook` with `open` (webhook_events.md); the push's `message`; JSON only; the
 * token and the Standard Webhooks signature are GitLab's proofs (web_hook_service.rb).
 */
export const GITLAB_RECEIVER_CHECK: ReceiverCheckDialect = {
  timely: { event: 'merge_request', action: 'open' },
  largeMessagePath: ['message'],
  formBodies: false,
  proofHeaders: /^(x-gitlab-token|webhook-signature)$/i,
  signingTokens: true,
};
