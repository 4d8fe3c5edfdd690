import type { FlavorName } from './flavor-name.js';
import githubDocument from './github/openapi/hooks.openapi.json' with { type: 'json' };

/** An OpenAPI document as JSON. */
export type OpenApiDescription = Readonly<Record<string, unknown>>;

/**
 * GitHub's published REST description's hook subset (scripts/extract-github-openapi.mjs), served
 * instead of the one built from its route rows. Kept out of the flavor tables so that the ~200 KB
 * of it is loaded with the OpenAPI builder (the `/swagger.v1.json` route imports it when first
 * asked), not at every start of the server. The descriptions built from a product's own rows
 * (GitLab's, Bitbucket's) are its module's `openApi`, loaded with the product.
 */
export const OPENAPI_DESCRIPTIONS: Readonly<Partial<Record<FlavorName, () => OpenApiDescription>>> = {
  github: () => githubDocument,
};
