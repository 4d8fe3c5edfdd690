import type { GITEA_EVENT_TYPES } from './gitea/events/catalog.js';
import type { GITHUB_EVENT_TYPES } from './github/events/catalog.js';
import type { GITLAB_EVENT_TYPES } from './gitlab/events/catalog.js';
import type { BITBUCKET_EVENT_TYPES } from './bitbucket/events/catalog.js';
import type { BITBUCKET_DC_EVENT_TYPES } from './bitbucket-dc/events/catalog.js';

/**
 * The registry's type half: each flavor's catalog rows as types, so `EventNameOf<'github'>` and
 * `ActionOf<'issues', 'gitlab'>` follow each product's table (events/catalog.ts). Types only: the
 * values are each product module's `catalog` (flavors/index.ts). The payload types are
 * payload-maps.ts: a reader of names (the DOM-only dashboard) loads no payload schema.
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
