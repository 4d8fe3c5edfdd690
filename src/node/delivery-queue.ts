/** How many deliveries the standalone server has on the wire at once, unless told otherwise. */
export const DEFAULT_DELIVERY_CONCURRENCY = 32;

/**
 * A concurrency limit for outbound deliveries (F5): one emit to thousands of hooks opens at most
 * `limit` sockets, the rest wait their turn in order, and none fails with EMFILE. A delivery's
 * timeout starts when its turn comes, not while it waits.
 */
export function deliveryQueue(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`delivery concurrency must be a whole number ≥ 1, got ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };
  return <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        work().then(resolve, reject).finally(release);
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}
