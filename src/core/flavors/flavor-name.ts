/** The flavors: `spec` (the documented contract, default), `gitea`, `forgejo` and `github` (docs/fidelity/flavors-at-a-glance.md). */
export type FlavorName = 'spec' | 'gitea' | 'forgejo' | 'github';
