/**
 * The dashboard's renderers (part of the script in dashboard-script.ts, same scope: `h`, `table`,
 * `replace`, `$`): state, pings and journal, every value put in as text.
 */
// Plain ES2020, no backticks or dollar-brace sequences: a template string like the script.
export const RENDERERS = String.raw`
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

  /** "(3)", or "(200 of 10,000)" when the state was answered in part. */
  function countText(shown, total) {
    return '(' + (total !== undefined && total > shown ? shown + ' of ' + total.toLocaleString('en') : shown) + ')';
  }

  function totalsOf(headers) {
    var totals = {};
    (headers.get('X-Hookmock-Totals') || '').split(',').forEach(function (pair) {
      var kv = pair.trim().split('=');
      if (kv.length === 2) totals[kv[0]] = Number(kv[1]);
    });
    return totals;
  }

  function renderState(state, headers) {
    var totals = totalsOf(headers);
    var hooks = asList(state.hooks, 'hooks');
    var orgs = asList(state.orgs, 'orgs');
    var repos = asList(state.repos, 'repos');
    var users = asList(state.users, 'users');
    var label = [state.name, state.description].filter(Boolean).join(' \u2014 ');
    $('scenario').textContent = label ? 'scenario: ' + label : '';

    $('orgs-count').textContent = countText(orgs.length, totals.orgs);
    replace($('orgs'), orgs.length === 0 ? [h('p', { class: 'empty', text: 'No organizations.' })] : orgs.map(function (org) {
      var own = hooks.filter(function (hook) { return hook.org === org.name; });
      var owners = Array.isArray(org.owners) ? org.owners.join(', ') : '';
      return h('div', { class: 'owner', 'data-org': org.name }, [
        h('h3', null, [org.name, ' ', h('span', { class: 'muted', text: (owners ? 'owners: ' + owners + ' \u00b7 ' : '') + own.length + ' hook(s)' })]),
        hooksTable(own),
      ]);
    }));

    $('repos-count').textContent = countText(repos.length, totals.repos);
    replace($('repos'), repos.length === 0 ? [h('p', { class: 'empty', text: 'No repositories.' })] : repos.map(function (repo) {
      var full = repo.owner + '/' + repo.name;
      var own = hooks.filter(function (hook) { return hook.repo === full; });
      return h('div', { class: 'owner', 'data-repo': full }, [
        h('h3', null, [full, ' ', h('span', { class: 'muted', text: own.length + ' hook(s)' })]),
        hooksTable(own),
      ]);
    }));

    $('users-count').textContent = countText(users.length, totals.users);
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

  function renderPings(pings, headers) {
    $('pings-count').textContent = countText(pings.length, Number(headers.get('X-Total-Count')));
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

  function renderRequests(entries, headers) {
    var total = Number(headers.get('X-Total-Count'));
    $('requests-count').textContent = '(' + total + (total > entries.length ? ', newest ' + entries.length + ' shown' : '') + ')';
    var shown = entries.slice().reverse();
    var newest = Number(headers.get('X-Newest-After'));
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
      cells.push(h('td', null, body === undefined ? [] : [h('details', { 'data-key': 'req-' + (newest - index) + '-' + entry.at }, [
        h('summary', { text: 'body' }),
        h('pre', { text: typeof body === 'string' ? body : JSON.stringify(body, null, 2) }),
      ])]));
      return h('tr', null, cells);
    });
    replace($('requests'), [table(['at', 'method', 'path', 'status', 'time', 'request body'], rows,
      'No requests to the mocked API yet.')]);
  }
`;
