/**
 * The dashboard's script: wires the buttons and forms of page.html and polls each section. Built
 * into the page by scripts/build-dashboard.mjs (one inline script under the page's CSP nonce).
 */
import { CONTROL_PATH } from '../core/http/control-path.js';
import { $, field, setStatus, valueOf } from './dom.js';
import { messageIn, renderDeliveries, wireEmitForm, wireRedeliver } from './events.js';
import { SHOWN, messageOf, poll, stopPolling } from './poll.js';
import type { AnySource } from './poll.js';
import { renderPings, renderRequests } from './render-logs.js';
import { renderHooks, showMockClock, wireHookActions } from './render-hooks.js';
import { renderState } from './render-state.js';
import { sessionPicker } from './sessions.js';

/** The control API this page belongs to: `/__hookmock`, or a session's, or behind a prefix. */
const base = new RegExp(`^(.*${CONTROL_PATH})(/|$)`).exec(location.pathname)?.[1] ?? CONTROL_PATH;

const sources: AnySource[] = [
  { name: 'state', log: false, render: renderState, path: () => `/state?limit=${SHOWN}` },
  {
    name: 'hooks',
    log: false,
    render: renderHooks,
    seen: showMockClock,
    path: () => `/hooks?limit=${SHOWN}`,
  },
  { name: 'pings', log: true, render: renderPings, path: (after) => `/pings?limit=${SHOWN}&after=${after}` },
  {
    name: 'requests',
    log: true,
    render: renderRequests,
    path: (after) => `/requests?limit=${SHOWN}&after=${after}`,
  },
  {
    name: 'deliveries',
    log: true,
    render: renderDeliveries,
    path: (after) => `/deliveries?limit=${SHOWN}&after=${after}`,
  },
];

const refresh = (): void => void poll(base, sources);

/** Runs a control action; on success polls at once, on failure says why in the status line. */
async function act(label: string, method: string, path: string, body?: unknown): Promise<void> {
  const init: RequestInit = { method, cache: 'no-store' };
  if (method === 'POST') init.headers = { 'Content-Type': 'application/json' }; // the server requires it
  if (body !== undefined) init.body = JSON.stringify(body);
  try {
    const response = await fetch(base + path, init);
    if (response.ok) {
      setStatus(`${label}: done`, false);
      return poll(base, sources);
    }
    const text = await response.text();
    let message = text;
    try {
      message = messageIn(JSON.parse(text)) || text;
    } catch {
      // plain text
    }
    setStatus(`${label} failed (${response.status}): ${message}`, true, 'action');
  } catch (error) {
    setStatus(`${label} failed: ${messageOf(error)}`, true, 'action');
  }
}

$('control-base').textContent = base;
$('reset').addEventListener('click', () => void act('Reset', 'POST', '/reset'));
$('clear-pings').addEventListener('click', () => void act('Clear pings', 'DELETE', '/pings'));
$('load-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const name = valueOf('scenario-name');
  if (name) void act(`Load scenario ${name}`, 'POST', '/scenario', { name });
});
field('pause').addEventListener('change', () => {
  const box = field('pause');
  if (box instanceof HTMLInputElement && box.checked) stopPolling();
  else refresh();
});
wireEmitForm(base, refresh);
wireRedeliver((id) => void act(`Redeliver #${id}`, 'POST', `/deliveries/${id}/redeliver`));
/** What each hook button does: its label in the status line, and its control route. */
const HOOK_ACTIONS: Record<string, (id: string, active: boolean) => Promise<void>> = {
  test: (id) => act(`Test hook ${id}`, 'POST', `/hooks/${id}/test`),
  redeliver: (id) => act(`Redeliver the latest of hook ${id}`, 'POST', `/hooks/${id}/redeliver`),
  toggle: (id, active) =>
    act(`${active ? 'Deactivate' : 'Activate'} hook ${id}`, 'POST', `/hooks/${id}/active`, {
      active: !active,
    }),
  delete: (id) =>
    confirm(`Delete hook ${id}?`) ? act(`Delete hook ${id}`, 'DELETE', `/hooks/${id}`) : Promise.resolve(),
};
wireHookActions((action, id, active) => void HOOK_ACTIONS[action]?.(id, active));
void sessionPicker();
refresh();
