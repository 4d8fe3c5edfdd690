import { formatMessage } from './format-message.js';

/**
 * The base of hookmock's own errors (`ScenarioError`, `EmitError`, `FaultRuleError`,
 * `ControlError`, `SessionError`, …). The message is made once, where the error is made, with the
 * `hookmock:` prefix; `detail` is the same text without it, which the control API's
 * `{ message }` and the CLI (which adds its own prefix) print. When the error answers an HTTP
 * call, `status` is the status to answer with.
 *
 * @example
 * try {
 *   mock.emit('no_such_event', { repo: 'acme/widgets' });
 * } catch (error) {
 *   if (error instanceof HookMockError) console.error(error.message);
 *   else throw error;
 * }
 * @see docs/reference/api.md
 */
export class HookMockError extends Error {
  /** The HTTP status this error answers with, when it answers one (control API errors). */
  readonly status: number | undefined;
  /** The message without the `hookmock:` prefix. */
  readonly detail: string;

  constructor(detail: string, options: { status?: number } = {}) {
    super(formatMessage(detail));
    this.name = new.target.name;
    this.detail = detail;
    this.status = options.status;
  }
}

/** What a person is told of any error, without the prefix: a HookMockError's `detail`, else its message. */
export function detailOf(error: unknown): string {
  if (error instanceof HookMockError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
