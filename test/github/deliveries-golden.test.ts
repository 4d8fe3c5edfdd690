import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationOf, schemaErrors, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

// GitHub's golden deliveries (fixtures/deliveries/github/; test/golden/deliveries.test.ts checks
// them byte for byte, as every flavor's) are valid against GitHub's own schema.
describe('golden deliveries of the github flavor', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('are valid against GitHub’s schema, each for its event and action', () => {
    const dir = new URL('../../fixtures/deliveries/github/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const golden = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      const op = operationOf(golden.headers['X-GitHub-Event'], golden.body.action);
      expect(schemaErrors(op, golden.body), file).toEqual([]);
    }
  });
});
