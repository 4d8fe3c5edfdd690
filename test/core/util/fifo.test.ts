import { describe, expect, it } from 'vitest';
import { Fifo } from '../../../src/core/util/fifo.js';

describe('Fifo', () => {
  it('gives items back in the order they came, across its compactions, pushes interleaved', () => {
    const fifo = new Fifo<number>();
    const out: number[] = [];
    let next = 0;
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 3000; i++) fifo.push(next++);
      for (let i = 0; i < 2500; i++) out.push(fifo.shift() ?? -1);
      expect(fifo.size).toBe(next - out.length);
    }
    while (fifo.size > 0) out.push(fifo.shift() ?? -1);
    expect(out).toEqual(Array.from({ length: next }, (_, i) => i));
    expect(fifo.shift()).toBeUndefined();
    fifo.push(7);
    expect([fifo.size, fifo.shift(), fifo.size]).toEqual([1, 7, 0]);
  });
});
