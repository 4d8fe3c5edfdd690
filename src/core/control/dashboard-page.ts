/**
 * The dashboard served at `GET /__hookmock/`: one self-contained page (inline CSS and script, no
 * external assets) that polls the control API every second and shows the state (orgs, repos and
 * their hooks), the ping attempts and the request journal, with buttons to reset, load a scenario
 * and clear pings.
 *
 * Every value that comes from the mock is put into the DOM as text (`textContent`, `append` of
 * strings, `setAttribute` for titles); the script never assigns markup built from data. The page
 * also carries a per-response CSP nonce, so injected inline script could not run anyway.
 * Environment-agnostic: no node: imports (the browser worker serves this page too).
 */
export function dashboardHtml(): string {
  const nonce = randomNonce();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'">
<title>hookmock dashboard</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header>
  <h1>hookmock</h1>
  <span id="scenario" class="muted" data-testid="scenario"></span>
  <div class="actions">
    <button type="button" id="reset" title="POST /__hookmock/reset">Reset</button>
    <form id="load-form" class="inline">
      <input id="scenario-name" name="name" placeholder="scenario name, e.g. default" aria-label="scenario name" required>
      <button type="submit" id="load-scenario" title="POST /__hookmock/scenario">Load scenario</button>
    </form>
    <button type="button" id="clear-pings" title="DELETE /__hookmock/pings">Clear pings</button>
    <label class="muted"><input type="checkbox" id="pause"> pause</label>
  </div>
</header>
<p id="status" role="status" class="muted"></p>
<main>
  <section>
    <h2>Organizations <span class="count" id="orgs-count"></span></h2>
    <div id="orgs"></div>
  </section>
  <section>
    <h2>Repositories <span class="count" id="repos-count"></span></h2>
    <div id="repos"></div>
  </section>
  <section>
    <h2>Users <span class="count" id="users-count"></span></h2>
    <div id="users"></div>
  </section>
  <section>
    <h2>Ping attempts <span class="count" id="pings-count"></span></h2>
    <div id="pings"></div>
  </section>
  <section>
    <h2>Request journal <span class="count" id="requests-count"></span></h2>
    <div id="requests"></div>
  </section>
</main>
<footer class="muted">Updated <span id="updated">never</span> · polling every second · control API at <code id="control-base"></code></footer>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}

const STYLE = String.raw`
:root { color-scheme: light dark; --fg: #1b1f24; --muted: #5d6670; --line: #d5dae0; --bg: #fff; --alt: #f5f7f9;
  --ok: #1a7f37; --bad: #c62828; --warn: #9a6700; --info: #0969da; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ed; --muted: #9aa4ae; --line: #3a424b; --bg: #16191d; --alt: #1f2328; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
header { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1rem; padding: .75rem 1.25rem; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: var(--bg); z-index: 1; }
h1 { font-size: 1.15rem; margin: 0; }
h2 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
h3 { font-size: .9rem; margin: .75rem 0 .35rem; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-left: auto; }
form.inline { display: inline-flex; gap: .35rem; }
button { font: inherit; padding: .25rem .7rem; border: 1px solid var(--line); border-radius: 6px; background: var(--alt); color: var(--fg); cursor: pointer; }
button:hover { border-color: var(--info); }
input { font: inherit; padding: .25rem .5rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
main { padding: 0 1.25rem 1.5rem; }
#status { margin: .5rem 1.25rem 0; min-height: 1.2em; }
#status.error { color: var(--bad); }
table { border-collapse: collapse; width: 100%; margin-bottom: .5rem; }
th, td { text-align: left; vertical-align: top; padding: .3rem .5rem; border-bottom: 1px solid var(--line); }
th { font-weight: 600; color: var(--muted); font-size: .8rem; text-transform: uppercase; letter-spacing: .03em; }
tbody tr:nth-child(even) { background: var(--alt); }
td.url, td.path { word-break: break-all; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85rem; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .82rem; }
pre { margin: .35rem 0; padding: .5rem; background: var(--alt); border: 1px solid var(--line); border-radius: 6px; overflow: auto; max-height: 24rem; white-space: pre-wrap; word-break: break-all; }
.muted, .empty { color: var(--muted); }
.count { color: var(--muted); font-weight: normal; }
.badge { display: inline-block; padding: 0 .45rem; border-radius: 999px; font-size: .78rem; border: 1px solid currentColor; }
.s-delivered, .s-2 { color: var(--ok); } .s-failed, .s-4, .s-5 { color: var(--bad); }
.s-pending, .s-skipped { color: var(--warn); } .s-recorded, .s-3 { color: var(--info); }
.on { color: var(--ok); } .off { color: var(--muted); }
.owner { margin-bottom: 1rem; }
footer { padding: .75rem 1.25rem; border-top: 1px solid var(--line); }
`;

// Plain ES2020 for the browser; no backticks or dollar-brace sequences (this is a template string).
const SCRIPT = String.raw`
'use strict';
(function () {
  var match = location.pathname.match(/^(.*\/__hookmock)(\/|$)/);
  var base = match ? match[1] : '/__hookmock';
  var last = { state: null, pings: null, requests: null };
  var timer = null;
  var JOURNAL_SHOWN = 200;

  function $(id) { return document.getElementById(id); }

  /** Builds an element; string children become text nodes, never markup. */
  function h(tag, props, children) {
    var node = document.createElement(tag);
    if (props) {
      Object.keys(props).forEach(function (key) {
        var value = props[key];
        if (value === undefined || value === null) return;
        if (key === 'class') node.className = value;
        else if (key === 'text') node.textContent = String(value);
        else if (key.slice(0, 2) === 'on') node.addEventListener(key.slice(2), value);
        else node.setAttribute(key, String(value));
      });
    }
    (children || []).forEach(function (child) {
      if (child === undefined || child === null || child === false) return;
      node.append(typeof child === 'object' ? child : String(child));
    });
    return node;
  }

  function table(headings, rows, emptyText) {
    if (rows.length === 0) return h('p', { class: 'empty', text: emptyText });
    return h('table', null, [
      h('thead', null, [h('tr', null, headings.map(function (t) { return h('th', { text: t }); }))]),
      h('tbody', null, rows),
    ]);
  }

  function setStatus(text, isError) {
    var node = $('status');
    node.textContent = text;
    node.className = isError ? 'error' : 'muted';
  }

  function asList(value, key) {
    if (Array.isArray(value)) return value;
    if (value && Array.isArray(value[key])) return value[key];
    return [];
  }

  /** Replaces a container's content, keeping open details elements open. */
  function replace(container, nodes) {
    var open = {};
    container.querySelectorAll('details[open][data-key]').forEach(function (d) { open[d.getAttribute('data-key')] = true; });
    container.replaceChildren.apply(container, nodes);
    container.querySelectorAll('details[data-key]').forEach(function (d) { if (open[d.getAttribute('data-key')]) d.open = true; });
  }

  function hookRows(hooks) {
    return hooks.map(function (hook) {
      var config = hook.config || {};
      var events = Array.isArray(hook.events) ? hook.events.join(', ') : '';
      return h('tr', { 'data-hook-id': hook.id }, [
        h('td', { text: hook.id === undefined ? '' : hook.id }),
        h('td', { text: hook.type === undefined ? 'native' : hook.type }),
        h('td', { class: hook.active ? 'on' : 'off', text: hook.active ? 'active' : 'inactive' }),
        h('td', { text: events }),
        h('td', { class: 'url', text: config.url === undefined ? '' : config.url }),
        h('td', { text: config.content_type === undefined ? '' : config.content_type }),
        h('td', { text: config.secret ? 'set' : '' }),
      ]);
    });
  }

  function hooksTable(hooks) {
    return table(['id', 'type', 'active', 'events', 'url', 'content type', 'secret'], hookRows(hooks), 'No hooks.');
  }

  function renderState(state) {
    var hooks = asList(state.hooks, 'hooks');
    var orgs = asList(state.orgs, 'orgs');
    var repos = asList(state.repos, 'repos');
    var users = asList(state.users, 'users');
    var label = [state.name, state.description].filter(Boolean).join(' \u2014 ');
    $('scenario').textContent = label ? 'scenario: ' + label : '';

    $('orgs-count').textContent = '(' + orgs.length + ')';
    replace($('orgs'), orgs.length === 0 ? [h('p', { class: 'empty', text: 'No organizations.' })] : orgs.map(function (org) {
      var own = hooks.filter(function (hook) { return hook.org === org.name; });
      var owners = Array.isArray(org.owners) ? org.owners.join(', ') : '';
      return h('div', { class: 'owner', 'data-org': org.name }, [
        h('h3', null, [org.name, ' ', h('span', { class: 'muted', text: (owners ? 'owners: ' + owners + ' \u00b7 ' : '') + own.length + ' hook(s)' })]),
        hooksTable(own),
      ]);
    }));

    $('repos-count').textContent = '(' + repos.length + ')';
    replace($('repos'), repos.length === 0 ? [h('p', { class: 'empty', text: 'No repositories.' })] : repos.map(function (repo) {
      var full = repo.owner + '/' + repo.name;
      var own = hooks.filter(function (hook) { return hook.repo === full; });
      return h('div', { class: 'owner', 'data-repo': full }, [
        h('h3', null, [full, ' ', h('span', { class: 'muted', text: own.length + ' hook(s)' })]),
        hooksTable(own),
      ]);
    }));

    $('users-count').textContent = '(' + users.length + ')';
    replace($('users'), [table(['login', 'admin', 'token', 'scopes'], users.map(function (user) {
      return h('tr', null, [
        h('td', { text: user.login }),
        h('td', { text: user.admin ? 'yes' : '' }),
        h('td', null, [h('code', { text: user.token === undefined ? '' : user.token })]),
        h('td', { text: Array.isArray(user.scopes) ? user.scopes.join(', ') : 'all' }),
      ]);
    }), 'No users.')]);
  }

  function scopeText(scope) {
    if (!scope) return '';
    return scope.kind === 'org' ? 'org ' + scope.org : 'repo ' + scope.owner + '/' + scope.repo;
  }

  function deliveryText(delivery) {
    var parts = [];
    if (delivery.responseStatus !== undefined) parts.push('HTTP ' + delivery.responseStatus);
    if (delivery.durationMs !== undefined) parts.push(ms(delivery.durationMs));
    if (delivery.reason) parts.push(delivery.reason);
    if (delivery.error) parts.push(delivery.error);
    return parts.join(' \u00b7 ');
  }

  function ms(value) {
    var n = Number(value);
    return (n >= 100 ? Math.round(n) : Math.round(n * 100) / 100) + ' ms';
  }

  function prettyBody(body) {
    try { return JSON.stringify(JSON.parse(body), null, 2); } catch (e) { return body; }
  }

  function renderPings(pings) {
    $('pings-count').textContent = '(' + pings.length + ')';
    var rows = pings.slice().reverse().map(function (ping) {
      var delivery = ping.delivery || {};
      var headers = ping.headers || {};
      var headerText = Object.keys(headers).map(function (name) { return name + ': ' + headers[name]; }).join('\n');
      return h('tr', { 'data-ping-id': ping.id }, [
        h('td', { text: ping.id }),
        h('td', { text: ping.at }),
        h('td', { text: ping.hookId }),
        h('td', { text: scopeText(ping.scope) }),
        h('td', { text: ping.event }),
        h('td', { class: 'url', text: ping.url }),
        h('td', null, [
          h('span', { class: 'badge s-' + delivery.status, text: delivery.status }),
          ' ',
          h('span', { class: 'muted', text: deliveryText(delivery) }),
          h('details', { 'data-key': 'ping-' + ping.id }, [
            h('summary', { text: 'headers and body' }),
            h('pre', { class: 'headers', text: headerText }),
            h('pre', { class: 'body', text: prettyBody(ping.body || '') }),
          ]),
        ]),
      ]);
    });
    replace($('pings'), [table(['#', 'at', 'hook', 'scope', 'event', 'url', 'delivery'], rows,
      'No ping attempts yet. POST .../hooks/{id}/tests records one.')]);
  }

  function renderRequests(entries) {
    $('requests-count').textContent = '(' + entries.length + (entries.length > JOURNAL_SHOWN ? ', newest ' + JOURNAL_SHOWN + ' shown' : '') + ')';
    var shown = entries.slice(-JOURNAL_SHOWN).reverse();
    var offset = entries.length - shown.length;
    var rows = shown.map(function (entry, index) {
      var query = entry.query ? new URLSearchParams(entry.query).toString() : '';
      var status = Number(entry.status);
      var cells = [
        h('td', { text: entry.at }),
        h('td', { text: entry.method }),
        h('td', { class: 'path', text: entry.path + (query ? '?' + query : '') }),
        h('td', null, [h('span', { class: 'badge s-' + Math.floor(status / 100), text: status })]),
        h('td', { text: entry.durationMs === undefined ? '' : ms(entry.durationMs) }),
      ];
      var body = entry.requestBody;
      cells.push(h('td', null, body === undefined ? [] : [h('details', { 'data-key': 'req-' + (offset + shown.length - 1 - index) + '-' + entry.at }, [
        h('summary', { text: 'body' }),
        h('pre', { text: typeof body === 'string' ? body : JSON.stringify(body, null, 2) }),
      ])]));
      return h('tr', null, cells);
    });
    replace($('requests'), [table(['at', 'method', 'path', 'status', 'time', 'request body'], rows,
      'No requests to the mocked API yet.')]);
  }

  function getText(path) {
    return fetch(base + path, { cache: 'no-store' }).then(function (response) {
      if (!response.ok) throw new Error('GET ' + base + path + ' answered ' + response.status);
      return response.text();
    });
  }

  function poll() {
    clearTimeout(timer);
    return Promise.all([getText('/state'), getText('/pings'), getText('/requests')]).then(function (texts) {
      if (texts[0] !== last.state) { last.state = texts[0]; renderState(JSON.parse(texts[0])); }
      if (texts[1] !== last.pings) { last.pings = texts[1]; renderPings(asList(JSON.parse(texts[1]), 'pings')); }
      if (texts[2] !== last.requests) { last.requests = texts[2]; renderRequests(asList(JSON.parse(texts[2]), 'requests')); }
      $('updated').textContent = new Date().toLocaleTimeString();
      if ($('status').className === 'error' && $('status').getAttribute('data-source') === 'poll') setStatus('', false);
    }).catch(function (error) {
      setStatus('Cannot reach the control API: ' + error.message, true);
      $('status').setAttribute('data-source', 'poll');
    }).then(schedule);
  }

  function schedule() {
    clearTimeout(timer);
    if (!$('pause').checked) timer = setTimeout(poll, 1000);
  }

  function act(label, method, path, body) {
    var init = { method: method, cache: 'no-store' };
    if (method === 'POST') init.headers = { 'Content-Type': 'application/json' }; // the server requires it
    if (body !== undefined) init.body = JSON.stringify(body);
    return fetch(base + path, init).then(function (response) {
      if (response.ok) { setStatus(label + ': done', false); $('status').removeAttribute('data-source'); return poll(); }
      return response.text().then(function (text) {
        var message = text;
        try { message = JSON.parse(text).message || text; } catch (e) { /* plain text */ }
        setStatus(label + ' failed (' + response.status + '): ' + message, true);
        $('status').setAttribute('data-source', 'action');
      });
    }).catch(function (error) {
      setStatus(label + ' failed: ' + error.message, true);
      $('status').setAttribute('data-source', 'action');
    });
  }

  $('control-base').textContent = base;
  $('reset').addEventListener('click', function () { act('Reset', 'POST', '/reset'); });
  $('clear-pings').addEventListener('click', function () { act('Clear pings', 'DELETE', '/pings'); });
  $('load-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var name = $('scenario-name').value.trim();
    if (name) act('Load scenario ' + name, 'POST', '/scenario', { name: name });
  });
  $('pause').addEventListener('change', function () { if ($('pause').checked) clearTimeout(timer); else poll(); });
  poll();
})();
`;
