/** The flavors: `spec` (the documented contract, default), `gitea`, `forgejo` and `github` (README "Flavors"). */
export type FlavorName = 'spec' | 'gitea' | 'forgejo' | 'github';
