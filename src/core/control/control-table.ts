import { displayPattern } from '../routing/match.js';
import { CONTROL_PATH } from '../http/control-path.js';
import type { ControlRoute } from './route.js';
import { CONTROL_ROUTES, SESSION_ROUTES } from './routes/index.js';

/**
 * The control API's tables in the docs, generated from the rows (`npm run docs:control`; a test
 * fails when the committed text differs). Each table sits between two markers:
 * `<!-- NAME: … -->` and `<!-- /NAME -->`.
 */
export const CONTROL_TABLES: Readonly<Record<string, readonly ControlRoute[]>> = {
  'control-api': CONTROL_ROUTES.filter((row) => !SESSION_ROUTES.includes(row)),
  'control-api-sessions': SESSION_ROUTES,
};

/** One table: a line per row, as the docs write it. */
export function controlTable(rows: readonly ControlRoute[]): string {
  const line = (row: ControlRoute) =>
    `| \`${row.method} ${CONTROL_PATH}${displayPattern(row.pattern)}\` | ${row.doc} |`;
  return ['| method and path | what it does |', '|---|---|', ...rows.map(line)].join('\n');
}

/** `markdown` with every marked table rewritten from the rows (unmarked text is left as it is). */
export function withControlTables(markdown: string): string {
  let text = markdown;
  for (const [name, rows] of Object.entries(CONTROL_TABLES)) {
    const marked = new RegExp(`(<!-- ${name}:[^>]*-->\\n)[\\s\\S]*?\\n(<!-- /${name} -->)`, 'g');
    text = text.replace(
      marked,
      (_all, open: string, close: string) => `${open}${controlTable(rows)}\n${close}`,
    );
  }
  return text;
}
