import { serviceOf } from '../../../product/product-service.js';
import type { ScenarioSection } from '../../../scenario/scenario-section.js';
import { GithubApps } from './apps-service.js';
import { materializeApps } from './materialize-apps.js';

/**
 * A scenario's `apps` (docs/reference/scenario-format.md): checked with the rest of the
 * scenario, app webhooks taking their ids from the hooks' sequence, and given to the mock's
 * GitHub Apps at every reset (their installation tokens forgotten).
 */
export const APPS_SECTION: ScenarioSection = {
  field: 'apps',
  title: 'GitHub Apps',
  materialize(scenario, world, problems) {
    const { apps, nextId } = materializeApps(scenario.apps ?? [], world, problems);
    return { nextId, restart: (services) => serviceOf(services, GithubApps).registry.restart(apps) };
  },
};
