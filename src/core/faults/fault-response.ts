import type { Flavor } from '../contract/flavor.js';
import type { CoreResponse } from '../http/core-request.js';
import { apiJson } from '../http/respond.js';
import type { FaultRule } from './fault-rule.js';

/**
 * Marks a response that is no response: the adapters fail the connection instead (msw: a network
 * error; the node server: reset, closed or left hanging). Never sent on the wire.
 */
export const NETWORK_HEADER = 'x-hookmock-network';
/** Names the rule that answered, so a developer looking at the network tab sees why. */
const FAULT_HEADER = 'X-Hookmock-Fault';

const REASONS: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
  408: 'request timeout',
  409: 'conflict',
  422: 'unprocessable entity',
  429: 'too many requests',
  500: 'internal server error',
  502: 'bad gateway',
  503: 'service unavailable',
  504: 'gateway timeout',
};

/** What a rule with `status` or `network` answers. */
export function faultResponse(rule: FaultRule, flavor: Flavor, docsUrl: string): CoreResponse {
  if (rule.network !== undefined) return { status: 0, headers: { [NETWORK_HEADER]: rule.network }, body: '' };
  // The gate passes only answering rules (`status` or `network`); `network` was handled above.
  const status = rule.status as number;
  const headers = { [FAULT_HEADER]: rule.id, ...rule.headers };
  if (status === 204 || status === 304) return { status, headers, body: '' };
  if (rule.body === undefined) {
    if (status < 400) return { status, headers, body: '' };
    return apiJson(flavor, status, defaultErrorBody(status, flavor, docsUrl), headers);
  }
  if (typeof rule.body === 'string') {
    return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body: rule.body };
  }
  return apiJson(flavor, status, rule.body, headers);
}

/** The flavor's error shape for that status: its 404 body, else its error body (`{ message, url }`, GitHub's). */
function defaultErrorBody(status: number, flavor: Flavor, docsUrl: string): object {
  if (status === 404) return flavor.notFoundBody(undefined, undefined, docsUrl);
  return flavor.errorBody(status, REASONS[status] ?? `error ${status}`, docsUrl);
}
