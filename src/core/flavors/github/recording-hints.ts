import { BY_NAME_HINTS } from '../../recording/by-name-hints.js';
import { configHook } from '../../recording/config-hook.js';
import { isUnbound } from '../../recording/hook-path.js';
import { arrayOrObject } from '../../recording/hook-answers.js';
import type { OwnerFacts, RecordedAnswer, RecordingHints } from '../../recording/recording-hints.js';
import { learnRepo } from '../../recording/recording-hints.js';

/** A hook's own `url`: GitHub names the repository in it whatever path the hook was read by. */
const HOOK_URL = /\/repos\/([^/]+)\/([^/]+)\/hooks\/\d+$/;

/**
 * What a GitHub answer says of a repository addressed by its number (`/repositories/1/hooks`):
 * the hooks' `url`s name it (`…/repos/acme/widgets/hooks/3`), which binds the number to the name
 * (recording/owner-ids.ts); once named, the number is the repository's id, so a fresh mock
 * answers the same paths.
 */
function learnRepositoryId(
  { route, response }: RecordedAnswer,
  _isOwnerRead: boolean,
  facts: OwnerFacts,
): void {
  if (route?.scope !== 'repo' || route.ownerId === undefined) return;
  const id = Number(route.ownerId);
  if (!isUnbound(route)) {
    learnRepo(facts, `${route.owner}/${route.repo}`, { id });
    return;
  }
  for (const raw of arrayOrObject(response)) {
    const match = typeof raw.url === 'string' ? HOOK_URL.exec(raw.url) : null;
    if (match)
      learnRepo(facts, `${decodeURIComponent(match[1] ?? '')}/${decodeURIComponent(match[2] ?? '')}`, { id });
  }
}

/**
 * GitHub's recording hints: the shared by-name ones, and `/repositories/:repository_id` (a
 * repository by its number, ./repository-id-routes.ts) as a numbered owner, bound by the hooks'
 * `url`s.
 */
export const GITHUB_RECORDING: RecordingHints = {
  ...BY_NAME_HINTS,
  hookPath: (row, p) => {
    const path = BY_NAME_HINTS.hookPath(row, p);
    const number = p.repository_id;
    return path && number !== undefined ? { ...path, ownerId: number } : path;
  },
  learn: learnRepositoryId,
  // The type is in `name` (`web`); GitHub's `type` says where the hook lives, which no scenario
  // hook type is.
  hookOfAnswer: (raw, ctx) =>
    configHook(raw, ctx, { type: typeof raw.name === 'string' && raw.name ? raw.name : 'web' }),
};
