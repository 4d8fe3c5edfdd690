import { HookMockError } from '../errors/hookmock-error.js';

/**
 * An error a control route throws for its caller, with the status to answer: the router turns it
 * into `{ message }` at one place (`router.ts`), as hono's `HTTPException` and `onError` do.
 * Bad input is a 4xx, never a 5xx.
 */
export class ControlError extends HookMockError {
  declare readonly status: number;

  constructor(status: number, message: string) {
    super(message, { status });
  }
}
