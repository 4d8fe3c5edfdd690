import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thousands } from '../../src/core/util/thousands.js';

// Limit messages read "at most 10,000 …": the same figures toLocaleString('en') writes, without
// loading ICU's locale data at start (issue 29's cold start).
describe('thousands', () => {
  it('groups the digits as en-US does, for any count', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(thousands(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
    expect(thousands(20_000)).toBe('20,000');
  });
});
