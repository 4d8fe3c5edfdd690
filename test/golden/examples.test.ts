import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_EXAMPLE_FLAVORS, goldenExamples } from '../support/golden.js';

// The golden bodies in fixtures/golden are what the README links to as "what the mock sends";
// this keeps them true. After a deliberate change: `npm run golden` and review the diff.
describe.each(GOLDEN_EXAMPLE_FLAVORS)('golden examples of the %s flavor', (flavor) => {
  it('match what the mock produces, byte for byte', async () => {
    const dir = new URL(`../../fixtures/golden/${flavor}/`, import.meta.url);
    const actual = await goldenExamples(flavor);
    expect(readdirSync(dir).sort()).toEqual(Object.keys(actual).sort());
    for (const [file, value] of Object.entries(actual)) {
      expect(JSON.stringify(value, null, 2) + '\n', `${flavor}/${file}`).toBe(
        readFileSync(new URL(file, dir), 'utf8'),
      );
    }
  });
});
