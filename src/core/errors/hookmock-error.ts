/**
 * The base of hookmock's own errors (`ScenarioError`, `EmitError`, `FaultRuleError`,
 * `ControlError`, `SessionError`, …): a message without the `hookmock:` prefix, which is added
 * where the error leaves the public API (`formatMessage`), and, when the error answers an HTTP
 * call, the status to answer with.
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

  constructor(message: string, options: { status?: number } = {}) {
    super(message);
    this.name = new.target.name;
    this.status = options.status;
  }
}
