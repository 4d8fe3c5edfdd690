import type { OperationContext } from '../hooks/operations.js';
import type { CoreResponse } from '../http/core-request.js';
import type { Operation } from '../contract/route-rows.js';

/** What answers a route row: the operation, given the request's context and the path's parameters. */
export type Handler = (
  ctx: OperationContext,
  params: Readonly<Record<string, string>>,
) => CoreResponse | Promise<CoreResponse>;

/** A product's answers to its route rows, by the rows' `operation` (`Product.operations`). */
export type Operations = Readonly<Partial<Record<Operation, Handler>>>;
