import type { RecordingHints } from '../../../recording/recording-hints.js';
import { hookPathOf } from '../../../recording/recording-hints.js';
import { isJsonObject } from '../../../util/json-object.js';
import { REDACTED, replaceOrigin } from '../../../recording/normalize-values.js';
import { uidKey } from '../hook-uuid.js';
import { FORBIDDEN } from '../auth/access.js';

const messageOf = (body: unknown) =>
  isJsonObject(body) && isJsonObject(body.error) ? body.error.message : undefined;

/**
 * Bitbucket Cloud's recording hints: owners by `:owner/:repo` and `:org`; a hook by its `:uid`,
 * which names the mock's id only where it is numeric (a uuid names none the inference can map);
 * a hook answer read back by its `url`, `events` and `secret_set`; refusals in its envelope.
 */
export const BITBUCKET_RECORDING: RecordingHints = {
  hookPath: (row, p) => {
    if (
      row.operation === 'list-event-scopes' ||
      row.operation === 'list-event-types' ||
      row.operation === 'get-user'
    )
      return null;
    const key = p.uid === undefined ? undefined : uidKey(p.uid);
    const id = key && 'id' in key ? String(key.id) : p.uid;
    return hookPathOf(row, p.owner ?? '', p.repo ?? '', p.org ?? '', id);
  },
  ownerReadsRecorded: false,
  learn: () => undefined,
  hookOfAnswer: (raw, ctx) => {
    if (raw.type !== 'webhook_subscription' || typeof raw.url !== 'string') return null;
    const events = Array.isArray(raw.events)
      ? raw.events.filter((e): e is string => typeof e === 'string')
      : [];
    return {
      active: raw.active !== false,
      events: ctx.flavor.events.toInput(events),
      config: {
        url: replaceOrigin(raw.url, ctx.origin),
        content_type: 'json',
        ...(raw.secret_set === true ? { secret: REDACTED } : {}),
      },
    };
  },
  errorKinds: () => ({
    notFound: (body) => /not found/i.test(String(messageOf(body) ?? '')),
    repoEmpty: () => false,
    ownerMissing: () => false,
    unknownToken: (body) => messageOf(body) === 'Unauthorized',
    scopeDenied: () => null,
    adminRequired: (body) => messageOf(body) === FORBIDDEN,
  }),
};
