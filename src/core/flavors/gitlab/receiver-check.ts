import type { ReceiverCheckDialect } from '../../contract/receiver-check-dialect.js';

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
  signedCases: [
    {
      name: 'stale-timestamp',
      expect: 'refusal',
      why: 'a webhook-timestamp more than 5 minutes from your clock, signed with the right signing token, is what a replay looks like: Standard Webhooks receivers refuse it',
    },
    {
      name: 'replayed-signature',
      expect: 'refusal',
      why: "another delivery's webhook-id, webhook-timestamp and webhook-signature on this body (the right token kept): a captured signature does not cover another body, refuse it",
    },
  ],
  whys: {
    'bad-signature':
      'a delivery with another X-Gitlab-Token (with a signing token: the right token, signed with another key) did not come from your hook: refuse it before acting on it',
    'missing-signature':
      'without X-Gitlab-Token (and webhook-signature) anyone who knows the URL can post to it: a receiver with a token must refuse a delivery that lacks it',
  },
};
