import { eventGroup } from '../contract/event-names.js';
import type { DeliveryDialect } from '../contract/delivery-dialect.js';
import { isNativeType } from '../contract/delivery-dialect.js';
import { branchMatches } from '../util/branch-glob.js';
import type { HookRecord } from '../state/database.js';
import type { EventType } from './catalog.js';
import type { NotFiredCode } from '../wire.js';

/**
 * Which hooks fire (G/F `services/webhook/webhook.go` `PrepareWebhook`): the event flag, the
 * zero-commit push rule, the branch filter. Whether a hook is active is checked by the caller.
 */

/**
 * G `HasEvent`: the type's flag (review verdicts share `pull_request_review`). F `EventCheckers`:
 * the same, except that review comments follow `pull_request_comment`. The spec flavor stores
 * names as sent, so a group name there (`issues`, `pull_request`) covers its members. GitHub's
 * `*` covers every event.
 */
export function subscribed(dialect: DeliveryDialect, hook: HookRecord, type: EventType): boolean {
  const flag = type.flagIn?.[dialect.shape] ?? type.flag;
  if (hook.events.includes(flag)) return true;
  if (dialect.allEvents !== undefined && hook.events.includes(dialect.allEvents)) return true;
  if (!dialect.groupSubscriptions) return false;
  return hook.events.some((name) => !name.endsWith('_only') && (eventGroup(name) ?? []).includes(flag));
}

/**
 * The branch filter on the full ref of a push, create or delete.
 * G `checkBranchFilter`: "", "*", "**" pass; a branch passes when the glob matches its name or
 * its full ref, anything else only on the full ref (so `main` keeps tags out).
 * F `checkBranch`: only `refs/heads/…` refs are filtered, on the branch name; "" and "*" pass.
 */
export function passesBranchFilter(dialect: DeliveryDialect, filter: string, ref: string): boolean {
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
  if (dialect.branchFilter === 'branches-only') return branch === null || branchMatches(filter, branch);
  if (filter === '' || filter === '*' || filter === '**') return true;
  if (branch !== null && branchMatches(filter, branch)) return true;
  return branchMatches(filter, ref);
}

/** Why a candidate hook does not fire (the rule's code and words), or undefined when it does. */
export function notFiredCause(
  dialect: DeliveryDialect,
  hook: HookRecord,
  type: EventType,
  facts: { ref: string | null; commits: number | null },
): { code: NotFiredCode; reason: string } | undefined {
  if (!hook.active) return { code: 'inactive', reason: 'the hook is inactive' };
  if (!subscribed(dialect, hook, type))
    return { code: 'not-subscribed', reason: `the hook is not subscribed to ${type.name} events` };
  // Only native types get a push without commits (tag pushes); the spec flavor has no others.
  if (facts.commits === 0 && !isNativeType(dialect, hook.type))
    return { code: 'zero-commits', reason: `a push without commits is not sent to ${hook.type} hooks` };
  if (facts.ref !== null && !passesBranchFilter(dialect, hook.branchFilter, facts.ref))
    return {
      code: 'branch-filter',
      reason: `ref "${facts.ref}" does not match the hook's branch filter "${hook.branchFilter}"`,
    };
  return undefined;
}
