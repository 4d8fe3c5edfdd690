import type { FlavorName } from '../contract/flavor-name.js';
import { gitlabOpenApiDocument } from './gitlab/openapi/document.js';
import { bitbucketOpenApiDocument } from './bitbucket/openapi/document.js';
import { bitbucketDcOpenApiDocument } from './bitbucket-dc/openapi/document.js';
import githubDocument from './github/openapi/hooks.openapi.json' with { type: 'json' };

/** An OpenAPI document as JSON. */
export type OpenApiDescription = Readonly<Record<string, unknown>>;

/**
 * The flavors that are served a description of their own instead of the one built from their
 * route rows: GitHub its published REST description's hook subset
 * (scripts/extract-github-openapi.mjs), GitLab the one built from its route rows and entity keys
 * (flavors/gitlab/openapi/document.ts), Bitbucket Data Center likewise
 * (flavors/bitbucket-dc/openapi/document.ts). A row per flavor, kept out of the flavor tables so that the
 * ~200 KB of GitHub's document is loaded with the OpenAPI builder (the `/swagger.v1.json` route
 * imports it when first asked), not at every start of every flavor.
 */
export const OPENAPI_DESCRIPTIONS: Readonly<Partial<Record<FlavorName, () => OpenApiDescription>>> = {
  github: () => githubDocument,
  gitlab: gitlabOpenApiDocument,
  bitbucket: bitbucketOpenApiDocument,
  'bitbucket-dc': bitbucketDcOpenApiDocument,
};
