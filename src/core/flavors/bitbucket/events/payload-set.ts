import type { PayloadSet } from '../../../events/payload-sets.js';
import { headOf, ZERO_SHA } from '../../../events/payloads/git.js';
import { bitbucketEventPayload, bitbucketTestPush } from './event-payload.js';

/** Bitbucket Cloud's builders. It has no ping and no test route: a press sends a push of the default branch. */
export const BITBUCKET_PAYLOADS: PayloadSet = {
  event: bitbucketEventPayload,
  ping: (ctx) => {
    const ref = `refs/heads/${ctx.repo?.defaultBranch ?? 'main'}`;
    return bitbucketTestPush(ctx, ref, ctx.repo ? headOf(ctx, ref) : ZERO_SHA);
  },
  pingVariant: () => 0,
  testPush: bitbucketTestPush,
};
