// The control-API tables of the docs (docs/reference/control-api.md, and the sessions table in
// docs/guide/remote-client.md) are generated from the route rows (npm run docs:generate, alias
// docs:control): this fails when a row and the committed text drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTROL_TABLES, controlTable, withControlTables } from '../../src/core/control/control-table.js';
import { CONTROL_ROUTES } from '../../src/core/control/routes/index.js';
import { docFiles } from '../../scripts/docs/generated-pages.js';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const PAGES = {
  'control-api': 'docs/reference/control-api.md',
  'control-api-sessions': 'docs/guide/remote-client.md',
};

describe('the control-API tables', () => {
  it.each(Object.entries(PAGES))('%s is in %s, generated from the rows', (name, page) => {
    const text = read(page);
    expect(text).toContain(`<!-- ${name}:`);
    expect(text).toContain(`<!-- /${name} -->`);
    expect(withControlTables(text), 'run npm run docs:generate').toBe(text);
  });

  it.each(docFiles())('%s matches the rows wherever it carries a table', (file) => {
    const text = read(file);
    expect(withControlTables(text), 'run npm run docs:generate').toBe(text);
  });

  it('every row is in exactly one table, and a changed row changes the text', () => {
    const tabled = Object.values(CONTROL_TABLES).flat();
    expect(new Set(tabled)).toEqual(new Set(CONTROL_ROUTES));
    expect(tabled).toHaveLength(CONTROL_ROUTES.length);
    const drifted = read(PAGES['control-api']).replace(
      '| `GET /__hookmock/health` |',
      '| `GET /__hookmock/healthz` |',
    );
    expect(withControlTables(drifted)).not.toBe(drifted);
    expect(controlTable(CONTROL_ROUTES)).toContain(
      '| `DELETE /__hookmock/faults/{id}` | remove one rule; 204, or 404 |',
    );
  });
});
