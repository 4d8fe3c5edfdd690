import type { Catalog } from '../flavors/delivery-dialect.js';
import type { Flavor } from '../flavors/flavor.js';
import type { HookRecord } from '../state/database.js';
import type { BuiltEvent } from './event.js';
import type { EventType } from './event-type.js';
import { eventPayload } from './event-payload.js';
import { githubEventPayload } from './github/event-payload.js';
import { githubPush } from './github/git.js';
import { githubPingPayload } from './github/ping.js';
import type { PayloadContext } from './payloads/context.js';
import { testPushPayload } from './payloads/git.js';
import { specPingPayload } from './payloads/ping.js';

/** The payload builders of one catalog: events, a ping, a test press's push. */
export interface PayloadSet {
  /** `emit(event, …)`: the world as it is. */
  event(ctx: PayloadContext, type: EventType, action: string | null, ref?: string): BuiltEvent;
  /** A ping to one hook (the spec flavor's test press; GitHub's hook creation and `/pings`). */
  ping(ctx: PayloadContext, hook: HookRecord, flavor: Flavor, sequence: number): Record<string, unknown>;
  /** The push a test press sends for a ref at a commit. */
  testPush(ctx: PayloadContext, ref: string, sha: string): Record<string, unknown>;
}

/** Each catalog's builders (flavors/delivery-dialect.ts `catalog` picks one). */
export const PAYLOAD_SETS: Readonly<Record<Catalog, PayloadSet>> = {
  gitea: { event: eventPayload, ping: specPingPayload, testPush: testPushPayload },
  github: {
    event: githubEventPayload,
    ping: githubPingPayload,
    // GitHub's test sends the latest push: the ref's head as its one commit.
    testPush: (ctx, ref, sha) => {
      const commit = { sha, message: 'Add widget scaffolding\n' };
      return githubPush(ctx, { ref, before: sha, after: sha, commits: [commit], head: commit });
    },
  },
};

/** The builders a payload context's flavor uses. */
export const payloadSetOf = (ctx: PayloadContext): PayloadSet => PAYLOAD_SETS[ctx.dialect.catalog];
