import { HookMockError } from '../core/errors/hookmock-error.js';
/**
 * What the client throws when the control API answers with an error: carries the HTTP status
 * (0 when the server could not be reached) and the server's message.
 *
 * @example
 * try {
 *   await client.load('no-such-scenario');
 * } catch (error) {
 *   if (error instanceof HookMockClientError) console.error(error.status, error.message);
 *   else throw error;
 * }
 * @see docs/guide/remote-client.md
 */
export class HookMockClientError extends HookMockError {
  /** The control API's status; 0 when the server could not be reached. */
  declare readonly status: number;

  constructor(status: number, message: string) {
    super(message, { status });
  }
}

/** The client is an edge: what it throws carries the `hookmock:` prefix (formatMessage). */
const clientError = (status: number, message: string) => new HookMockClientError(status, message);

export type Fetch = typeof fetch;

/** How long one control call may take before it rejects, unless `connectHookMock` says otherwise. */
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;

/**
 * One function per control API: `call(method, path, body?)`. Each call rejects with a
 * HookMockClientError (status 0) when the server has not answered, body included, within
 * `timeoutMs`: a silent or blocked server never leaves a test hanging.
 */
export function controlFetcher(controlUrl: string, fetchImpl: Fetch, timeoutMs = DEFAULT_CALL_TIMEOUT_MS) {
  return async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    const unreachable = (error: unknown) =>
      clientError(
        0,
        signal.aborted
          ? `${method} ${controlUrl}${path}: no answer within ${timeoutMs} ms (connectHookMock's timeoutMs)`
          : `cannot reach ${controlUrl}${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    let response: Response;
    let text: string;
    try {
      // Control POSTs need a JSON content type (the server refuses others: a cross-site guard).
      response = await fetchImpl(`${controlUrl}${path}`, {
        method,
        signal,
        headers: method === 'GET' || method === 'HEAD' ? {} : { 'Content-Type': 'application/json' },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      text = await response.text();
    } catch (error) {
      throw unreachable(error);
    }
    if (!response.ok) {
      throw clientError(response.status, `${method} ${path} → ${response.status}: ${errorMessageOf(text)}`);
    }
    // Boundary: the control API's JSON body; each client method names the shape its route answers.
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };
}

export type ControlCall = ReturnType<typeof controlFetcher>;

/** An error answer's `message` (hookmock's and the products' error shape), else its text as is. */
export function errorMessageOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'message' in parsed &&
      typeof parsed.message === 'string'
    )
      return parsed.message;
  } catch {
    // not JSON: the text itself
  }
  return text;
}
