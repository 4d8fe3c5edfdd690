import { EVENT_ROUTES } from './events.js';
import { FAULT_ROUTES } from './faults.js';
import { HOOK_ROUTES } from './hooks.js';
import { DELIVERY_ROUTES, PING_ROUTES, REQUEST_ROUTES } from './logs.js';
import { HEALTH_ROUTES, PAGE_ROUTES } from './page.js';
import { REDELIVER_ROUTES } from './redeliver.js';
import { SCENARIO_ROUTES } from './scenario.js';
import { SESSION_ROUTES } from './sessions.js';
import { SIMULATE_ROUTES } from './simulate.js';
import { STATE_ROUTES } from './state.js';
import type { ControlRoute } from '../route.js';

/**
 * The control API (docs/reference/control-api.md, generated from these rows by `npm run docs:control`).
 * Adding a route is adding a row; the order is the docs' table's and, per path, the `Allow` header's.
 */
export const CONTROL_ROUTES: readonly ControlRoute[] = [
  ...HEALTH_ROUTES,
  ...STATE_ROUTES,
  ...SCENARIO_ROUTES,
  ...PING_ROUTES,
  ...REQUEST_ROUTES,
  ...FAULT_ROUTES,
  ...DELIVERY_ROUTES,
  ...REDELIVER_ROUTES,
  ...HOOK_ROUTES,
  ...EVENT_ROUTES,
  ...SIMULATE_ROUTES,
  ...PAGE_ROUTES,
  ...SESSION_ROUTES,
];

export { SESSION_ROUTES };
