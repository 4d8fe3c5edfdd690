import type { Catalog } from '../flavors/delivery-dialect.js';
import type { Flavor } from '../flavors/flavor.js';
import type { HookRecord } from '../state/database.js';
import type { BuiltEvent } from './event.js';
import type { EventType } from './event-type.js';
import { eventPayload } from './event-payload.js';
import { githubEventPayload } from '../flavors/github/events/event-payload.js';
import { githubPush } from '../flavors/github/events/git.js';
import { githubPingPayload } from '../flavors/github/events/ping.js';
import { gitlabEventPayload, gitlabTestPush } from '../flavors/gitlab/events/event-payload.js';
import type { PayloadContext } from './payloads/context.js';
import { headOf, testPushPayload, ZERO_SHA } from './payloads/git.js';
import { specPingPayload, specZenIndex } from './payloads/ping.js';

/** The payload builders of one catalog: events, a ping, a test press's push. */
export interface PayloadSet {
  /** `emit(event, …)`: the world as it is. */
  event(ctx: PayloadContext, type: EventType, action: string | null, ref?: string): BuiltEvent;
  /** A ping to one hook (the spec flavor's test press; GitHub's hook creation and `/pings`). */
  ping(ctx: PayloadContext, hook: HookRecord, flavor: Flavor, sequence: number): Record<string, unknown>;
  /** What of `sequence` a ping's payload depends on (its zen), for the test press's cache. */
  pingVariant(hook: HookRecord, sequence: number): number;
  /** The push a test press sends for a ref at a commit. */
  testPush(ctx: PayloadContext, ref: string, sha: string): Record<string, unknown>;
}

/** Each catalog's builders (flavors/delivery-dialect.ts `catalog` picks one). */
export const PAYLOAD_SETS: Readonly<Record<Catalog, PayloadSet>> = {
  gitea: { event: eventPayload, ping: specPingPayload, pingVariant: specZenIndex, testPush: testPushPayload },
  github: {
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
  },
  gitlab: {
    event: gitlabEventPayload,
    // GitLab has no ping: a hook's test sends the trigger's sample, a push by default.
    ping: (ctx) => {
      const ref = `refs/heads/${ctx.repo?.defaultBranch ?? 'main'}`;
      return gitlabTestPush(ctx, ref, ctx.repo ? headOf(ctx, ref) : ZERO_SHA);
    },
    pingVariant: () => 0,
    testPush: gitlabTestPush,
  },
};

/** The builders a payload context's flavor uses. */
export const payloadSetOf = (ctx: Pick<PayloadContext, 'dialect'>): PayloadSet =>
  PAYLOAD_SETS[ctx.dialect.catalog];
