/**
 * A first-in first-out queue whose `shift` is O(1): `Array#shift` moves every element left, and
 * with 10,000 deliveries waiting for a connection the delivery queue's own release was the top
 * frame of our code in a standalone delivery's profile. Taken slots are cleared (nothing stays
 * reachable), and the array is cut down once half of it is taken.
 */
export class Fifo<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  /** How many items are waiting. */
  get size(): number {
    return this.items.length - this.head;
  }

  push(item: T): void {
    this.items.push(item);
  }

  /** The oldest item, taken out; undefined when empty. */
  shift(): T | undefined {
    if (this.head === this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head] = undefined;
    this.head += 1;
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}
