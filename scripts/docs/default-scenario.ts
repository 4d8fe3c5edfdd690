// The default scenario as the README's tables (issue 32 item 4): its users and tokens, repos and
// hooks (id, where, events, URL, active), generated from scenarios/default.json so that the
// quick starts' readers know what they start from; test/docs/generated-pages.test.ts fails on drift.
import { builtinScenario } from '../../src/core/scenario/builtins.js';

const code = (text: string) => `\`${text}\``;
const list = (items: readonly string[] | undefined) => (items?.length ? items.map(code).join(', ') : '—');

/** The users, repos and hooks of `scenarios/default.json` as Markdown tables. */
export function defaultScenarioTables(): string {
  const scenario = builtinScenario('default');
  const users = (scenario.users ?? []).map(
    (u) =>
      `| ${code(u.login)} | ${u.token === undefined ? '—' : code(u.token)} | ${u.admin ? 'site admin' : 'user'} |`,
  );
  const orgs = (scenario.orgs ?? []).map((o) => `| ${code(o.name)} (org) | — | owners ${list(o.owners)} |`);
  const repos = (scenario.repos ?? []).map(
    (r) => `| ${code(`${r.owner}/${r.name}`)} | ${r.private ? 'private' : 'public'} | ${list(r.admins)} |`,
  );
  let id = 0;
  const hooks = (scenario.hooks ?? []).map((h) => {
    id = h.id ?? id + 1;
    const where = h.repo === undefined ? `org ${code(h.org ?? '')}` : `repo ${code(h.repo)}`;
    const secret = h.config.secret ? code(h.config.secret) : '—';
    return `| ${id} | ${where} | ${list(h.events ?? ['push'])} | ${code(h.config.url)} | ${h.active ? 'yes' : 'no'} | ${h.config.content_type ?? 'json'} | ${secret} |`;
  });
  return [
    '| account | token | role |',
    '|---|---|---|',
    ...users,
    ...orgs,
    '',
    '| repo | visibility | admins |',
    '|---|---|---|',
    ...repos,
    '',
    '| hook | where | events | URL | active | content type | secret |',
    '|---|---|---|---|---|---|---|',
    ...hooks,
  ].join('\n');
}
