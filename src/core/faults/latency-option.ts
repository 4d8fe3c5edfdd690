import type { Delay } from '../util/seeded-random.js';
import { HookMockError } from '../errors/hookmock-error.js';

/** `latency` as given (ms, `[min, max]`, or the CLI's "MS" / "MIN-MAX"), checked. */
export function parseLatency(
  value: number | readonly [number, number] | string | undefined,
): Delay | undefined {
  if (value === undefined) return undefined;
  const pair =
    typeof value === 'string'
      ? /^\d+$/.test(value)
        ? Number(value)
        : /^\d+-\d+$/.test(value)
          ? range(value)
          : undefined
      : value;
  const ok = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 600_000;
  if (typeof pair === 'number' && ok(pair)) return pair;
  if (Array.isArray(pair) && pair.length === 2 && ok(pair[0]) && ok(pair[1]) && pair[0] <= pair[1])
    return [pair[0], pair[1]];
  throw new HookMockError(
    `latency must be whole milliseconds (0-600000) or [min, max] with min <= max, got ${JSON.stringify(value)}`,
  );
}

/** `min-max` (the caller has matched `\d+-\d+`). */
function range(text: string): [number, number] {
  const [min = 0, max = 0] = text.split('-').map(Number);
  return [min, max];
}
