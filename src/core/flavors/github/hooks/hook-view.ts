import { githubConfigOf, githubHookType } from '../hook-fields.js';
import type { Flavor } from '../../../contract/flavor.js';
import type { HookRecord } from '../../../state/database.js';
import type { Delivery } from '../../../wire.js';
import { deliveryResult } from './delivery-result.js';

/** What GitHub's rendering of a hook reads besides the hook: where it is, its events, its deliveries. */
export interface GithubHookScene {
  /** The API's URL: `https://api.github.com`, `http://127.0.0.1:4100/api/v3`. */
  apiUrl: string;
  /** `repos/{owner}/{repo}` or `orgs/{org}`. */
  where: string;
  flavor: Flavor;
  /** The delivery log, for `last_response`. */
  deliveries: { forHook(id: number): Delivery[] };
}

/** The deliveries GitHub lists for a hook: the ones it made (a skipped one was never sent). */
export const sentDeliveries = (
  scene: Pick<GithubHookScene, 'deliveries'>,
  hook: Pick<HookRecord, 'id'>,
): Delivery[] => scene.deliveries.forHook(hook.id).filter((d) => d.delivery.status !== 'skipped');

/**
 * `last_response` (repository hooks): `unused` until a delivery settles, then the latest outcome
 * (`{ code: 200, status: "active", message: "OK" }` after a success).
 */
function lastResponse(scene: GithubHookScene, hook: HookRecord) {
  const settled = sentDeliveries(scene, hook).filter(
    (d) => d.delivery.status === 'delivered' || d.delivery.status === 'failed',
  );
  const last = settled.at(-1);
  if (!last) return { code: null, status: 'unused', message: null };
  const result = deliveryResult(last);
  return { code: result.statusCode, status: result.ok ? 'active' : 'failed', message: result.status };
}

/**
 * A hook as GitHub shows it — the API's answers and a ping's `hook` alike (one rendering, so the
 * two cannot drift) — keys in the order of the `hook` / `org-hook` examples of its REST
 * description. `test_url` ends in `/test` as GitHub's own answers do, although the route is `/tests`.
 */
export function githubHookView(scene: GithubHookScene, hook: HookRecord) {
  const url = `${scene.apiUrl}/${scene.where}/hooks/${hook.id}`;
  const events = scene.flavor.events.report(hook.events);
  const config = githubConfigOf(hook);
  const name = hook.name || 'web';
  if (hook.scope === 'org') {
    const { created: created_at, updated: updated_at } = hook;
    return {
      id: hook.id,
      url,
      ping_url: `${url}/pings`,
      deliveries_url: `${url}/deliveries`,
      name,
      events,
      active: hook.active,
      config,
      updated_at,
      created_at,
      type: githubHookType(hook),
    };
  }
  return {
    type: githubHookType(hook),
    id: hook.id,
    name,
    active: hook.active,
    events,
    config,
    updated_at: hook.updated,
    created_at: hook.created,
    url,
    test_url: `${url}/test`,
    ping_url: `${url}/pings`,
    deliveries_url: `${url}/deliveries`,
    last_response: lastResponse(scene, hook),
  };
}
