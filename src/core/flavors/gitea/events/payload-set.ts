import type { PayloadSet } from '../../../events/payload-sets.js';
import { eventPayload } from '../../../events/event-payload.js';
import { testPushPayload } from '../../../events/payloads/git.js';
import { specPingPayload, specZenIndex } from './ping.js';

/** The Gitea family's builders: Gitea's structs (G/F `modules/structs/hook.go`). */
export const GITEA_PAYLOADS: PayloadSet = {
  event: eventPayload,
  ping: specPingPayload,
  pingVariant: specZenIndex,
  testPush: testPushPayload,
};
