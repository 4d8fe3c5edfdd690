import { UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { defaultSecret } from './listen-secret.js';
import type { FlavorName } from '../core/contract/flavor.js';
import { FLAVORS, productOf } from '../core/flavors/index.js';
import { listEvents, subscriptionFor } from '../core/events/event-vocabulary.js';

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What `listen` was asked for, checked. */
export interface ListenPlan {
  forwardTo: URL;
  events: string[];
  where: { repo: string } | { org: string };
  secret: string;
  /** `--signing-token` (gitlab): checked against the flavor once the server is known. */
  signingToken?: string;
}

/** `--forward-to`, `--repo`/`--org`, `--events` and `--secret` (default: the user's, listen-secret.ts). */
export function planOf(flags: Record<string, unknown>, io: Io): ListenPlan {
  const to = text(flags.forwardTo);
  if (to === undefined) throw new UsageError('missing --forward-to URL (where your receiver listens)');
  if (!/^https?:\/\//.test(to) || !URL.canParse(to))
    throw new UsageError(`--forward-to must be an http(s) URL, got "${to}"`);
  const forwardTo = new URL(to);
  const repo = text(flags.repo);
  const org = text(flags.org);
  if (repo !== undefined && org !== undefined) throw new UsageError('give at most one of --repo and --org');
  if (repo !== undefined && !/^[^/\s]+\/[^/\s]+$/.test(repo))
    throw new UsageError(`--repo must be OWNER/NAME, got "${repo}"`);
  const events = (text(flags.events) ?? 'push').split(',').map((e) => e.trim());
  if (events.some((e) => e === ''))
    throw new UsageError('--events takes names separated by commas, e.g. push,issues');
  const secret = text(flags.secret) ?? defaultSecret(forwardTo, io.env);
  const signingToken = text(flags.signingToken);
  return {
    forwardTo,
    events,
    where: org !== undefined ? { org } : { repo: repo ?? 'acme/widgets' },
    secret,
    ...(signingToken === undefined ? {} : { signingToken }),
  };
}

/**
 * The events checked against the flavor's before the hook is made (security review 4, G9): an
 * unknown name (`pushh`, `__proto__`) would be dropped by the server, leaving a hook that never
 * fires; here it is a usage error naming the valid ones. A name the hook API does not take but an
 * event goes by (`send`'s `merge_request`, the header's `Merge Request Hook`) becomes the
 * subscription that event's hooks take (`merge_requests_events`): one vocabulary everywhere.
 */
export function checkEvents(plan: ListenPlan, flavor: FlavorName): string[] {
  const table = FLAVORS[flavor];
  const { accepted } = table.events;
  const listed = listEvents(productOf(table).catalog, table.delivery);
  const subscription = (name: string) => subscriptionFor(listed, accepted, name);
  const unknown = plan.events.filter((name) => subscription(name) === undefined);
  if (unknown.length === 0) return plan.events.map((name) => subscription(name) ?? name);
  const valid = [...accepted].sort().join(', ');
  throw new UsageError(
    `unknown event${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')} for the ${flavor} flavor (events: ${valid}; see hookmock events --flavor ${flavor})`,
  );
}
