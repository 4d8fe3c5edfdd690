import type { GiteaPayloadMap } from './gitea/events/payload-types.js';
import type { GithubPayloadMap } from './github/events/schemas.js';

/**
 * The registry's payload types: each product's payload of an event by the name `emit` takes, for
 * `PayloadOf` (payload-of.ts). The spec flavor sends Gitea's payloads; a product
 * without published payload types has no row.
 */
export interface PayloadMapsOf {
  gitea: GiteaPayloadMap<'gitea'>;
  forgejo: GiteaPayloadMap<'forgejo'>;
  github: GithubPayloadMap;
}

/**
 * What the shared payload builders (events/payloads/, the entities of events/entities/) return:
 * the Gitea family's payload types, both products' merged (flavors/gitea/events/built.ts), so the
 * compiler checks each builder against them. The other products' builders live in their folders.
 */
export type { BuiltPayload, BuiltRepository } from './gitea/events/built.js';
