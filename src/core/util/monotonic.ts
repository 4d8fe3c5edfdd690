/** What of node's `process` the clock below reads (the core has no node typings). */
interface HrtimeHost {
  process: { hrtime: { bigint(): bigint } };
}

function hasHrtime(host: object): host is HrtimeHost {
  if (!('process' in host) || typeof host.process !== 'object' || host.process === null) return false;
  const { process } = host;
  return 'hrtime' in process && typeof process.hrtime === 'function' && 'bigint' in process.hrtime;
}

/**
 * Milliseconds on a monotonic clock, for durations (the journal's `durationMs`, the heap
 * reading's age). Node's `process.hrtime` where the runtime has one, `performance.now()`
 * elsewhere (browsers, and runtimes without node's `process`). Why not `performance.now()`
 * everywhere: on node the `performance` global is made at its first use, loading perf_hooks and
 * ten internal modules — ~1.4 ms of a server's start on Node 20, paid at its first answer
 * (docs/internals/benchmarks.md).
 */
export const monotonicMs: () => number = hasHrtime(globalThis)
  ? hrtimeMs(globalThis)
  : () => performance.now();

function hrtimeMs({ process: { hrtime } }: HrtimeHost): () => number {
  // Relative to the first reading: a bigint's nanoseconds since boot overflow a double's
  // integer precision after ~104 days of uptime; durations are differences anyway.
  const origin = hrtime.bigint();
  return () => Number(hrtime.bigint() - origin) / 1e6;
}

/**
 * A delivery attempt's clock: milliseconds since it was made, to a tenth (the `durationMs` of a
 * delivery outcome), the same in each transport (node's, fetch's, an in-process receiver's).
 */
export function stopwatch(): () => number {
  const started = monotonicMs();
  return () => Math.round((monotonicMs() - started) * 10) / 10;
}
