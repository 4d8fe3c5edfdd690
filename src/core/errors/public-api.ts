import { formatMessage } from './format-message.js';
import { HookMockError } from './hookmock-error.js';

// The message of each error given the prefix, as it was made: one error may cross two edges (a
// public call made inside another) and a person sees the prefix once; the CLI and the control
// API reuse the text as made (`plainMessage`).
const made = new WeakMap<HookMockError, string>();

/** The edge: a HookMockError leaving a public call gets the `hookmock:` prefix (once). */
function atTheEdge(error: unknown): unknown {
  if (error instanceof HookMockError && !made.has(error)) {
    made.set(error, error.message);
    error.message = formatMessage(error.message);
  }
  return error;
}

/** A HookMockError thrown by a public function itself (it is the edge): with the prefix, once. */
export function publicError<E extends HookMockError>(error: E): E {
  atTheEdge(error);
  return error;
}

/** A message as made, without the edge's prefix: what the CLI and the control API print. */
export function plainMessage(error: unknown): string {
  if (error instanceof HookMockError) return made.get(error) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A call at the edge: its HookMockError, thrown or rejected, leaves with the prefix. */
function guarded(call: () => unknown): unknown {
  try {
    const result = call();
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      throw atTheEdge(error);
    });
  } catch (error) {
    throw atTheEdge(error);
  }
}

/** A synchronous public call (a constructor's checks): its HookMockError leaves with the prefix. */
export function publicCall<R>(call: () => R): R {
  try {
    return call();
  } catch (error) {
    throw atTheEdge(error);
  }
}

/**
 * The object with every method a call at the edge: how the mock's API, its
 * `simulate`, `faults`, `deliveries`, `pings` and `requests` become edges. Other values pass as is.
 */
export function publicApi<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => guarded(() => Reflect.apply(value, object, args));
    },
  });
}
