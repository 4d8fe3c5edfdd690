import type { GoJsonVersion } from '../go/go-json.js';

/**
 * What the HTTP layer needs of a product to write its answers and errors: the encoder and the error
 * bodies. A product's `Flavor` has these fields (contract/flavor.ts documents each); the HTTP layer
 * names only this narrow shape, so it does not depend on the product contract above it.
 */
export interface AnswerDialect {
  readonly apiJson: GoJsonVersion;
  readonly jsonContentType?: string;
  readonly notFoundReason: 'message' | 'errors';
  notFoundBody(message: string | undefined, errors: string[] | undefined, url: string): object;
  errorBody(status: number, message: string, docsUrl: string, errors?: readonly object[]): object;
}
