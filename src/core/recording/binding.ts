export /** Two values bound on first sight at the same place, which must agree from then on. */
class Binding<T> {
  private readonly toActual = new Map<T, T>();
  private readonly toExpected = new Map<T, T>();

  /** Binds on first sight; false when either side is already bound to something else. */
  match(expected: T, actual: T): boolean {
    const a = this.toActual.get(expected);
    const e = this.toExpected.get(actual);
    if (a === undefined && e === undefined) {
      this.toActual.set(expected, actual);
      this.toExpected.set(actual, expected);
      return true;
    }
    return a === actual && e === expected;
  }

  /** The actual value for an expected one (itself when not yet bound). */
  actualFor(expected: T): T {
    return this.toActual.get(expected) ?? expected;
  }

  /** The expected value for an actual one (itself when not yet bound). */
  expectedFor(actual: T): T {
    return this.toExpected.get(actual) ?? actual;
  }

  /** Every binding, expected → actual. */
  entries(): IterableIterator<[T, T]> {
    return this.toActual.entries();
  }

  /** The same bindings, to try a comparison on without keeping what it binds. */
  copyInto(other: Binding<T>): Binding<T> {
    for (const [e, a] of this.toActual) other.match(e, a);
    return other;
  }
}
