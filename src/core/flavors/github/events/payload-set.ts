import type { PayloadSet } from '../../../events/payload-sets.js';
import { githubEventPayload } from './event-payload.js';
import { githubPush } from './git.js';
import { githubPingPayload } from './ping.js';

/** GitHub's builders: its own payloads (events/github's types from @octokit/openapi-webhooks-types). */
export const GITHUB_PAYLOADS: PayloadSet = {
  event: githubEventPayload,
  ping: githubPingPayload,
  // The ping's hook carries its last response (the delivery log moves between any two
  // presses): every press is its own variant, so a GitHub ping is built each time.
  pingVariant: (_hook, sequence) => sequence,
  // GitHub's test sends the latest push: the ref's head as its one commit.
  testPush: (ctx, ref, sha) => {
    const commit = { sha, message: 'Add widget scaffolding\n' };
    return githubPush(ctx, { ref, before: sha, after: sha, commits: [commit], head: commit });
  },
};
