import type { Scenario } from '../scenario/schema.js';
import { isJsonObject } from '../util/json-object.js';

const SHA = /^[0-9a-f]{40}$/;
const NO_COMMIT = /^0{40}$/;
const BRANCH_REF = /^refs\/heads\/(.+)$/;

/**
 * Each repository's branch heads before the session's first push to them, from the recorded
 * deliveries' push payloads (GitHub's `GET …/deliveries/{id}` answers the request as sent): the
 * first push's `before`, which a test push repeats as its `after`. `repo` → branch → SHA.
 */
function headsIn(responses: readonly unknown[]): Map<string, Record<string, string>> {
  const heads = new Map<string, Record<string, string>>();
  for (const response of responses) {
    // Recorded answers (JSON.parse): every field is checked before use.
    const request = isJsonObject(response) ? response.request : undefined;
    const payload = isJsonObject(request) ? request.payload : undefined;
    if (!isJsonObject(payload) || !isJsonObject(payload.repository)) continue;
    const { full_name: repo } = payload.repository;
    const branch = typeof payload.ref === 'string' ? BRANCH_REF.exec(payload.ref)?.[1] : undefined;
    const { before } = payload;
    if (typeof repo !== 'string' || branch === undefined || typeof before !== 'string') continue;
    if (!SHA.test(before) || NO_COMMIT.test(before)) continue;
    const known = heads.get(repo) ?? {};
    if (known[branch] === undefined) heads.set(repo, { ...known, [branch]: before });
  }
  return heads;
}

/**
 * The inferred repos with the branch heads the recorded pushes started from, so a fresh mock's
 * test push and events carry the same `before`, `after` and commit ids as the recording.
 */
export function withPushHeads<T extends Pick<Scenario, 'repos'>>(state: T, responses: readonly unknown[]): T {
  const heads = headsIn(responses);
  if (heads.size === 0) return state;
  return {
    ...state,
    repos: state.repos?.map((r) => {
      const branches = heads.get(`${r.owner}/${r.name}`);
      return branches ? { ...r, branches: { ...branches, ...r.branches } } : r;
    }),
  };
}
