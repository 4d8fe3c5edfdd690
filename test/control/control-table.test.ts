// The README's control-API tables are generated from the route rows (npm run docs:control):
// this fails when a row and the committed text drift apart.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTROL_TABLES, controlTable, withControlTables } from '../../src/core/control/control-table.js';
import { CONTROL_ROUTES } from '../../src/core/control/routes/index.js';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const docs = readdirSync(new URL('docs/', ROOT)).filter((f) => f.endsWith('.md'));

describe('the control-API tables', () => {
  it('README.md has both, generated from the rows', () => {
    const readme = read('README.md');
    for (const name of Object.keys(CONTROL_TABLES)) {
      expect(readme).toContain(`<!-- ${name}:`);
      expect(readme).toContain(`<!-- /${name} -->`);
    }
    expect(withControlTables(readme), 'run npm run docs:control').toBe(readme);
  });

  it.each(docs)('docs/%s matches the rows wherever it carries a table', (file) => {
    const text = read(`docs/${file}`);
    expect(withControlTables(text), 'run npm run docs:control').toBe(text);
  });

  it('every row is in exactly one table, and a changed row changes the text', () => {
    const tabled = Object.values(CONTROL_TABLES).flat();
    expect(new Set(tabled)).toEqual(new Set(CONTROL_ROUTES));
    expect(tabled).toHaveLength(CONTROL_ROUTES.length);
    const drifted = read('README.md').replace(
      '| `GET /__hookmock/health` |',
      '| `GET /__hookmock/healthz` |',
    );
    expect(withControlTables(drifted)).not.toBe(drifted);
    expect(controlTable(CONTROL_ROUTES)).toContain(
      '| `DELETE /__hookmock/faults/{id}` | remove one rule; 204, or 404 |',
    );
  });
});
