import { flavorNamed, productOf } from '../flavors/index.js';
import type { FlavorName } from '../flavors/flavor.js';
import type { HookPath } from './hook-path.js';
import { routesAt } from '../routing/match.js';
import { isResourceOperation } from '../flavors/route-rows.js';

/**
 * The hook path `rest` (the path under the base path) names in the flavor's route table, or null:
 * every hook route of the flavor, named by its product's parameters (`RecordingHints.hookPath`).
 */
export function recordedPathOf(rest: string, flavor: FlavorName): HookPath | null {
  const f = flavorNamed(flavor);
  const first = routesAt(f.routes, rest)?.[0];
  // `GET /repos/{owner}/{repo}` and the other resources before hooks name no hook path.
  if (!first || isResourceOperation(first.route.operation)) return null;
  return productOf(f).recording.hookPath(first.route, first.params);
}

/**
 * Whether the recorder keeps an exchange on `rest`: every hook route, and the owner reads
 * (`GET /projects/:id`, `/groups/:id`) where the recording learns the owner's ids and names
 * from them (`RecordingHints.ownerReadsRecorded`: a product whose hooks name owners by id).
 */
export function isRecordedRoute(rest: string, flavor: FlavorName): boolean {
  if (recordedPathOf(rest, flavor) !== null) return true;
  const f = flavorNamed(flavor);
  const first = routesAt(f.routes, rest)?.[0];
  return first?.route.operation === 'get-owner' && productOf(f).recording.ownerReadsRecorded;
}
