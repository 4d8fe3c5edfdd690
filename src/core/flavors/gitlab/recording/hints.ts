import type { RecordingHints } from '../../../recording/recording-hints.js';
import { hookPathOf } from '../../../recording/recording-hints.js';
import { isJsonObject } from '../../../util/json-object.js';
import { GITLAB_FORBIDDEN, GROUP_NOT_FOUND, PROJECT_NOT_FOUND } from '../auth/access.js';
import { HOOK_NOT_FOUND } from '../hooks/respond.js';
import { learnFromAnswer } from './learn.js';
import { gitlabHookOfAnswer } from './hook-of-answer.js';

/**
 * GitLab's recording hints. Its `:id` is the project's or group's full path (`acme%2Fwidgets`,
 * decoded by the matcher) or its number (`ownerId`, bound to the name by the session's answers:
 * recording/owner-ids.ts), and its hook `:hook_id`. Its
 * hooks carry `project_id` / `group_id`, and the owner reads (`GET /projects/:id`, `/groups/:id`,
 * kept for it) show ids, descriptions and the group's name (./learn.ts). Refusals: a missing and a
 * hidden project are the one `404 Project Not Found` (so never "owner missing": a project nobody
 * saw is left out), a hook's 404 is `404 Not found`, below Maintainer is `403 Forbidden`, and its
 * tokens have no scopes a refusal names.
 */
export const GITLAB_RECORDING: RecordingHints = {
  hookPath: (row, p) => {
    const full = p.id ?? '';
    if (full === '') return null;
    // python-gitlab and go-gitlab name a project or group by its number once they have read it.
    if (/^\d+$/.test(full)) return { ...hookPathOf(row, '', '', '', p.hook_id), ownerId: full };
    const slash = full.indexOf('/'); // the mock's projects sit one level down (auth/access.ts)
    const [owner, repo] = slash < 0 ? ['', full] : [full.slice(0, slash), full.slice(slash + 1)];
    return hookPathOf(row, owner, repo, full, p.hook_id);
  },
  ownerReadsRecorded: true,
  learn: learnFromAnswer,
  hookOfAnswer: gitlabHookOfAnswer,
  errorKinds: (flavor) => {
    const message = (body: unknown) => (isJsonObject(body) ? body.message : undefined);
    const notFound = new Set<unknown>([PROJECT_NOT_FOUND, GROUP_NOT_FOUND, HOOK_NOT_FOUND]);
    return {
      notFound: (body) => notFound.has(message(body)),
      repoEmpty: () => false,
      ownerMissing: () => false,
      unknownToken: (body, token, viaQuery) => message(body) === flavor.unknownTokenMessage(token, viaQuery),
      scopeDenied: () => null,
      adminRequired: (body) => message(body) === GITLAB_FORBIDDEN,
    };
  },
};
