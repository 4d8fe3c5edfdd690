/* global confirm, location, URLSearchParams, localStorage, setInterval */
// Hooks admin: a plain ES-module page over the webhook API (list, create, edit, delete, test).
//
// The one switch between the two modes is the API base URL:
//   mode 1 (default)  /api/v1 on this page's origin, answered by hookmock's MSW worker in the
//                     browser: no server at all;
//   mode 2            ?api=http://127.0.0.1:4100/api/v1 talks to `hookmock serve` over CORS.
// Ping attempts come from the mock's control API, /__hookmock/pings, next to the API.

const params = new URLSearchParams(location.search);
const API_BASE = (params.get('api') ?? '/api/v1').replace(/\/+$/, '');
const apiUrl = new URL(API_BASE, location.href);
// The control API next to the API: /__hookmock, or /sessions/<id>/__hookmock for a session.
const CONTROL_BASE = new URL(`${apiUrl.pathname.replace(/\/api\/v\d+$/, '')}/__hookmock`, apiUrl).href;
const EVENTS = [
  'push',
  'create',
  'delete',
  'fork',
  'issues',
  'issue_comment',
  'pull_request',
  'pull_request_review',
  'release',
  'repository',
];
const DEFAULT_NAMES = { repo: 'acme/widgets', org: 'acme' };

const $ = (selector) => document.querySelector(selector);
const form = $('#hook-form');
let editing = null; // the hook being edited, or null when the form creates
let hooks = [];

/** Builds an element; strings become text nodes, so data never turns into markup. */
function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, String(value));
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function setStatus(text, kind = '') {
  const status = $('#status');
  status.textContent = text;
  status.className = kind;
}

/** `repos/acme/widgets` or `orgs/acme`, from the scope controls. */
function scopePath() {
  const kind = $('#scope-kind').value;
  const name = $('#scope-name').value.trim();
  return kind === 'org'
    ? `orgs/${encodeURIComponent(name)}`
    : `repos/${name.split('/').map(encodeURIComponent).join('/')}`;
}

function scopeMatches(scope) {
  const kind = $('#scope-kind').value;
  const name = $('#scope-name').value.trim();
  return kind === 'org'
    ? scope.kind === 'org' && scope.org === name
    : scope.kind === 'repo' && `${scope.owner}/${scope.repo}` === name;
}

async function api(method, path, body) {
  const headers = { Authorization: `token ${$('#token').value.trim()}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const value = text === '' ? null : safeJson(text);
  if (!response.ok) {
    const message =
      value && typeof value === 'object' && value.message ? value.message : text || response.statusText;
    throw new Error(`${method} ${path}: ${response.status} ${message}`);
  }
  return value;
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function loadHooks() {
  $('#scope-label').textContent = `for ${$('#scope-kind').value} ${$('#scope-name').value.trim()}`;
  try {
    hooks = await api('GET', `${scopePath()}/hooks?limit=50`);
    renderHooks();
  } catch (error) {
    hooks = [];
    renderHooks();
    setStatus(error.message, 'error');
  }
  await loadPings();
}

function renderHooks() {
  const rows = hooks.map((hook) =>
    h(
      'tr',
      { 'data-hook-id': hook.id },
      h('td', {}, String(hook.id)),
      h('td', { class: 'url' }, hook.config?.url ?? ''),
      h('td', {}, hook.config?.content_type ?? ''),
      h('td', {}, (hook.events ?? []).join(', ')),
      h('td', {}, hook.active ? 'yes' : 'no'),
      h(
        'td',
        { class: 'actions' },
        h('button', { type: 'button', class: 'edit', onclick: () => startEdit(hook) }, 'Edit'),
        ' ',
        h('button', { type: 'button', class: 'test', onclick: () => testHook(hook) }, 'Test'),
        ' ',
        h('button', { type: 'button', class: 'delete', onclick: () => deleteHook(hook) }, 'Delete'),
      ),
    ),
  );
  $('#hooks tbody').replaceChildren(...rows);
  $('#no-hooks').hidden = hooks.length > 0;
}

async function loadPings() {
  let pings;
  try {
    const response = await fetch(`${CONTROL_BASE}/pings`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /__hookmock/pings: ${response.status}`);
    pings = await response.json();
  } catch (error) {
    setStatus(`Cannot read ping attempts: ${error.message}`, 'error');
    return;
  }
  const mine = (Array.isArray(pings) ? pings : []).filter((ping) => scopeMatches(ping.scope)).reverse();
  $('#pings').replaceChildren(
    ...mine.map((ping) => {
      const delivery = ping.delivery ?? {};
      const detail = [
        delivery.responseStatus && `HTTP ${delivery.responseStatus}`,
        delivery.reason,
        delivery.error,
      ]
        .filter(Boolean)
        .join(' · ');
      const headerText = Object.entries(ping.headers ?? {})
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n');
      return h(
        'li',
        { 'data-ping-id': ping.id, 'data-hook-id': ping.hookId, 'data-delivery': delivery.status },
        h('strong', {}, `${ping.event} → hook #${ping.hookId}`),
        ` ${ping.url} at ${ping.at} — `,
        h('span', { class: 'delivery' }, delivery.status ?? ''),
        detail ? ` (${detail})` : '',
        h(
          'details',
          {},
          h('summary', {}, 'headers and body'),
          h('pre', {}, headerText),
          h('pre', {}, ping.body ?? ''),
        ),
      );
    }),
  );
  $('#no-pings').hidden = mine.length > 0;
}

function renderEventBoxes() {
  $('#events').replaceChildren(
    ...EVENTS.map((name) =>
      h('label', {}, h('input', { type: 'checkbox', name: 'events', value: name }), name),
    ),
  );
}

function resetForm() {
  editing = null;
  form.reset();
  form.elements.secret.disabled = false;
  for (const box of form.querySelectorAll('input[name=events]')) box.checked = box.value === 'push';
  $('#form-title').textContent = 'Create a hook';
  $('#submit').textContent = 'Create hook';
  $('#cancel-edit').hidden = true;
}

function startEdit(hook) {
  editing = hook;
  form.elements.url.value = hook.config?.url ?? '';
  form.elements.content_type.value = hook.config?.content_type ?? 'json';
  form.elements.secret.value = '';
  form.elements.secret.disabled = true; // the API cannot change a secret
  form.elements.active.checked = Boolean(hook.active);
  for (const box of form.querySelectorAll('input[name=events]'))
    box.checked = (hook.events ?? []).includes(box.value);
  $('#form-title').textContent = `Edit hook #${hook.id}`;
  $('#submit').textContent = 'Save changes';
  $('#cancel-edit').hidden = false;
  form.elements.url.focus();
}

async function submitForm(event) {
  event.preventDefault();
  const events = [...form.querySelectorAll('input[name=events]:checked')].map((box) => box.value);
  const config = { url: form.elements.url.value.trim(), content_type: form.elements.content_type.value };
  const active = form.elements.active.checked;
  try {
    if (editing) {
      const hook = await api('PATCH', `${scopePath()}/hooks/${editing.id}`, { active, events, config });
      setStatus(`Saved hook #${hook.id}.`, 'ok');
    } else {
      const secret = form.elements.secret.value;
      if (secret) config.secret = secret;
      const hook = await api('POST', `${scopePath()}/hooks`, { type: 'native', active, events, config });
      setStatus(`Created hook #${hook.id}.`, 'ok');
    }
    resetForm();
    await loadHooks();
  } catch (error) {
    setStatus(error.message, 'error');
  }
}

async function deleteHook(hook) {
  // The spec's stated client practice: confirm with the user before deleting a hook.
  if (!confirm(`Delete hook #${hook.id} (${hook.config?.url ?? ''})?`)) return;
  try {
    await api('DELETE', `${scopePath()}/hooks/${hook.id}`);
    if (editing?.id === hook.id) resetForm();
    setStatus(`Deleted hook #${hook.id}.`, 'ok');
    await loadHooks();
  } catch (error) {
    setStatus(error.message, 'error');
  }
}

async function testHook(hook) {
  try {
    await api('POST', `${scopePath()}/hooks/${hook.id}/tests`);
    setStatus(`Sent a test to hook #${hook.id}.`, 'ok');
    await loadPings();
  } catch (error) {
    setStatus(error.message, 'error');
  }
}

async function start() {
  const token = localStorage.getItem('hooks-admin-token');
  if (token) $('#token').value = token;
  renderEventBoxes();
  resetForm();
  form.addEventListener('submit', submitForm);
  $('#cancel-edit').addEventListener('click', resetForm);
  $('#reload').addEventListener('click', loadHooks);
  $('#refresh-pings').addEventListener('click', loadPings);
  $('#token').addEventListener('change', () =>
    localStorage.setItem('hooks-admin-token', $('#token').value.trim()),
  );
  $('#scope-kind').addEventListener('change', () => {
    $('#scope-name').value = DEFAULT_NAMES[$('#scope-kind').value];
    loadHooks();
  });

  if (params.has('api')) {
    $('#mode').textContent = `mode 2: hookmock serve at ${API_BASE}`;
  } else {
    // Mode 1: the mock runs in this page; msw's service worker answers /api/v1 and /__hookmock.
    const { startWorker } = await import('hookmock/browser');
    await startWorker({ worker: { serviceWorker: { url: './mockServiceWorker.js' }, quiet: true } });
    $('#mode').textContent = 'mode 1: MSW worker in the browser (no server)';
  }
  document.body.dataset.ready = 'true';
  await loadHooks();
  // Deliveries finish after the test call returns (mode 2 with --deliver): refresh now and then.
  setInterval(() => {
    if (!document.hidden) loadPings();
  }, 2000);
}

start().catch((error) => setStatus(`Could not start: ${error.message}`, 'error'));
