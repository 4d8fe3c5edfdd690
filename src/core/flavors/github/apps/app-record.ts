/**
 * A GitHub App as the mock keeps it (docs/guide/github.md, "GitHub Apps"): materialized from a scenario's
 * `apps` (materialize-apps.ts, the product's scenario section), its webhook configuration changed by
 * `PATCH /app/hook/config`, its installations grown by `simulate.installApp` and
 * `simulate.addRepositoriesToInstallation`.
 */
export interface AppRecord {
  readonly id: number;
  readonly slug: string;
  /**
   * The id of the app's webhook: its deliveries' `hookId` and `X-GitHub-Hook-ID`. Taken from the
   * hooks' one id sequence, so `mock.deliveries.forHook` never mixes an app with a hook.
   */
  readonly hookId: number;
  /** PEM (SPKI) of the key the app's JWTs are signed with; '' when any well-formed JWT is taken. */
  readonly publicKey: string;
  /** The app's webhook configuration (`GET`/`PATCH /app/hook/config`). */
  readonly config: AppHookConfig;
  readonly installations: readonly InstallationRecord[];
  /** When the app was made: the scenario's clock. */
  readonly created: string;
}

/** GitHub's `webhook-config` of an app: where its deliveries go and how they are signed. */
export interface AppHookConfig {
  readonly url: string;
  readonly contentType: 'json' | 'form';
  readonly secret: string;
  /** `"0"` checks the receiver's TLS certificate, `"1"` does not. */
  readonly insecureSsl: '0' | '1';
}

/** One installation of an app: on an account (user or org), for some of its repositories. */
export interface InstallationRecord {
  readonly id: number;
  /** The account's login, as the scenario spells it. */
  readonly account: string;
  /** `selected`: the listed repositories; GitHub's other value, `all`, is not modelled. */
  readonly repositorySelection: 'selected';
  /** Repository ids (of the Store). */
  readonly repositoryIds: readonly number[];
  readonly created: string;
}
