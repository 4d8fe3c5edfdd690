/** The log sections: ping attempts and the request journal, newest first. */
import { $, countText, h, ms, replace, table } from './dom.js';
import { exchangeDetails, outcomeText } from './exchange.js';
import type { JournalEntry, Ping, Scope } from './types.js';

function scopeText(scope?: Scope): string {
  if (!scope) return '';
  if (scope.kind === 'app') return `app ${scope.app}`;
  return scope.kind === 'org' ? `org ${scope.org}` : `repo ${scope.owner}/${scope.repo}`;
}

function pingRow(ping: Ping): HTMLElement {
  const outcome = ping.delivery ?? {};
  return h('tr', { 'data-ping-id': ping.id }, [
    h('td', { text: ping.id }),
    h('td', { text: ping.at }),
    h('td', { text: ping.hookId }),
    h('td', { text: scopeText(ping.scope) }),
    h('td', { text: ping.event }),
    h('td', { class: 'url', text: ping.url }),
    h('td', null, [
      h('span', { class: `badge s-${outcome.status}`, text: outcome.status }),
      ' ',
      h('span', { class: 'muted', text: outcomeText(outcome) }),
      exchangeDetails(ping, `ping-${ping.id}`),
    ]),
  ]);
}

/** Renders `GET /pings` (the newest SHOWN; X-Total-Count has them all). */
export function renderPings(pings: Ping[], headers: Headers): void {
  $('pings-count').textContent = countText(pings.length, Number(headers.get('X-Total-Count')));
  const rows = pings.slice().reverse().map(pingRow);
  const empty = 'No ping attempts yet. POST .../hooks/{id}/tests records one.';
  replace($('pings'), [table(['#', 'at', 'hook', 'scope', 'event', 'url', 'delivery'], rows, empty)]);
}

/** A journal row; `key` keeps its details open across polls (entries have no id). */
function journalRow(entry: JournalEntry, key: string): HTMLElement {
  const query = entry.query ? new URLSearchParams(entry.query).toString() : '';
  const status = Number(entry.status);
  const body = entry.requestBody;
  const details =
    body === undefined
      ? []
      : [
          h('details', { 'data-key': key }, [
            h('summary', { text: 'body' }),
            h('pre', { text: typeof body === 'string' ? body : JSON.stringify(body, null, 2) }),
          ]),
        ];
  return h('tr', null, [
    h('td', { text: entry.at }),
    h('td', { text: entry.method }),
    h('td', { class: 'path', text: entry.path + (query ? `?${query}` : '') }),
    h('td', null, [h('span', { class: `badge s-${Math.floor(status / 100)}`, text: status })]),
    h('td', { text: entry.durationMs === undefined ? '' : ms(entry.durationMs) }),
    h('td', null, details),
  ]);
}

/** Renders `GET /requests`, the journal of calls to the mocked API. */
export function renderRequests(entries: JournalEntry[], headers: Headers): void {
  const total = Number(headers.get('X-Total-Count'));
  const part = total > entries.length ? `, newest ${entries.length} shown` : '';
  $('requests-count').textContent = `(${total}${part})`;
  const newest = Number(headers.get('X-Newest-After'));
  const rows = entries
    .slice()
    .reverse()
    .map((entry, index) => journalRow(entry, `req-${newest - index}-${entry.at}`));
  const headings = ['at', 'method', 'path', 'status', 'time', 'request body'];
  replace($('requests'), [table(headings, rows, 'No requests to the mocked API yet.')]);
}
