import type { GITEA_EVENT_TYPES } from './gitea/events/catalog.js';
import type { GITHUB_EVENT_TYPES } from './github/events/catalog.js';
import type { GITLAB_EVENT_TYPES } from './gitlab/events/catalog.js';
import type { BITBUCKET_EVENT_TYPES } from './bitbucket/events/catalog.js';
import type { BITBUCKET_DC_EVENT_TYPES } from './bitbucket-dc/events/catalog.js';
import type { GiteaPayloadMap } from './gitea/events/payload-types.js';
import type { GithubPayloadMap } from './github/events/schemas.js';

/**
 * The registry's type half: each flavor's catalog rows as types, so `EventNameOf<'github'>` and
 * `ActionOf<'issues', 'gitlab'>` follow each product's table (events/catalog.ts). Types only: the
 * values are each product module's `catalog` (flavors/index.ts).
 */
export interface CatalogRowsOf {
  spec: (typeof GITEA_EVENT_TYPES)[number];
  gitea: (typeof GITEA_EVENT_TYPES)[number];
  forgejo: (typeof GITEA_EVENT_TYPES)[number];
  github: (typeof GITHUB_EVENT_TYPES)[number];
  gitlab: (typeof GITLAB_EVENT_TYPES)[number];
  bitbucket: (typeof BITBUCKET_EVENT_TYPES)[number];
  'bitbucket-dc': (typeof BITBUCKET_DC_EVENT_TYPES)[number];
}

/**
 * The registry's payload types: each product's payload of an event by the name `emit` takes, for
 * `PayloadOf` (flavors/payload-types.ts). The spec flavor sends Gitea's payloads; a product
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
