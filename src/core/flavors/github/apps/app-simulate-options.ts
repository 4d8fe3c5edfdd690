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
