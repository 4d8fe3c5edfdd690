/** The state sections: the scenario, users, and the owners (drawn with their hooks by render-hooks.ts). */
import { $, countText, h, list, replace, table } from './dom.js';
import { showOwners } from './render-hooks.js';
import type { State } from './types.js';

/** `X-Hookmock-Totals: users=3, orgs=1, …`: the sizes of the lists the state answered in part. */
function totalsOf(headers: Headers): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const pair of (headers.get('X-Hookmock-Totals') ?? '').split(',')) {
    const [key, value, ...rest] = pair.trim().split('=');
    if (key && value !== undefined && rest.length === 0) totals[key] = Number(value);
  }
  return totals;
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
  const label = [state.name, state.description].filter(Boolean).join(' \u2014 ');
  $('scenario').textContent = label ? `scenario: ${label}` : '';
  showOwners(state, totals);
  renderUsers(state, totals.users);
}
