/**
 * The dashboard's "Emit event" form and its list of every delivery (test presses and events),
 * added to the page as their own section and script: the script polls `/deliveries` by itself
 * and posts the form to `/events`. Data goes into the DOM as text only (see dashboard-page.ts).
 */
export const EVENTS_SECTION = `
  <section id="events-section">
    <h2>Emit event</h2>
    <form id="emit-form" class="inline" data-testid="emit-form">
      <input id="emit-event" name="event" placeholder="event, e.g. push" aria-label="event" required>
      <input id="emit-target" name="target" placeholder="owner/repo or org" aria-label="repository or org" required>
      <input id="emit-action" name="action" placeholder="action (optional)" aria-label="action">
      <input id="emit-ref" name="ref" placeholder="ref (optional)" aria-label="ref">
      <button type="submit" id="emit-submit" title="POST /__hookmock/events">Emit</button>
    </form>
    <p id="emit-status" role="status" class="muted"></p>
    <h2>Deliveries <span class="count" id="deliveries-count"></span></h2>
    <div id="deliveries"></div>
  </section>`;

// Plain ES2020 for the browser; no backticks or dollar-brace sequences (this is a template string).
export const EVENTS_SCRIPT = String.raw`
'use strict';
(function () {
  var match = location.pathname.match(/^(.*\/__hookmock)(\/|$)/);
  var base = match ? match[1] : '/__hookmock';
  var lastText = null;
  function $(id) { return document.getElementById(id); }
  function cell(text, cls) { var td = document.createElement('td'); td.textContent = String(text); if (cls) td.className = cls; return td; }
  function render(list) {
    $('deliveries-count').textContent = '(' + list.length + ')';
    var container = $('deliveries');
    container.textContent = '';
    if (list.length === 0) { var p = document.createElement('p'); p.className = 'empty'; p.textContent = 'No deliveries yet. Press a hook test or emit an event.'; container.append(p); return; }
    var table = document.createElement('table');
    var head = document.createElement('tr');
    ['#', 'at', 'trigger', 'event', 'hook', 'request', 'outcome'].forEach(function (t) { var th = document.createElement('th'); th.textContent = t; head.append(th); });
    table.append(head);
    list.slice().reverse().slice(0, 200).forEach(function (d) {
      var tr = document.createElement('tr');
      tr.setAttribute('data-delivery-id', String(d.id));
      var outcome = d.delivery || {};
      tr.append(cell(d.id), cell(d.at), cell(d.trigger), cell(d.eventType + (d.action ? '/' + d.action : '')),
        cell(d.hookId + ' (' + d.hookType + ')'), cell(d.method + ' ' + d.url, 'url'),
        cell(outcome.status + (outcome.reason ? ': ' + outcome.reason : '') + (outcome.error ? ': ' + outcome.error : ''), 's-' + outcome.status));
      table.append(tr);
    });
    container.append(table);
  }
  function poll() {
    fetch(base + '/deliveries', { cache: 'no-store' }).then(function (r) { return r.text(); }).then(function (text) {
      if (text !== lastText) { lastText = text; try { render(JSON.parse(text)); } catch (e) { /* not JSON */ } }
    }).catch(function () { /* the main status line reports connection trouble */ }).then(function () { setTimeout(poll, 1000); });
  }
  $('emit-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var target = $('emit-target').value.trim();
    var body = { event: $('emit-event').value.trim() };
    if (target.indexOf('/') >= 0) body.repo = target; else body.org = target;
    if ($('emit-action').value.trim()) body.action = $('emit-action').value.trim();
    if ($('emit-ref').value.trim()) body.ref = $('emit-ref').value.trim();
    fetch(base + '/events', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (json) { return { ok: r.ok, json: json }; }); })
      .then(function (res) {
        $('emit-status').textContent = res.ok ? 'Emitted: ' + res.json.length + ' deliveries' : 'Emit failed: ' + res.json.message;
        $('emit-status').className = res.ok ? 'muted' : 'error';
        lastText = null;
      }).catch(function (error) { $('emit-status').textContent = 'Emit failed: ' + error; });
  });
  poll();
})();
`;
