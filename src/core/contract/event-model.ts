import { EVENT_GROUPS, eventGroup } from './event-names.js';

/**
 * How a flavor turns the `events` of a request into what it stores, and what it stores into
 * the `events` of a response. Stored names are flags for gitea/forgejo and the sent names for spec.
 */
export interface EventModel {
  /** Every name the flavor accepts on input (lower case). Unknown names are dropped. */
  readonly accepted: ReadonlySet<string>;
  /** Input names → stored names. `input` is already filtered to accepted, lower-cased names. */
  store(input: readonly string[]): string[];
  /** Stored names → the `events` array of a response. */
  report(stored: readonly string[]): string[];
  /** Stored names → input names that store exactly the same set again (for snapshots). */
  toInput(stored: readonly string[]): string[];
  /** A response's `events` → stored names (for recordings, which only see responses). */
  fromReport(reported: readonly string[]): string[];
  /** Stored flags a PATCH leaves as they were, whatever it sends (Forgejo quirk, docs/behaviour.md §8). */
  readonly patchKeeps: ReadonlySet<string>;
}

/** Names stored as sent (deduplicated, in first-seen order): the spec flavor. */
export function storedAsSent(names: readonly string[]): EventModel {
  const accepted = new Set(names);
  const dedupe = (list: readonly string[]) => [...new Set(list)];
  return {
    accepted,
    store: dedupe,
    report: dedupe,
    toInput: dedupe,
    fromReport: dedupe,
    patchKeeps: new Set(),
  };
}

/** Group-expanding flag sets reported in a fixed order: gitea and forgejo. */
export function flagSet(options: {
  flags: readonly string[];
  report?: readonly (readonly [string, readonly string[]])[];
  patchKeeps?: readonly string[];
}): EventModel {
  const { flags } = options;
  const accepted = new Set<string>([...flags, ...Object.keys(EVENT_GROUPS)]);
  const order = new Map(flags.map((f, i) => [f, i]));
  const sorted = (set: ReadonlySet<string>) =>
    [...set].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const reportTable = options.report ?? flags.map((f) => [f, [f]] as const);
  return {
    accepted,
    store(input) {
      const on = new Set<string>();
      for (const name of input) for (const flag of eventGroup(name) ?? [name]) on.add(flag);
      return sorted(on);
    },
    report(stored) {
      const on = new Set(stored);
      return reportTable.filter(([, needs]) => needs.some((f) => on.has(f))).map(([name]) => name);
    },
    // The group names would switch on sub-flags again; their "_only" forms switch on one flag.
    toInput: (stored) => stored.map((f) => (eventGroup(`${f}_only`) ? `${f}_only` : f)),
    fromReport: (reported) =>
      sorted(
        new Set(reported.flatMap((name) => reportTable.find(([n]) => n === name)?.[1].slice(0, 1) ?? [])),
      ),
    patchKeeps: new Set(options.patchKeeps ?? []),
  };
}
