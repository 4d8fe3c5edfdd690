import type { DeliveryDialect } from '../contract/delivery-dialect.js';
import type { EventType } from '../contract/event-type.js';
import type { EventName } from './catalog.js';
import { REVIEW_VERDICTS, actionsOf, eventTypesOf } from './catalog.js';

/** A catalog as the vocabulary reads it (EventCatalog, events/event-catalog.ts). */
type Rows = { readonly rows: readonly EventType<EventName>[] };

/**
 * One event as `hookmock events` lists it: the name `emit` and `send` take, its actions (`[]`
 * for an event without), and every other name it goes by in the product — the header value
 * (GitLab's `Merge Request Hook`), the hook flag that subscribes to it (`merge_requests_events`),
 * and the product's own keys (`EventType.aliases`).
 */
export interface ListedEvent {
  readonly event: string;
  readonly actions: readonly string[];
  readonly names: readonly string[];
}

/** The flag that gates a type in this dialect (the product's own where it differs: `flagIn`). */
export function flagOf(type: EventType, dialect: DeliveryDialect): string {
  return type.flagIn?.[dialect.shape] || type.flag;
}

/** Its other names; a flag that is another event's name (Gitea's `issues` on `issue_assign`) is that event's. */
function namesOf(type: EventType, dialect: DeliveryDialect, events: ReadonlySet<string>): string[] {
  const names = [type.header, flagOf(type, dialect), ...(type.aliases ?? [])];
  return [...new Set(names)].filter((n) => n !== '' && n !== type.name && !events.has(n));
}

/**
 * Every event a flavor can emit, send or simulate, with its actions and other names. A catalog
 * with per-verdict review rows also lists `pull_request_review`, whose action picks the verdict.
 *
 * @example
 * listEvents(productOf(flavor).catalog, flavor.delivery).find((e) => e.event === 'merge_request');
 * // { event: 'merge_request', actions: ['open', …], names: ['Merge Request Hook', 'merge_requests_events'] }
 * @see docs/reference/cli.md
 */
export function listEvents(catalog: Rows, dialect: DeliveryDialect): readonly ListedEvent[] {
  // Both are immutable module records: the list is made once per pair, not on every emit.
  const byDialect = LISTED.get(catalog) ?? new WeakMap<DeliveryDialect, readonly ListedEvent[]>();
  LISTED.set(catalog, byDialect);
  const known = byDialect.get(dialect);
  if (known) return known;
  const made = makeList(catalog, dialect);
  byDialect.set(dialect, made);
  return made;
}

const LISTED = new WeakMap<Rows, WeakMap<DeliveryDialect, readonly ListedEvent[]>>();

/**
 * Each listed event's hook flag, kept beside the entry (not in `hookmock events --json`): a flag
 * that is another event's name is not among the names (Gitea's per-verdict review rows share
 * `pull_request_review`, listed as an event of its own), yet it is what subscribes to the event.
 */
const FLAGS = new WeakMap<ListedEvent, string>();

function makeList(catalog: Rows, dialect: DeliveryDialect): ListedEvent[] {
  const types = eventTypesOf(catalog, dialect);
  const verdicts = types.some((t) => t.name.startsWith('pull_request_review_'));
  const byVerdict = verdicts && !types.some((t) => t.name === 'pull_request_review');
  const events = new Set<string>([
    ...types.map((t) => t.name),
    ...(byVerdict ? ['pull_request_review'] : []),
  ]);
  const listed = types.map((t) => {
    const entry = { event: t.name, actions: actionsOf(t, dialect), names: namesOf(t, dialect, events) };
    FLAGS.set(entry, flagOf(t, dialect));
    return entry;
  });
  if (byVerdict) listed.push({ event: 'pull_request_review', actions: [...REVIEW_VERDICTS], names: [] });
  return listed;
}

/**
 * The event a name stands for: the event itself, else the first event (catalog order) going by
 * that name, compared without case (`merge request hook`, `MERGE_REQUESTS_EVENTS`); undefined for
 * a name no event goes by.
 */
export function eventNamed(listed: readonly ListedEvent[], name: string): ListedEvent | undefined {
  const lower = name.toLowerCase();
  return (
    listed.find((e) => e.event === name) ??
    listed.find((e) => e.event.toLowerCase() === lower) ??
    listed.find((e) => e.names.some((n) => n.toLowerCase() === lower))
  );
}

/**
 * The subscription a hook API takes for a name (`accepted`: the flavor's `events.accepted`,
 * lower-case): the name itself where the API takes it, else the first name of its event the API
 * takes (`merge_request` → GitLab's `merge_requests_events`); undefined where no event goes by it.
 */
export function subscriptionFor(
  listed: readonly ListedEvent[],
  accepted: ReadonlySet<string>,
  name: string,
): string | undefined {
  const lower = name.toLowerCase();
  if (accepted.has(lower)) return lower;
  const event = eventNamed(listed, name);
  const names = event ? [event.event, ...event.names, FLAGS.get(event) ?? ''] : [];
  return names.map((n) => n.toLowerCase()).find((n) => accepted.has(n));
}
