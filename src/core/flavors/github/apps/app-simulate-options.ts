import type { SimulateResult } from '../../../events/simulate/result.js';

/** `simulate.installApp`'s options. */
export interface InstallAppOptions {
  /** The app: its id or slug. */
  app: number | string;
  /** The user or org it is installed on. */
  account: string;
  /** `owner/name` of the repositories it gets (the account's). */
  repositories?: string[];
  /** The installation's id (default: one more than the largest of any app). */
  installation?: number;
  /** Who installs it (default: the account's first owner, or the account itself). */
  sender?: string;
}

/** `simulate.addRepositoriesToInstallation`'s options. */
export interface AddRepositoriesOptions {
  /** The installation's id. */
  installation: number;
  /** `owner/name` of the repositories added (the installation account's). */
  repositories: string[];
  /** Who adds them (default: the account's first owner, or the account itself). */
  sender?: string;
}

/** GitHub Apps' `mock.simulate` verbs (the apps service's): what `Simulate` gains from this product. */
export interface AppSimulateVerbs {
  /**
   * GitHub Apps (the `github` flavor): installs a scenario app on an account for some of its
   * repositories, `installation` `created` to the app's webhook only; later events in those
   * repositories also reach the app.
   */
  installApp(o: InstallAppOptions): Promise<SimulateResult>;
  /** `installation_repositories` `added` to the app's webhook; the repositories join the installation. */
  addRepositoriesToInstallation(o: AddRepositoriesOptions): Promise<SimulateResult>;
}
