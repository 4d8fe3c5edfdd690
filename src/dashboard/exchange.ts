/**
 * One delivery as an exchange: what was sent (headers and body) and what the receiver answered
 * (status, headers and the body kept within `deliveryResponseBytes`), shared by the delivery list
 * and the ping attempts so both say the same.
 */
import { h, ms, prettyBody } from './dom.js';
import type { Delivery, Outcome } from './types.js';
import { redactedHeaders } from './redact-headers.js';

/** What `recorded` means on a page served without delivery (what `hookmock emit` prints). */
export const NOT_SENT = 'not sent: start with --deliver';

/** "HTTP 200 · 12 ms · reason": what is known of a delivery's outcome. */
export function outcomeText(outcome: Outcome): string {
  const parts: string[] = [];
  if (outcome.status === 'recorded') parts.push(NOT_SENT);
  if (outcome.responseStatus !== undefined) parts.push(`HTTP ${outcome.responseStatus}`);
  if (outcome.durationMs !== undefined) parts.push(ms(outcome.durationMs));
  if (outcome.reason) parts.push(outcome.reason);
  if (outcome.error) parts.push(outcome.error);
  return parts.join(' \u00b7 ');
}

function headerText(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** The request's headers, secret-bearing values redacted as the products' own logs show them. */
function requestHeaderText(headers: Record<string, string> | undefined): string {
  return redactedHeaders(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** The receiver's answer, or why there is none. */
function responseParts(outcome: Outcome): HTMLElement[] {
  if (outcome.responseStatus === undefined) {
    const why =
      outcome.status === 'recorded' ? NOT_SENT : (outcome.error ?? outcome.reason ?? outcome.status);
    return [h('p', { class: 'muted response-none', text: `no answer: ${why ?? 'not yet'}` })];
  }
  const cut = outcome.responseBodyTruncated ? ' (cut at the deliveryResponseBytes bound)' : '';
  return [
    h('pre', { class: 'response-status', text: `HTTP ${outcome.responseStatus}` }),
    h('pre', { class: 'response-headers', text: headerText(outcome.responseHeaders) }),
    h('pre', { class: 'response-body', text: prettyBody(outcome.responseBody ?? '') + cut }),
  ];
}

/** The request as sent and the answer as received (kept open across polls by `data-key`). */
export function exchangeDetails(d: Delivery, key: string): HTMLElement {
  return h('details', { 'data-key': key }, [
    h('summary', { text: 'request and response' }),
    h('h4', { text: 'request' }),
    h('pre', { class: 'headers', text: requestHeaderText(d.headers) }),
    h('pre', { class: 'body', text: prettyBody(d.body ?? '') }),
    h('h4', { text: 'response' }),
    ...responseParts(d.delivery ?? { status: 'pending' }),
  ]);
}
