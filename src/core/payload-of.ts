import type { EmitName } from './event-name-types.js';
import type { PayloadMapsOf } from './flavors/payload-maps.js';
import type { DefaultTypesFlavor } from './contract/flavor-name.js';

/** The flavors with payload types: `PayloadOf`'s second parameter (the registry's `PayloadMapsOf`). */
export type PayloadFlavor = keyof PayloadMapsOf;

/**
 * The payload of an event as a receiver parses it: `PayloadOf<'issues'>` is Gitea's,
 * `PayloadOf<'issues', 'forgejo'>` Forgejo's, `PayloadOf<'issues', 'github'>` GitHub's (from
 * `@octokit/openapi-webhooks-types`); `never` for an event the product does not have.
 */
export type PayloadOf<
  E extends EmitName,
  P extends PayloadFlavor = DefaultTypesFlavor,
> = E extends keyof PayloadMapsOf[P] ? PayloadMapsOf[P][E] : never;
