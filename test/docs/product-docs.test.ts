/**
 * Issue 42 item 7: each product gets the same docs set. For every product module of the registry
 * (`allProducts()`), the "Docs per product" table of docs/flavors.md has a row naming exactly the
 * product's flavors, whose guide, wire reference and deliveries links point to files that exist,
 * and the guide links to its wire and deliveries pages. A product added to the registry without
 * its docs fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProducts } from '../../src/core/flavors/index.js';
import { ROOT } from '../support/server.js';

const PRODUCTS = allProducts();

const TABLE_PAGE = 'docs/flavors.md';
const HEADING = '## Docs per product';

/** One row of the table: the flavors it names and the pages of each column, relative to ROOT. */
interface Row {
  readonly flavors: readonly string[];
  readonly guide: readonly string[];
  readonly wire: readonly string[];
  readonly deliveries: readonly string[];
}

/** The link targets of a cell (anchors dropped), as paths from the repository root. */
function linksOf(cell: string, page: string): string[] {
  return [...cell.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => normalize(join(dirname(page), m[1]!)));
}

function tableRows(): Row[] {
  const text = readFileSync(join(ROOT, TABLE_PAGE), 'utf8');
  const start = text.indexOf(HEADING);
  expect(start, `${TABLE_PAGE} has a "${HEADING}" section`).toBeGreaterThanOrEqual(0);
  const lines = text.slice(start).split('\n');
  const header = lines.findIndex((line) => line.startsWith('| product |'));
  expect(header, 'the section has the table').toBeGreaterThan(0);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1);
    expect(cells, line).toHaveLength(5);
    const [, flavors, guide, wire, deliveries] = cells as [string, string, string, string, string];
    rows.push({
      flavors: [...flavors.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      guide: linksOf(guide, TABLE_PAGE),
      wire: linksOf(wire, TABLE_PAGE),
      deliveries: linksOf(deliveries, TABLE_PAGE),
    });
  }
  return rows;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

describe('every product of the registry has its docs set', () => {
  const rows = tableRows();

  it('the registry is not empty', () => {
    expect(PRODUCTS.length).toBeGreaterThan(0);
  });

  for (const product of PRODUCTS) {
    const names = product.flavors.map((flavor) => flavor.name);
    describe(`the product of ${names.join(', ')}`, () => {
      const row = rows.find((r) => same(r.flavors, names));

      it(`has a row in ${TABLE_PAGE} whose links point to files that exist`, () => {
        expect(row, `a row whose flavors are exactly ${names.join(', ')}`).toBeDefined();
        for (const column of ['guide', 'wire', 'deliveries'] as const) {
          const pages = row![column];
          expect(pages.length, `${column} has a link`).toBeGreaterThan(0);
          for (const page of pages) expect(existsSync(join(ROOT, page)), `${column}: ${page}`).toBe(true);
        }
        expect(row!.guide, 'one guide').toHaveLength(1);
        expect(row!.guide[0]!.startsWith('docs/guide/'), 'the guide is in docs/guide/').toBe(true);
      });

      it('its guide links to its wire reference and deliveries pages', () => {
        expect(row).toBeDefined();
        const guide = row!.guide[0]!;
        const linked = new Set(linksOf(readFileSync(join(ROOT, guide), 'utf8'), guide));
        for (const page of [...row!.wire, ...row!.deliveries])
          expect(linked.has(page), `${guide} → ${page}`).toBe(true);
      });
    });
  }
});
