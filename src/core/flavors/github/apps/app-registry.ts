import { stableHex } from '../../../util/stable-hex.js';
import type { AppHookConfig, AppRecord, InstallationRecord } from './app-record.js';

/** An installation token the mock issued (`POST /app/installations/{id}/access_tokens`). */
export interface InstallationToken {
  readonly token: string;
  readonly appId: number;
  readonly installationId: number;
  /** The repositories it opens: the installation's, or those the request named. */
  readonly repositoryIds: readonly number[];
  /** Epoch ms on the mock's clock: GitHub's tokens live one hour. */
  readonly expiresAt: number;
}

/** An installation with its app. */
export interface Installed {
  readonly app: AppRecord;
  readonly installation: InstallationRecord;
}

/**
 * How many installation tokens are kept (each under 200 bytes): past it the oldest is forgotten,
 * and a client holding it gets GitHub's 401 and asks for a new one, as after an expiry.
 */
export const TOKEN_LIMIT = 1000;
/** "The installation access token will expire after 1 hour" (docs.github.com, authenticating as an installation). */
export const TOKEN_LIFETIME_MS = 3_600_000;

/**
 * The GitHub Apps of the loaded scenario as they are now, and the installation tokens issued
 * since the last reset. Every record is replaced, never changed in place; every change moves the
 * Store's revision (`touch`), so what is keyed on it (the `/state` page) never goes stale.
 */
export class AppRegistry {
  private apps: AppRecord[] = [];
  private readonly tokens = new Map<string, InstallationToken>();
  private issued = 0;

  constructor(
    private readonly touch: () => void,
    private readonly seed: () => number,
  ) {}

  /** Back to the scenario's apps; every token forgotten. */
  restart(apps: readonly AppRecord[]): void {
    this.apps = [...apps];
    this.tokens.clear();
    this.issued = 0;
    this.touch();
  }

  all(): readonly AppRecord[] {
    return this.apps;
  }

  byId(id: number): AppRecord | undefined {
    return this.apps.find((a) => a.id === id);
  }

  installation(id: number): Installed | undefined {
    for (const app of this.apps) {
      const installation = app.installations.find((i) => i.id === id);
      if (installation) return { app, installation };
    }
    return undefined;
  }

  /** Every installation that covers a repository (one per app at most): where its events also go. */
  installedOn(repoId: number): Installed[] {
    return this.apps.flatMap((app) =>
      app.installations
        .filter((i) => i.repositoryIds.includes(repoId))
        .map((installation) => ({ app, installation })),
    );
  }

  updateConfig(appId: number, changes: Partial<AppHookConfig>): AppRecord {
    return this.replace(appId, (app) => ({ ...app, config: { ...app.config, ...changes } }));
  }

  /** Adds (or replaces, by id) an installation of an app. */
  putInstallation(appId: number, installation: InstallationRecord): AppRecord {
    return this.replace(appId, (app) => ({
      ...app,
      installations: [...app.installations.filter((i) => i.id !== installation.id), installation],
    }));
  }

  /** A new token for an installation, valid for an hour from `nowMs` on the mock's clock. */
  issueToken(found: Installed, repositoryIds: readonly number[], nowMs: number): InstallationToken {
    this.issued += 1;
    const token = `ghs_${stableHex(`installation-token:${this.seed()}:${this.issued}`, 36)}`;
    const issued = {
      token,
      appId: found.app.id,
      installationId: found.installation.id,
      repositoryIds,
      expiresAt: nowMs + TOKEN_LIFETIME_MS,
    };
    this.tokens.set(token, issued);
    const oldest = this.tokens.keys().next();
    if (this.tokens.size > TOKEN_LIMIT && !oldest.done) this.tokens.delete(oldest.value);
    return issued;
  }

  /** The token `value` if it was issued and has not expired at `nowMs`. */
  token(value: string, nowMs: number): InstallationToken | undefined {
    const found = this.tokens.get(value);
    return found && found.expiresAt > nowMs ? found : undefined;
  }

  /** Whether `value` looks like a token this registry could have issued (GitHub's `ghs_` prefix). */
  static isInstallationToken(value: string): boolean {
    return value.startsWith('ghs_');
  }

  private replace(appId: number, change: (app: AppRecord) => AppRecord): AppRecord {
    const index = this.apps.findIndex((a) => a.id === appId);
    const app = this.apps[index];
    if (!app) throw new RangeError(`no app ${appId}`);
    const next = change(app);
    this.apps = this.apps.with(index, next);
    this.touch();
    return next;
  }
}
