/**
 * Organizations and repositories with their hooks, and the actions per hook. The columns are the
 * product's (`LAYOUT`, from the page); the cells come from `GET /hooks` (the hook as the flavor's
 * API shows it: `gitea`, `pull_request`, GitLab's `push_events`), never from the state's storage
 * names (`native`, `pull_request_only`); the owners come from `GET /state`. Both answers are
 * kept, and either one redraws the owners.
 */
import { $, countText, h, list, replace, table } from './dom.js';
import { LAYOUT } from './layout.js';
import type { HookView, Hooks, State } from './types.js';

const seen: { state?: State; stateTotals: Record<string, number>; hooks?: Hooks } = { stateTotals: {} };

/** The actions of a hook row: `data-action` names the control route (main.ts runs it). */
const ACTIONS = [
  { action: 'test', text: 'Test', title: "press the hook's test route (POST …/hooks/{id}/test)" },
  { action: 'redeliver', text: 'Redeliver latest', title: "send this hook's newest delivery again" },
  { action: 'toggle', text: 'Deactivate', title: 'turn the hook off (only active changes)' },
  { action: 'delete', text: 'Delete', title: 'delete the hook' },
];

/** The toggle only where the product's API has an on/off flag (`LAYOUT.toggle`): GitLab's has none. */
const SHOWN_ACTIONS = ACTIONS.filter(({ action }) => action !== 'toggle' || LAYOUT.toggle !== undefined);

function actionButtons(hook: HookView, canTest: boolean): HTMLElement {
  const active = LAYOUT.toggle !== undefined && hook.shown?.[LAYOUT.toggle] === true;
  const buttons = SHOWN_ACTIONS.map(({ action, text, title }) =>
    h('button', {
      type: 'button',
      'data-action': action,
      'data-hook': hook.id,
      'data-active': action === 'toggle' ? String(active) : undefined,
      title: action === 'test' && !canTest ? 'this flavor has no test route for org hooks' : title,
      disabled: action === 'test' && !canTest ? '' : undefined,
      text: action === 'toggle' && !active ? 'Activate' : text,
    }),
  );
  return h('div', { class: 'row-actions' }, buttons);
}

/** How each kind of cell is drawn: its class and its text. */
const textCell = (value: unknown) => ({ text: typeof value === 'string' ? value : '' });
const CELLS: Record<string, (value: unknown) => { class?: string; text: string }> = {
  text: textCell,
  url: (value) => ({ class: 'url', text: typeof value === 'string' ? value : '' }),
  events: (value) => ({ class: 'events', text: list(Array.isArray(value) ? value : []).join(', ') }),
  state: (value) => ({ class: value === true ? 'on' : 'off', text: value === true ? 'active' : 'inactive' }),
};

function hookRow(hook: HookView, canTest: boolean): HTMLElement {
  // The server reads each cell from the hook's JSON in the product's own shape (`Product.dashboard`).
  const shown = hook.shown ?? {};
  const cells = LAYOUT.columns.map(({ heading, kind }) => h('td', (CELLS[kind] ?? textCell)(shown[heading])));
  return h('tr', { 'data-hook-id': hook.id }, [
    h('td', { text: hook.id }),
    ...cells,
    h('td', { text: hook.secret ? 'set' : '' }),
    h('td', null, [actionButtons(hook, canTest)]),
  ]);
}

/** One owner (org or repo): a heading, and the table of its hooks. */
function owner(
  attribute: string,
  name: string,
  note: string,
  hooks: HookView[],
  canTest: boolean,
): HTMLElement {
  const headings = ['id', ...LAYOUT.columns.map((c) => c.heading), 'secret', 'actions'];
  return h('div', { class: 'owner', [attribute]: name }, [
    h('h3', null, [name, ' ', h('span', { class: 'muted', text: `${note}${hooks.length} hook(s)` })]),
    table(
      headings,
      hooks.map((hook) => hookRow(hook, canTest)),
      'No hooks.',
    ),
  ]);
}

const inRepo = (full: string) => (hook: HookView) =>
  hook.scope?.kind === 'repo' && `${hook.scope.owner}/${hook.scope.repo}` === full;
const inOrg = (org: string) => (hook: HookView) => hook.scope?.kind === 'org' && hook.scope.org === org;

/** Draws the orgs and repos from the last state, with the hooks of the last `GET /hooks`. */
function draw(): void {
  const { state, hooks: answer, stateTotals } = seen;
  if (!state) return;
  const hooks = list(answer?.hooks);
  const orgs = list(state.orgs);
  $('orgs-count').textContent = countText(orgs.length, stateTotals.orgs);
  const orgBlocks = orgs.map((org) => {
    const owners = Array.isArray(org.owners) ? org.owners.join(', ') : '';
    const note = owners ? `owners: ${owners} \u00b7 ` : '';
    return owner('data-org', org.name, note, hooks.filter(inOrg(org.name)), answer?.orgTests === true);
  });
  replace($('orgs'), orgs.length === 0 ? [h('p', { class: 'empty', text: 'No organizations.' })] : orgBlocks);
  const repos = list(state.repos);
  $('repos-count').textContent = countText(repos.length, stateTotals.repos);
  const repoBlocks = repos.map((repo) => {
    const full = `${repo.owner}/${repo.name}`;
    return owner('data-repo', full, '', hooks.filter(inRepo(full)), true);
  });
  replace(
    $('repos'),
    repos.length === 0 ? [h('p', { class: 'empty', text: 'No repositories.' })] : repoBlocks,
  );
}

/** Keeps the state's owners (and the sizes of its lists) and redraws. */
export function showOwners(state: State, totals: Record<string, number>): void {
  seen.state = state;
  seen.stateTotals = totals;
  draw();
}

/** Renders `GET /hooks`: the flavor's name in the header, and the hooks under their owners. */
export function renderHooks(answer: Hooks): void {
  seen.hooks = answer;
  $('flavor').textContent = answer.flavor ? `flavor: ${answer.flavor}` : '';
  draw();
}

/** The mock's clock (`X-Hookmock-Now`, on every answer of `GET /hooks`, 304s included). */
export function showMockClock(headers: Headers): void {
  const now = headers.get('X-Hookmock-Now');
  if (now) $('mock-clock').textContent = now.replace(/\.\d+Z$/, 'Z');
}

/** Wires the hook actions of both owner lists (one listener each: rows are redrawn on polls). */
export function wireHookActions(run: (action: string, id: string, active: boolean) => void): void {
  for (const id of ['orgs', 'repos']) {
    $(id).addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-action]') : null;
      const action = button?.getAttribute('data-action');
      const hook = button?.getAttribute('data-hook');
      if (action && hook) run(action, hook, button?.getAttribute('data-active') === 'true');
    });
  }
}
