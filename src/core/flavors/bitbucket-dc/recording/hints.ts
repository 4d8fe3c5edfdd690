import type { RecordingHints } from '../../../recording/recording-hints.js';
import { hookPathOf } from '../../../recording/recording-hints.js';
import { isJsonObject } from '../../../util/json-object.js';
import { EXCEPTION } from '../hooks/respond.js';
import { dcHookOfAnswer } from './hook-of-answer.js';
import { valuesPage } from '../../../recording/hook-answers.js';

/** The first error's `exceptionName` and `message` of a `{"errors": [...]}` body. */
function firstError(body: unknown): { exceptionName?: unknown; message?: unknown } {
  const errors = isJsonObject(body) && Array.isArray(body.errors) ? body.errors : [];
  const first: unknown = errors[0];
  return isJsonObject(first) ? first : {};
}

/** The words of Data Center's unknown-hook 404 (hooks/hooks.ts), with the id it names. */
const NO_WEBHOOK = /No webhook with ID (\d+) exists/g;

const NOT_FOUND = new Set<unknown>([EXCEPTION.noRepo, EXCEPTION.noWebhook, EXCEPTION.noProject]);

/**
 * Data Center's recording hints. Its project key (`:owner`, `:org`) is an org's key (the name upper-cased, so the
 * owner is the key lower-cased) or a user's `~slug`, `:repo` the repository and
 * `:webhookId` the hook. Owner reads are not kept (their ids are the scenario's own). Refusals are
 * told apart by `exceptionName`.
 */
export const BITBUCKET_DC_RECORDING: RecordingHints = {
  hookPath: (row, p) => {
    const owner = (p.owner ?? p.org ?? '').replace(/^~/, '').toLowerCase();
    if (owner === '') return null;
    return hookPathOf(row, owner, p.repo ?? '', owner, p.webhookId);
  },
  ownerReadsRecorded: false,
  learn: () => undefined,
  // Lists come in `{ values, size, isLastPage, start, limit }` pages.
  hooksOfAnswer: valuesPage,
  hookOfAnswer: dcHookOfAnswer,
  // Its 404 names the hook asked for (hooks/hooks.ts): the same remapped id as the path.
  respellHookIds: (text, mapId) =>
    text.replace(NO_WEBHOOK, (_, id: string) => `No webhook with ID ${mapId(Number(id))} exists`),
  errorKinds: (flavor) => ({
    notFound: (body) => NOT_FOUND.has(firstError(body).exceptionName),
    repoEmpty: () => false,
    ownerMissing: (body) => firstError(body).exceptionName === EXCEPTION.noProject,
    unknownToken: (body, token, viaQuery) =>
      firstError(body).message === flavor.unknownTokenMessage(token, viaQuery),
    scopeDenied: () => null,
    adminRequired: (body) => firstError(body).exceptionName === EXCEPTION.denied,
  }),
};
