import { sharedErrorKinds } from './error-kinds.js';
import { hookPathOf } from './recording-hints.js';
import type { RecordingHints } from './recording-hints.js';

/**
 * The recording hints of products whose routes name owners by `:owner/:repo` and `:org`, the hook
 * as `:id` (GitHub's `:hook_id`): their hook answers name no owner id, so there is nothing to
 * learn and no owner read to keep; refusals in the shared checks' words.
 */
export const BY_NAME_HINTS: Omit<RecordingHints, 'hookOfAnswer'> = {
  hookPath: (row, p) => hookPathOf(row, p.owner ?? '', p.repo ?? '', p.org ?? '', p.id ?? p.hook_id),
  ownerReadsRecorded: false,
  learn: () => undefined,
  errorKinds: sharedErrorKinds,
};
