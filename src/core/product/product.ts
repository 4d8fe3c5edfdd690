import type { EventCatalog } from '../events/event-catalog.js';
import type { OwnerLookup } from '../contract/owner-lookup.js';
import type { RecordingHints } from '../recording/recording-hints.js';
import type { DashboardView } from '../contract/dashboard-view.js';
import type { Flavor } from '../contract/flavor.js';
import type { Operations } from './handler.js';
import type { ServiceFactory } from './product-service.js';
import type { ScenarioSection } from '../scenario/scenario-section.js';

export type { Handler } from './handler.js';

/** An OpenAPI document as JSON. */
export type OpenApiDescription = Readonly<Record<string, unknown>>;

/**
 * One product's module: everything a product knows, from its folder (flavors/<product>/index.ts).
 * The registry (flavors/index.ts) lists the modules; shared code asks them and names no product.
 */
export interface Product {
  /** The flavors the product serves (the Gitea family: spec, gitea and forgejo). */
  readonly flavors: readonly Flavor[];
  /** What answers its route rows, by the rows' `operation`. */
  readonly operations: Operations;
  /** Its events: catalog rows, payload builders, simulation vocabulary. */
  readonly catalog: EventCatalog;
  /** How a route finds its owner and who may call it. */
  readonly owner: OwnerLookup;
  /** What the recorder and the inference need to know of its routes and answers. */
  readonly recording: RecordingHints;
  /** Its hooks on the dashboard: the columns, the toggle where it has one, the redacted headers. */
  readonly dashboard: DashboardView;
  /**
   * The features it installs on each mock of its flavors (product-service.ts): GitHub's Apps,
   * GitLab's test triggers. None where it has none.
   */
  readonly services?: readonly ServiceFactory[];
  /** Its own sections of the scenario format (GitHub's `apps`), which its services keep. */
  readonly scenario?: readonly ScenarioSection[];
  /**
   * The OpenAPI description its flavors are served instead of the one built from their route rows
   * (`/swagger.v1.json`, `openApiDocument`): GitHub's published REST description's hook subset,
   * GitLab's and Bitbucket's built from their own rows and entities. None where the built one is it.
   */
  readonly openApi?: () => OpenApiDescription;
}
