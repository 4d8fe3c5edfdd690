import type { HookRecord } from '../../state/database.js';
import type { EventModel } from '../../contract/event-model.js';
import type { HookField } from '../../contract/flavor.js';
import { dcMetaOf } from './meta.js';

/** A stored time as Data Center shows it: epoch milliseconds. */
export const epochMs = (stamp: string): number => {
  const ms = Date.parse(stamp);
  return Number.isNaN(ms) ? 0 : ms;
};

/** `configuration` as shown: the secret first, then the other keys (the third-party CLI's "echoed on every read"). */
function configurationOf(hook: HookRecord): Record<string, string> {
  const { configuration } = dcMetaOf(hook);
  return hook.secret === '' ? { ...configuration } : { secret: hook.secret, ...configuration };
}

/**
 * `RestWebhook` as Data Center answers it, in its key order (the Atlassian doc example and the
 * atlassian-python-api fixture `webhooks/POST`: `id, name, createdDate, updatedDate, events,
 * configuration, url, active`, newer servers add `scopeType` and `sslVerificationRequired`).
 * `credentials` shows the username alone; the password is never returned.
 */
export const BITBUCKET_DC_HOOK_FIELDS: readonly HookField[] = [
  ['id', (h) => h.id],
  ['name', (h) => h.name],
  ['createdDate', (h) => epochMs(h.created)],
  ['updatedDate', (h) => epochMs(h.updated)],
  ['events', (h, events) => events.report(h.events)],
  ['configuration', configurationOf],
  ['url', (h) => h.url],
  ['active', (h) => h.active],
  ['scopeType', (h) => (h.scope === 'repo' ? 'repository' : 'project')],
  ['sslVerificationRequired', (h) => dcMetaOf(h).sslVerificationRequired],
];

/** The hook's JSON: the fields above, `credentials` after `configuration` when the hook has them. */
export function dcHookView(hook: HookRecord, events: EventModel): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [key, value] of BITBUCKET_DC_HOOK_FIELDS) {
    entries.push([key, value(hook, events)]);
    const { credentials } = dcMetaOf(hook);
    if (key === 'configuration' && credentials)
      entries.push(['credentials', { username: credentials.username }]);
  }
  return Object.fromEntries(entries);
}
