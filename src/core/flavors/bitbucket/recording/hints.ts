import type { RecordingHints } from '../../../recording/recording-hints.js';
import { hookPathOf, learnRepo } from '../../../recording/recording-hints.js';
import type { OwnerFacts, RecordedAnswer } from '../../../recording/recording-hints.js';
import { bracedUuid } from '../events/links.js';
import { isJsonObject } from '../../../util/json-object.js';
import { REDACTED, replaceOrigin } from '../../../recording/normalize-values.js';
import { valuesPage } from '../../../recording/hook-answers.js';
import { bareUuidOf, hookIdOfUuid, uidKey, uuidInverse } from '../hook-uuid.js';
import { FORBIDDEN } from '../auth/access.js';

const messageOf = (body: unknown) =>
  isJsonObject(body) && isJsonObject(body.error) ? body.error.message : undefined;

/** A bare UUID anywhere in a text: in braces, percent-encoded braces or none. */
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/gi;

/** The mock's hook id a path's `{uid}` names: the numeric id, or the one its uuid was derived from. */
const idOfUid = (uid: string): number | undefined => {
  const key = uidKey(uid);
  return key === undefined ? undefined : 'id' in key ? key.id : hookIdOfUuid(key.uuid);
};

/** The mock's repository id a repository's uuid was derived from (`bracedUuid('repository', id)`). */
const repoIdOfUuid = uuidInverse(
  (id) => `bitbucket:repository:${id}`,
  (id) => bracedUuid('repository', id),
);

/**
 * A repository's id from the hooks an answer shows: each hook's `subject` is its repository, whose
 * uuid the mock derives from the id, so a fresh mock shows the same uuid.
 */
function learnFromHooks(p: RecordedAnswer, _isOwnerRead: boolean, facts: OwnerFacts): void {
  for (const raw of valuesPage(p.response)) {
    const subject = raw.subject;
    if (!isJsonObject(subject) || subject.type !== 'repository') continue;
    const { full_name: name, uuid } = subject;
    const id = typeof uuid === 'string' ? repoIdOfUuid(uuid) : undefined;
    if (typeof name === 'string' && id !== undefined) learnRepo(facts, name, { id });
  }
}

/**
 * Bitbucket Cloud's recording hints: owners by `:owner/:repo` and `:org`; a hook by its `:uid`
 * and a hook object by its `uuid`, each the mock's id where the uuid is one the mock derived
 * (hook-uuid.ts; a real Bitbucket's names none the inference can map); lists in `{values}`
 * pages; every such uuid in a path, header or body following the remapped id; a repository's id
 * learnt from a hook's `subject` (its uuid derived from it too); a hook answer read
 * back by its `url`, `events` and `secret_set`; refusals in its envelope.
 */
export const BITBUCKET_RECORDING: RecordingHints = {
  hookPath: (row, p) => {
    if (
      row.operation === 'list-event-scopes' ||
      row.operation === 'list-event-types' ||
      row.operation === 'get-user'
    )
      return null;
    const id = p.uid === undefined ? undefined : idOfUid(p.uid);
    return hookPathOf(row, p.owner ?? '', p.repo ?? '', p.org ?? '', id === undefined ? p.uid : String(id));
  },
  hooksOfAnswer: valuesPage,
  hookIdOf: (raw) =>
    raw.type === 'webhook_subscription' && typeof raw.uuid === 'string' ? idOfUid(raw.uuid) : undefined,
  respellHookIds: (text, mapId) =>
    text.replace(UUID_IN_TEXT, (uuid) => {
      const id = hookIdOfUuid(uuid);
      return id === undefined ? uuid : bareUuidOf(mapId(id));
    }),
  ownerReadsRecorded: false,
  learn: learnFromHooks,
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
