import type { AppRecord, InstallationRecord } from './app-record.js';
import { isValidHookUrl } from '../../../hooks/valid-url.js';
import { didYouMean } from '../../../util/nearest.js';
import type { ScenarioApp, ScenarioInstallation } from '../../../scenario/app-schema.js';
import type { Problems } from '../../../scenario/problems.js';
import type { SectionWorld } from '../../../scenario/scenario-section.js';

/**
 * A scenario's `apps`, cross-checked like every other reference of the format: each account a
 * listed user or org, each repository a listed repo of that account, app ids, slugs, installation
 * ids and webhook ids unique, every problem reported with the nearest name. Returns the records
 * and the hooks' next free id (app webhooks take theirs from the same sequence).
 */
export function materializeApps(
  apps: readonly ScenarioApp[],
  world: SectionWorld,
  problems: Problems,
): { apps: AppRecord[]; nextId: number } {
  const taken = new Set(world.hookIds);
  const seen = { apps: new Set<number>(), slugs: new Set<string>(), installations: new Set<number>() };
  for (const app of apps) if (app.hookId !== undefined) taken.add(app.hookId);
  let next = world.nextId;
  const records = problems.each(apps, (app, i) => {
    const field = (name: string) => `apps[${i}].${name}`;
    if (seen.apps.has(app.id)) problems.fail(field('id'), `a unique app id (${app.id} is used twice)`);
    seen.apps.add(app.id);
    if (seen.slugs.has(app.slug)) problems.fail(field('slug'), `a unique slug ("${app.slug}" is used twice)`);
    seen.slugs.add(app.slug);
    if (!isValidHookUrl(app.webhookUrl))
      problems.fail(field('webhookUrl'), `an http(s) URL, got "${app.webhookUrl}"`);
    let hookId = app.hookId;
    if (hookId === undefined) {
      while (taken.has(next)) next++;
      hookId = next++;
      taken.add(hookId);
    }
    const installations = problems.each(app.installations ?? [], (inst, j) =>
      installationRecord(inst, field(`installations[${j}]`), world, problems, seen.installations),
    );
    return appRecord(app, hookId, installations, world.epoch);
  });
  for (const id of taken) if (id >= next) next = id + 1;
  return { apps: records, nextId: next };
}

function appRecord(
  app: ScenarioApp,
  hookId: number,
  installations: InstallationRecord[],
  created: string,
): AppRecord {
  return {
    id: app.id,
    slug: app.slug,
    hookId,
    publicKey: app.publicKey ?? '',
    config: { url: app.webhookUrl, contentType: 'json', secret: app.webhookSecret, insecureSsl: '0' },
    installations,
    created,
  };
}

function installationRecord(
  inst: ScenarioInstallation,
  field: string,
  world: SectionWorld,
  problems: Problems,
  ids: Set<number>,
): InstallationRecord {
  const { names, repos } = world;
  if (ids.has(inst.id)) problems.fail(`${field}.id`, `a unique installation id (${inst.id} is used twice)`);
  ids.add(inst.id);
  if (!names.isAccount(inst.account))
    problems.fail(
      `${field}.account`,
      `a listed user or org ("${inst.account}" is neither)${didYouMean(inst.account, names.all())}`,
    );
  const byName = new Map(repos.map((r) => [`${r.owner}/${r.name}`.toLowerCase(), r]));
  const repositoryIds = new Set<number>();
  (inst.repositories ?? []).forEach((full, k) => {
    const where = `${field}.repositories[${k}]`;
    const repo =
      byName.get(full.toLowerCase()) ??
      problems.fail(where, `a listed repo ("${full}" is not one)${didYouMean(full, byName.keys())}`);
    if (repo.owner.toLowerCase() !== inst.account.toLowerCase())
      problems.fail(where, `a repo of the account "${inst.account}" ("${full}" is ${repo.owner}'s)`);
    repositoryIds.add(repo.id);
  });
  return {
    id: inst.id,
    account: inst.account,
    repositorySelection: 'selected',
    repositoryIds: [...repositoryIds].sort((a, b) => a - b),
    created: world.epoch,
  };
}
