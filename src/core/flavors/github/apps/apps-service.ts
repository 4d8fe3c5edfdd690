import type { Principal } from '../../../auth/principal.js';
import type { Target } from '../../../delivery/dispatcher.js';
import type { WebhookEvent } from '../../../contract/webhook-event.js';
import type { OperationContext } from '../../../hooks/operations.js';
import type { Scenario } from '../../../scenario/schema.js';
import type { RepoRecord } from '../../../state/database.js';
import type { ProductService, ServiceHost, SimulateVerbs } from '../../../product/product-service.js';
import { appOfJwt } from './app-jwt.js';
import type { AppRecord } from './app-record.js';
import { AppRegistry } from './app-registry.js';
import { addRepositoriesToInstallation, installApp } from './app-simulate.js';
import { appsToScenario } from './app-snapshot.js';
import { appTargets } from './app-targets.js';
import { installationPrincipal } from './installation-principal.js';

/**
 * GitHub Apps as a service of the github product's mocks (docs/guide/github.md, "GitHub Apps"):
 * the scenario's apps and the installation tokens issued (`registry`, which the `/app` routes
 * read; the scenario's `apps` section, app-section.ts, restarts it), an app's webhook as another target of every event in an installed repository, an
 * installation token as a principal, the `installApp` and `addRepositoriesToInstallation`
 * simulations, and the `apps` of a snapshot.
 */
export class GithubApps implements ProductService {
  readonly registry: AppRegistry;
  readonly verbs: SimulateVerbs;

  constructor(private readonly host: ServiceHost) {
    this.registry = new AppRegistry(
      () => host.store.touch(),
      () => host.seed(),
    );
    const simulation = { host, apps: this.registry };
    this.verbs = {
      installApp: (o) => installApp(simulation, o),
      addRepositoriesToInstallation: (o) => addRepositoriesToInstallation(simulation, o),
    };
  }

  targets(repo: RepoRecord | undefined, event: WebhookEvent): readonly Target[] {
    return appTargets(this.registry, this.host.flavor.nativeType, repo, event);
  }

  principal(token: string, nowMs: number, badCredentials: string): Principal | undefined {
    return installationPrincipal(token, this.registry, nowMs, badCredentials);
  }

  snapshot(scenario: Scenario): Scenario {
    const apps = this.registry.all();
    if (apps.length === 0) return scenario;
    return { ...scenario, apps: appsToScenario(apps, (id) => this.host.store.repoById(id)) };
  }
}

/** The apps of the mock a request reached: its product's service. */
export const appsOf = (ctx: OperationContext): AppRegistry => ctx.service(GithubApps).registry;

/**
 * The app the request's `Authorization: Bearer <JWT>` names, or GitHub's 401 (app-jwt.ts). The
 * client signs with its wall clock, whatever the scenario's clock says: checking against that
 * clock lets `@octokit/auth-app` through on its first try under any scenario clock.
 */
export function appOf(ctx: OperationContext): Promise<AppRecord> {
  const apps = appsOf(ctx);
  return appOfJwt(ctx.request.header('authorization'), (id) => apps.byId(id), Date.now());
}
