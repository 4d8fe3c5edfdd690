/** The flavors: `spec` (the documented contract, default), `gitea` and `forgejo` (README "Flavors"). */
export type FlavorName = 'spec' | 'gitea' | 'forgejo';
