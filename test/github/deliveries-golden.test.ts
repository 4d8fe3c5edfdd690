import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { githubGoldenDeliveries } from '../support/github-golden.js';
import { operationOf, schemaErrors, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

// One golden delivery (method, URL, headers, body) per GitHub event and action, plus a form and
// an organization delivery. After a deliberate change: `npm run golden` and review the diff.
describe('golden deliveries of the github flavor', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('match what the mock sends, byte for byte', async () => {
    const dir = new URL('../../fixtures/deliveries/github/', import.meta.url);
    const actual = await githubGoldenDeliveries();
    expect(readdirSync(dir).sort()).toEqual(Object.keys(actual).sort());
    for (const [file, value] of Object.entries(actual)) {
      expect(JSON.stringify(value, null, 2) + '\n', `github/${file}`).toBe(
        readFileSync(new URL(file, dir), 'utf8'),
      );
    }
  });

  it('are valid against GitHub’s schema, each for its event and action', () => {
    const dir = new URL('../../fixtures/deliveries/github/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const golden = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      const op = operationOf(golden.headers['X-GitHub-Event'], golden.body.action);
      expect(schemaErrors(op, golden.body), file).toEqual([]);
    }
  });
});
