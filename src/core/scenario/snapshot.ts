import type { Flavor } from '../contract/flavor.js';
import type { HookRecord } from '../state/database.js';
import type { StateData } from '../state/state-data.js';
import { isMetaType } from '../contract/hook-meta.js';
import type { Scenario, ScenarioHook } from './schema.js';
import { flavorSettings, insecureSslSettings } from './stored-meta.js';

/**
 * State as a scenario object that `materialize` turns back into the very same state: every id,
 * secret and timestamp, events in input form, generated data written out (no `generate`).
 */
export function toScenario(
  state: StateData,
  flavor: Flavor,
  meta: { name?: string; description?: string; clock: string; seed: number },
): Scenario {
  const repoName = new Map(state.repos.map((r) => [r.id, `${r.owner}/${r.name}`]));
  const orgName = new Map(state.orgs.map((o) => [o.id, o.name]));
  const repoId = ownIds(state.repos);
  // Where orgs follow the users' ids, a scenario org's `id` is not used (materialize.ts).
  const orgId = flavor.orgIds === 'own' ? ownIds(state.orgs) : () => ({});
  return {
    ...(meta.name !== undefined ? { name: meta.name } : {}),
    ...(meta.description !== undefined ? { description: meta.description } : {}),
    clock: meta.clock,
    seed: meta.seed,
    users: state.users.map((u) => ({
      login: u.login,
      ...(u.token ? { token: u.token } : {}),
      admin: u.admin,
      scopes: [...u.scopes],
      full_name: u.fullName,
      email: u.email,
      ...(u.visibility !== 'public' ? { visibility: u.visibility } : {}),
    })),
    orgs: state.orgs.map((o) => ({
      name: o.name,
      ...orgId(o),
      owners: [...o.owners],
      ...(o.members.length ? { members: [...o.members] } : {}),
      visibility: o.visibility,
      full_name: o.fullName,
      description: o.description,
      ...(o.key ? { key: o.key } : {}),
    })),
    repos: state.repos.map((r) => ({
      owner: r.owner,
      name: r.name,
      ...repoId(r),
      admins: [...r.admins],
      ...(r.readers.length ? { readers: [...r.readers] } : {}),
      private: r.private,
      empty: r.empty,
      default_branch: r.defaultBranch,
      description: r.description,
    })),
    hooks: state.hooks.map((h) =>
      hookEntry(h, flavor, h.scope === 'repo' ? repoName.get(h.scopeId) : orgName.get(h.scopeId)),
    ),
    nextId: state.nextId,
  };
}

/**
 * A repo's or org's `id` for the snapshot: left out while every id is its list position (what a
 * scenario without ids gives), written on every item once one differs, so a reload keeps them.
 */
function ownIds(items: readonly { id: number }[]): (item: { id: number }) => { id?: number } {
  const inOrder = items.every((item, i) => item.id === i + 1);
  return (item) => (inOrder ? {} : { id: item.id });
}

function hookEntry(h: HookRecord, flavor: Flavor, owner: string | undefined): ScenarioHook {
  const where = h.scope === 'repo' ? { repo: owner ?? '?/?' } : { org: owner ?? '?' };
  const slack =
    h.type === 'slack'
      ? {
          channel: h.slack.channel,
          username: h.slack.username,
          icon_url: h.slack.iconUrl,
          color: h.slack.color,
        }
      : {};
  return {
    ...where,
    id: h.id,
    type: h.type === flavor.nativeType ? 'native' : h.type,
    active: h.active,
    events: flavor.events.toInput(h.events),
    config: {
      url: h.url,
      content_type: h.contentType,
      ...(h.secret ? { secret: h.secret } : {}),
      ...slack,
      ...insecureSslSettings(h),
    },
    ...(h.branchFilter ? { branch_filter: h.branchFilter } : {}),
    ...(h.authorizationHeader ? { authorization_header: h.authorizationHeader } : {}),
    ...(h.name ? { name: h.name } : {}),
    ...(h.meta && isMetaType(h.type) ? { meta: JSON.parse(h.meta) } : {}),
    ...flavorSettings(h, flavor),
    created: h.created,
    updated: h.updated,
  };
}
