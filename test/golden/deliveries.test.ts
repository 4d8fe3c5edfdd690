import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FLAVORS, goldenDeliveries } from '../support/golden-deliveries.js';

// One golden delivery (method, URL, headers, body) per event and action of every flavor of the
// registry, plus a product's own files (test/support/golden-plans.ts): what a receiver gets.
// After a deliberate change: `npm run golden` and review the diff.
describe.each(GOLDEN_FLAVORS)('golden deliveries of the %s flavor', (flavor) => {
  it('match what the mock sends, byte for byte', async () => {
    const dir = new URL(`../../fixtures/deliveries/${flavor}/`, import.meta.url);
    const actual = await goldenDeliveries(flavor);
    expect(readdirSync(dir).sort()).toEqual(Object.keys(actual).sort());
    for (const [file, value] of Object.entries(actual)) {
      expect(JSON.stringify(value, null, 2) + '\n', `${flavor}/${file}`).toBe(
        readFileSync(new URL(file, dir), 'utf8'),
      );
    }
  });
});
