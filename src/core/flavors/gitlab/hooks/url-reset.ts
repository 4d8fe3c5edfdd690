import type { GitlabHookState } from './hook-rules.js';
import { interpolatedUrl } from './hook-rules.js';

/**
 * `before_validation :reset_url_variables, on: :update` (`app/models/concerns/web_hooks/hook.rb`):
 * when an update changes the interpolated URL of a hook that had URL variables, they are emptied
 * if the old keys meet the new ones, or if the URL changed and an old pair is still there. The
 * routes merge what is sent into the old variables (`update_hook_params`, the by-key `PUT`), so
 * the old keys are always among the new: changing a variable the URL uses empties them all, and
 * `no_missing_url_variables` then refuses the URL (422 on edit and on the by-key route).
 */

const intersects = (a: readonly string[], b: ReadonlySet<string>) => a.some((x) => b.has(x));

/** The state `after` an update of `before`, with the variables GitLab's model would leave. */
export function resetUrlVariables(before: GitlabHookState, after: GitlabHookState): GitlabHookState {
  const were = before.meta.url_variables;
  const now = after.meta.url_variables;
  if (Object.keys(were).length === 0) return after;
  const wasUrl = interpolatedUrl(before.url, were);
  const nowUrl = interpolatedUrl(after.url, now);
  // A URL no variable fills is refused by the URL check whatever happens here.
  if (nowUrl === undefined || wasUrl === nowUrl) return after;
  const keysMeet = intersects(Object.keys(were), new Set(Object.keys(now)));
  const pair = (k: string, v: string) => JSON.stringify([k, v]);
  const pairsMeet = intersects(
    Object.entries(were).map(([k, v]) => pair(k, v)),
    new Set(Object.entries(now).map(([k, v]) => pair(k, v))),
  );
  if (!keysMeet && !(after.url !== before.url && pairsMeet)) return after;
  return { ...after, meta: { ...after.meta, url_variables: {} } };
}
