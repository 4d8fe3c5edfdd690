import type { PayloadSet } from '../../../events/payload-sets.js';
import { headOf, ZERO_SHA } from '../../../events/payloads/git.js';
import { gitlabEventPayload, gitlabTestPush } from './event-payload.js';

/** GitLab's builders (`Gitlab::DataBuilder::*`). */
export const GITLAB_PAYLOADS: PayloadSet = {
  event: gitlabEventPayload,
  // GitLab has no ping: a hook's test sends the trigger's sample, a push by default.
  ping: (ctx) => {
    const ref = `refs/heads/${ctx.repo?.defaultBranch ?? 'main'}`;
    return gitlabTestPush(ctx, ref, ctx.repo ? headOf(ctx, ref) : ZERO_SHA);
  },
  pingVariant: () => 0,
  testPush: gitlabTestPush,
};
