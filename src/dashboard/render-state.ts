/** The state sections: organizations and repositories with their hooks, and users. */
import { $, countText, h, list, replace, table } from './dom.js';
import type { Hook, State } from './types.js';

function hookRow(hook: Hook): HTMLElement {
  const config = hook.config ?? {};
  return h('tr', { 'data-hook-id': hook.id }, [
    h('td', { text: hook.id ?? '' }),
    h('td', { text: hook.type ?? 'native' }),
    h('td', { class: hook.active ? 'on' : 'off', text: hook.active ? 'active' : 'inactive' }),
    h('td', { text: Array.isArray(hook.events) ? hook.events.join(', ') : '' }),
    h('td', { class: 'url', text: config.url ?? '' }),
    h('td', { text: config.content_type ?? '' }),
    h('td', { text: config.secret ? 'set' : '' }),
  ]);
}

function hooksTable(hooks: Hook[]): HTMLElement {
  const headings = ['id', 'type', 'active', 'events', 'url', 'content type', 'secret'];
  return table(headings, hooks.map(hookRow), 'No hooks.');
}

/** `X-Hookmock-Totals: users=3, orgs=1, …`: the sizes of the lists the state answered in part. */
function totalsOf(headers: Headers): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const pair of (headers.get('X-Hookmock-Totals') ?? '').split(',')) {
    const [key, value, ...rest] = pair.trim().split('=');
    if (key && value !== undefined && rest.length === 0) totals[key] = Number(value);
  }
  return totals;
}

/** One owner (org or repo): a heading, and the table of its hooks. */
function owner(attribute: string, name: string, note: string, hooks: Hook[]): HTMLElement {
  return h('div', { class: 'owner', [attribute]: name }, [
    h('h3', null, [name, ' ', h('span', { class: 'muted', text: `${note}${hooks.length} hook(s)` })]),
    hooksTable(hooks),
  ]);
}

function renderOrgs(state: State, hooks: Hook[], total?: number): void {
  const orgs = list(state.orgs);
  $('orgs-count').textContent = countText(orgs.length, total);
  const empty = [h('p', { class: 'empty', text: 'No organizations.' })];
  const blocks = orgs.map((org) => {
    const owners = Array.isArray(org.owners) ? org.owners.join(', ') : '';
    const note = owners ? `owners: ${owners} \u00b7 ` : '';
    return owner(
      'data-org',
      org.name,
      note,
      hooks.filter((hook) => hook.org === org.name),
    );
  });
  replace($('orgs'), orgs.length === 0 ? empty : blocks);
}

function renderRepos(state: State, hooks: Hook[], total?: number): void {
  const repos = list(state.repos);
  $('repos-count').textContent = countText(repos.length, total);
  const empty = [h('p', { class: 'empty', text: 'No repositories.' })];
  const blocks = repos.map((repo) => {
    const full = `${repo.owner}/${repo.name}`;
    return owner(
      'data-repo',
      full,
      '',
      hooks.filter((hook) => hook.repo === full),
    );
  });
  replace($('repos'), repos.length === 0 ? empty : blocks);
}

function renderUsers(state: State, total?: number): void {
  const users = list(state.users);
  $('users-count').textContent = countText(users.length, total);
  const rows = users.map((user) =>
    h('tr', null, [
      h('td', { text: user.login }),
      h('td', { text: user.admin ? 'yes' : '' }),
      h('td', null, [h('code', { text: user.token ?? '' })]),
      h('td', { text: Array.isArray(user.scopes) ? user.scopes.join(', ') : 'all' }),
    ]),
  );
  replace($('users'), [table(['login', 'admin', 'token', 'scopes'], rows, 'No users.')]);
}

/** Renders `GET /state` (its lists may be the first SHOWN of each; the totals say so). */
export function renderState(state: State, headers: Headers): void {
  const totals = totalsOf(headers);
  const hooks = list(state.hooks);
  const label = [state.name, state.description].filter(Boolean).join(' \u2014 ');
  $('scenario').textContent = label ? `scenario: ${label}` : '';
  renderOrgs(state, hooks, totals.orgs);
  renderRepos(state, hooks, totals.repos);
  renderUsers(state, totals.users);
}
