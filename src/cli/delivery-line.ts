import { CONTROL_PATH } from '../core/http/control-path.js';
import type { Delivery, DeliveryOutcome, NotFired } from '../core/wire.js';

/** What an outcome reads as on one line: `delivered 200 in 4 ms`, `failed: receiver answered 401`, … */
export function outcomeText(outcome: DeliveryOutcome): string {
  const parts: string[] = [outcome.status];
  if (outcome.responseStatus !== undefined) parts.push(String(outcome.responseStatus));
  if (outcome.durationMs !== undefined) parts.push(`in ${outcome.durationMs} ms`);
  const why = outcome.error ?? outcome.reason;
  const text = parts.join(' ');
  if (outcome.status === 'recorded') return `${text} (not sent: the server runs without --deliver)`;
  if (outcome.status === 'pending') return 'pending (no outcome yet)';
  const said = answerStart(outcome);
  const line = why === undefined ? text : `${text}: ${why}`;
  return said === undefined ? line : `${line}: ${said}`;
}

/** How much of a failed delivery's answer body its line shows: enough for a receiver's reason. */
const ANSWER_CHARS = 120;

/**
 * The start of the receiver's answer to a failed delivery, on one line (its reason, e.g. `bad
 * signature: Message timestamp too old`, is otherwise only in the delivery log); none when it said nothing.
 */
function answerStart(outcome: DeliveryOutcome): string | undefined {
  const body = outcome.status === 'failed' ? outcome.responseBody?.replace(/\s+/g, ' ').trim() : undefined;
  if (!body) return undefined;
  return body.length > ANSWER_CHARS ? `${body.slice(0, ANSWER_CHARS)}…` : body;
}

/** What a delivery is, on one line: id, event, where it went, its guid. */
export function deliveryHead(d: Delivery): string {
  const what = d.action ? `${d.eventType}/${d.action}` : d.eventType;
  const again = d.redelivery ? ' (redelivery)' : '';
  return `#${d.id} ${what}${again} → hook ${d.hookId} ${d.method} ${d.url} guid ${d.guid || '-'}`;
}

/** One delivery on one line: id, what it is, where it went, its guid and outcome. */
export function deliveryLine(d: Delivery): string {
  const later = isSettling(d) ? `; its outcome: GET ${CONTROL_PATH}/deliveries/${d.id}` : '';
  return `${deliveryHead(d)}: ${outcomeText(d.delivery)}${later}`;
}

/** Whether the outcome is still to come. */
export const isSettling = (d: Delivery): boolean => d.delivery.status === 'pending';

/** A delivery record as the control API answers it (checked loosely: the server is hookmock). */
export function isDelivery(value: unknown): value is Delivery {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'delivery' in value &&
    typeof value.delivery === 'object'
  );
}

/** The deliveries of an answer (a list, or `{ deliveries }` of simulate); anything else is none. */
export function deliveriesOf(value: unknown): Delivery[] {
  const list =
    typeof value === 'object' && value !== null && 'deliveries' in value ? value.deliveries : value;
  return Array.isArray(list) ? list.filter(isDelivery) : [];
}

/** A hook left out, on one line: which hook, where it points, and the rule. */
export function notFiredLine(n: NotFired): string {
  const what = n.action ? `${n.eventType}/${n.action}` : n.eventType;
  const record = n.deliveryId === undefined ? '' : ` (delivery #${n.deliveryId}, skipped)`;
  return `${what} ✗ hook ${n.hookId} ${n.hookType} ${n.url}: not fired — ${n.reason}${record}`;
}

/** The hooks left out, from an `?explain` or simulate answer (none from a server that does not say). */
export function notFiredOf(answer: unknown): NotFired[] {
  if (typeof answer !== 'object' || answer === null || !('notFired' in answer)) return [];
  return Array.isArray(answer.notFired) ? answer.notFired.filter(isNotFired) : [];
}

function isNotFired(value: unknown): value is NotFired {
  return typeof value === 'object' && value !== null && 'hookId' in value && 'reason' in value;
}
