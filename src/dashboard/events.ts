/**
 * The "Emit event" form (`POST /events`) and the list of every delivery (`GET /deliveries`):
 * test presses and emitted events, with the request sent and its outcome.
 */
import { $, countText, h, replace, table, valueOf } from './dom.js';
import { exchangeDetails, outcomeText } from './exchange.js';
import { messageOf } from './poll.js';
import type { Delivery } from './types.js';

function deliveryRow(d: Delivery): HTMLElement {
  const outcome = d.delivery ?? { status: 'pending' };
  const detail = outcomeText(outcome);
  return h('tr', { 'data-delivery-id': d.id }, [
    h('td', { text: d.id }),
    h('td', { text: d.at }),
    h('td', { text: d.redelivery ? `${d.trigger} (redelivery)` : d.trigger }),
    h('td', { text: d.eventType + (d.action ? `/${d.action}` : '') }),
    h('td', { text: `${d.hookId} (${d.hookType})` }),
    h('td', { class: 'url', text: `${d.method} ${d.url}` }),
    h('td', null, [
      h('span', { class: `s-${outcome.status}`, text: outcome.status }),
      detail ? h('span', { class: 'muted outcome-detail', text: ` \u00b7 ${detail}` }) : null,
      exchangeDetails(d, `delivery-${d.id}`),
    ]),
    h('td', null, [redeliverButton(d)]),
  ]);
}

/** Sends the delivery again (`POST /deliveries/{id}/redeliver`); a skipped one has nothing to send. */
function redeliverButton(d: Delivery): HTMLElement {
  const skipped = d.delivery?.status === 'skipped';
  return h('button', {
    type: 'button',
    'data-redeliver': d.id,
    title: skipped ? 'skipped: nothing was sent' : 'send the same request again (same guid and signature)',
    disabled: skipped ? '' : undefined,
    text: 'Redeliver',
  });
}

/** Wires the Redeliver buttons of the list (one listener: the rows are replaced on every poll). */
export function wireRedeliver(redeliver: (id: string) => void): void {
  $('deliveries').addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-redeliver]') : null;
    const id = button?.getAttribute('data-redeliver');
    if (id) redeliver(id);
  });
}

/** Renders `GET /deliveries` (the newest SHOWN), newest first. */
export function renderDeliveries(deliveries: Delivery[], headers: Headers): void {
  $('deliveries-count').textContent = countText(deliveries.length, Number(headers.get('X-Total-Count')));
  const rows = deliveries.slice().reverse().map(deliveryRow);
  const headings = ['#', 'at', 'trigger', 'event', 'hook', 'request', 'outcome', ''];
  const empty = 'No deliveries yet. Press a hook test or emit an event.';
  replace($('deliveries'), [table(headings, rows, empty)]);
}

/** The body of `POST /events` from the form: a target with a slash is a repository. */
function emitBody(): Record<string, string> {
  const target = valueOf('emit-target');
  const body: Record<string, string> = { event: valueOf('emit-event') };
  if (target.includes('/')) body.repo = target;
  else body.org = target;
  if (valueOf('emit-action')) body.action = valueOf('emit-action');
  if (valueOf('emit-ref')) body.ref = valueOf('emit-ref');
  return body;
}

function showEmitted(text: string, isError: boolean): void {
  const status = $('emit-status');
  status.textContent = text;
  status.className = isError ? 'error' : 'muted';
}

/** Wires the form; `after` runs once an emit succeeded (the page polls again). */
export function wireEmitForm(base: string, after: () => void): void {
  $('emit-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' }, // the server requires it
      body: JSON.stringify(emitBody()),
    };
    fetch(`${base}/events`, init)
      .then(async (response) => {
        const json: unknown = await response.json();
        if (response.ok && Array.isArray(json)) showEmitted(`Emitted: ${json.length} deliveries`, false);
        else showEmitted(`Emit failed: ${messageIn(json) ?? response.status}`, true);
        after();
      })
      .catch((error: unknown) => showEmitted(`Emit failed: ${messageOf(error)}`, true));
  });
}

/** The `message` of an error body, if it has one. */
export function messageIn(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string')
    return json.message;
  return undefined;
}
