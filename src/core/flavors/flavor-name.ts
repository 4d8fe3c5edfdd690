/** The flavors: `spec` (the documented contract, default), `gitea`, `forgejo`, `github` and `gitlab` (docs/fidelity/flavors-at-a-glance.md). */
export type FlavorName = 'spec' | 'gitea' | 'forgejo' | 'github' | 'gitlab';
