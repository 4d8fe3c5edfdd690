import { describe, expect, it } from 'vitest';
import { stableHex, stableUuid } from '../../../src/core/util/stable-hex.js';

/** The definition a delivery id has always had (the fast path hashes only the counter's digits). */
function referenceUuid(seed: number, n: number): string {
  const hex = stableHex(`delivery:${seed}:${n}`, 32);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

describe('stableUuid', () => {
  it('equals stableHex of "delivery:<seed>:<n>" cut as a UUID, seeds interleaved', () => {
    for (const seed of [1, 2, 42, 1, -7, 0, 2 ** 31, 1.5])
      for (let n = 0; n < 300; n += 7) expect(stableUuid(seed, n)).toBe(referenceUuid(seed, n));
    expect(stableUuid(1, 123_456_789)).toBe(referenceUuid(1, 123_456_789));
  });

  it('keeps the values earlier builds made', () => {
    expect(stableUuid(1, 1)).toBe('b435d1ae-40e4-46a2-8aed-89b82e339618');
    expect(stableHex('abc', 40)).toBe('94d40e41baa642e4b6bb7abac87c4d9f277ce48b');
  });
});
