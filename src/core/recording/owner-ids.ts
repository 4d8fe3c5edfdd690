import { flavorNamed, productOf } from '../flavors/index.js';
import type { FlavorName } from '../contract/flavor.js';
import { routesAt } from '../routing/match.js';
import type { HookPath } from './hook-path.js';
import type { Parsed } from './parsed.js';
import type { OwnerFacts } from './recording-hints.js';

/**
 * The numbers the session's answers bound to owners' names (`RecordingHints.learn`: a project
 * read by its full path shows its id; so does a hook's `project_id`), by scope: `repo:1` →
 * `acme/widgets`, `org:1` → `acme`.
 */
function ownerNumbers(parsed: readonly Parsed[], flavor: FlavorName, basePath: string): Map<string, string> {
  const f = flavorNamed(flavor);
  const facts: OwnerFacts = { repos: new Map(), orgs: new Map() };
  for (const p of parsed) {
    const { exchange } = p;
    if (exchange.status < 200 || exchange.status >= 300) continue;
    const rest = exchange.path.startsWith(`${basePath}/`) ? exchange.path.slice(basePath.length) : '';
    const isOwnerRead = routesAt(f.routes, rest)?.[0]?.route.operation === 'get-owner';
    // A numbered path names no owner yet: the product learns what its answer says (`isUnbound`).
    productOf(f).recording.learn({ route: p.route, response: p.response }, isOwnerRead, facts);
  }
  const numbers = new Map<string, string>();
  for (const [scope, map] of [['repo', facts.repos] as const, ['org', facts.orgs] as const])
    for (const [name, learnt] of map) if (learnt.id !== undefined) numbers.set(`${scope}:${learnt.id}`, name);
  return numbers;
}

/**
 * A path with its numbered owner named (the number kept: a product learns the owner's id from
 * it); unchanged when no answer of the session named it.
 */
function named(route: HookPath, numbers: ReadonlyMap<string, string>): HookPath {
  const name = route.ownerId === undefined ? undefined : numbers.get(`${route.scope}:${route.ownerId}`);
  if (name === undefined) return route;
  if (route.scope === 'org') return { ...route, org: name };
  const slash = name.indexOf('/');
  return { ...route, owner: name.slice(0, slash), repo: name.slice(slash + 1) };
}

/**
 * The exchanges with every owner the session named by number (`/projects/1/hooks`) named by its
 * name, as the session's own answers bound them: the recorder binds the id to the resource, so
 * the inference sees one project however the client addressed it. The steps keep the path as sent.
 */
export function withOwnersNamed(parsed: readonly Parsed[], flavor: FlavorName, basePath: string): Parsed[] {
  if (!parsed.some((p) => p.route?.ownerId !== undefined)) return [...parsed];
  const numbers = ownerNumbers(parsed, flavor, basePath);
  return parsed.map((p) => (p.route ? { ...p, route: named(p.route, numbers) } : p));
}
