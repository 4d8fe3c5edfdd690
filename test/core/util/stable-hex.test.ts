import { describe, expect, it } from 'vitest';
import { randomUuid, stableHex, stableUuid } from '../../../src/core/util/stable-hex.js';

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

describe('randomUuid', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version-4 UUID as crypto.randomUUID() makes one, a new one on every call', () => {
    const ids = Array.from({ length: 2000 }, () => randomUuid());
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
    // Every digit position varies (none is stuck at a constant but the version's).
    const varying = [...ids[0]!].map((_, i) => new Set(ids.map((id) => id[i])).size > 1);
    expect(varying.filter((v) => !v).length).toBe(5); // four dashes and the version digit
    // The variant digit takes all four of its values.
    expect(new Set(ids.map((id) => id[19]))).toEqual(new Set(['8', '9', 'a', 'b']));
  });
});
