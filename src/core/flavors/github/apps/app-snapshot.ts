import type { ScenarioApp } from '../../../scenario/app-schema.js';
import type { RepoRecord } from '../../../state/database.js';
import type { AppRecord } from './app-record.js';

/** The apps as a scenario's `apps`: `load(snapshot())` gives them back as they are, webhook ids included. */
export function appsToScenario(
  apps: readonly AppRecord[],
  repoById: (id: number) => RepoRecord | undefined,
): ScenarioApp[] {
  return apps.map((app) => ({
    id: app.id,
    slug: app.slug,
    webhookUrl: app.config.url,
    webhookSecret: app.config.secret,
    ...(app.publicKey ? { publicKey: app.publicKey } : {}),
    hookId: app.hookId,
    installations: app.installations.map((i) => ({
      id: i.id,
      account: i.account,
      repositories: i.repositoryIds.flatMap((id) => {
        const repo = repoById(id);
        return repo ? [`${repo.owner}/${repo.name}`] : [];
      }),
    })),
  }));
}
