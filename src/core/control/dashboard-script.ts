/**
 * The dashboard's script (see dashboard-page.ts for the page and its rules: data only ever goes
 * into the DOM as text). Each section polls its own control route with If-None-Match, so an
 * unchanged section costs a bodiless 304, and a failing route leaves the other sections shown.
 * The ping and journal sections ask only for their newest entries (`?after=&limit=`).
 */
import { RENDERERS } from './dashboard-render.js';

// Plain ES2020 for the browser; no backticks or dollar-brace sequences (this is a template string,
// the one interpolation being the renderers).
export const SCRIPT = String.raw`
'use strict';
(function () {
  var match = location.pathname.match(/^(.*\/__hookmock)(\/|$)/);
  var base = match ? match[1] : '/__hookmock';
  var timer = null;
  var SHOWN = 200;

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

${RENDERERS}
  /**
   * One section's source: its route, its ETag and, for the logs, the window of the newest SHOWN
   * entries (after = X-Newest-After − SHOWN), moved forward as entries arrive.
   */
  var sources = {
    state: { render: renderState, path: function () { return '/state?limit=' + SHOWN; } },
    pings: { render: renderPings, after: 0, path: function () { return '/pings?limit=' + SHOWN + '&after=' + this.after; } },
    requests: { render: renderRequests, after: 0, path: function () { return '/requests?limit=' + SHOWN + '&after=' + this.after; } },
  };

  function load(source, retried) {
    var path = source.path();
    var init = { cache: 'no-store', headers: source.etag ? { 'If-None-Match': source.etag } : {} };
    return fetch(base + path, init).then(function (response) {
      var newest = Number(response.headers.get('X-Newest-After'));
      if (source.after !== undefined && newest >= 0 && Math.max(0, newest - SHOWN) !== source.after) {
        source.after = Math.max(0, newest - SHOWN);
        source.etag = null;
        if (!retried) return load(source, true);
      }
      if (response.status === 304) return;
      if (!response.ok) throw new Error('GET ' + base + path + ' answered ' + response.status);
      return response.text().then(function (text) {
        source.render(JSON.parse(text), response.headers);
        source.etag = response.headers.get('ETag');
      });
    });
  }

  /** Every section on its own: one failing route shows its error and leaves the rest rendered. */
  function poll() {
    clearTimeout(timer);
    var names = Object.keys(sources);
    return Promise.allSettled(names.map(function (name) { return load(sources[name]); })).then(function (results) {
      var failed = [];
      results.forEach(function (result, i) { if (result.status === 'rejected') failed.push(names[i] + ': ' + result.reason.message); });
      if (failed.length < names.length) $('updated').textContent = new Date().toLocaleTimeString();
      var status = $('status');
      if (failed.length > 0) {
        setStatus('Cannot load ' + failed.join('; '), true);
        status.setAttribute('data-source', 'poll');
      } else if (status.className === 'error' && status.getAttribute('data-source') === 'poll') setStatus('', false);
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
  sessionPicker();
  poll();

  /** Sessions (standalone server only): each has this dashboard at /sessions/<id>/__hookmock/. */
  function sessionPicker() {
    var current = (location.pathname.match(/^\/sessions\/([^/]+)\//) || [])[1] || '';
    fetch('/__hookmock/sessions', { cache: 'no-store' }).then(function (response) {
      if (!response.ok) return;
      return response.json().then(function (sessions) {
        var select = $('session');
        sessions.forEach(function (session) {
          select.appendChild(h('option', { value: session.id }, [session.id + ' (' + session.flavor + ')']));
        });
        select.value = current;
        select.addEventListener('change', function () {
          location.href = select.value ? '/sessions/' + encodeURIComponent(select.value) + '/__hookmock/' : '/__hookmock/';
        });
        $('session-picker').hidden = false;
      });
    }).catch(function () { /* no sessions here (in-process): no picker */ });
  }
})();
`;
