import { flavorNamed, productOf } from '../flavors/index.js';
import type { FlavorName } from '../contract/flavor.js';
import type { HookPath } from './hook-path.js';
import { routesAt } from '../routing/match.js';
import { isResourceOperation } from '../contract/route-rows.js';

/**
 * The hook path `rest` (the path under the base path) names in the flavor's route table, or null:
 * every hook route of the flavor, named by its product's parameters (`RecordingHints.hookPath`),
 * and the owner reads (`GET /projects/:id`, `/groups/:id`) as a `read` where the recording learns
 * the owner's ids and names from them (`RecordingHints.ownerReadsRecorded`: a product whose hooks
 * name owners by id).
 */
export function recordedPathOf(rest: string, flavor: FlavorName): HookPath | null {
  const f = flavorNamed(flavor);
  const first = routesAt(f.routes, rest)?.[0];
  if (!first) return null;
  const { recording } = productOf(f);
  if (first.route.operation === 'get-owner' && recording.ownerReadsRecorded) {
    const path = recording.hookPath(first.route, first.params);
    return path && { ...path, read: true };
  }
  // `GET /repos/{owner}/{repo}` and the other resources before hooks name no hook path.
  if (isResourceOperation(first.route.operation)) return null;
  return recording.hookPath(first.route, first.params);
}

/** Whether the recorder keeps an exchange on `rest`: every exchange with a recorded path (above). */
export function isRecordedRoute(rest: string, flavor: FlavorName): boolean {
  return recordedPathOf(rest, flavor) !== null;
}
