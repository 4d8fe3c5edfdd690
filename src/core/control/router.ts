import { HookMockError } from '../errors/hookmock-error.js';
import { detailOf } from '../errors/hookmock-error.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { json, messageAnswer } from '../http/respond.js';
import { EmitError } from '../events/emitter.js';
import { FaultRuleError } from '../faults/fault-rule.js';
import { displayPattern, matchRoute } from '../routing/match.js';
import { CONTROL_PATH } from '../http/control-path.js';
import type { Controlled } from './route.js';
import { CONTROL_ROUTES } from './routes/index.js';

/** Errors of bad input that are not ControlErrors: a 400 with their message. */
const INPUT_ERRORS = [EmitError, FaultRuleError];

/**
 * `/__hookmock/*` (`path` is the normalized path under it): the row for this method and path,
 * HEAD answered as GET, 405 with `Allow` for a known path, 404 otherwise. Not journalled; takes
 * no credentials (local use only).
 */
export function controlApi(
  mock: Controlled,
  request: CoreRequest,
  path: string,
): CoreResponse | Promise<CoreResponse> {
  const match = matchRoute(CONTROL_ROUTES, request.method, path, {
    headAsGet: true,
    applies: (row) => !row.when || row.when(mock),
  });
  if (match.kind === 'none')
    return messageAnswer(404, `no control route ${request.method} ${CONTROL_PATH}${path}`);
  if (match.kind === 'method') {
    const allow = match.allowed.join(', ');
    const where = `${CONTROL_PATH}${displayPattern(match.pattern)}`;
    return json(
      405,
      { message: `method ${request.method} not allowed on ${where} (allowed: ${allow})` },
      { Allow: allow },
    );
  }
  try {
    const answer = match.route.handler(mock, request, match.params);
    return answer instanceof Promise ? answer.catch(errorAnswer) : answer;
  } catch (error) {
    return errorAnswer(error);
  }
}

/** The one boundary: an error becomes `{ message }` with its status; bad input is never a 5xx. */
function errorAnswer(error: unknown): CoreResponse {
  // An answer's message is the text as made: the `hookmock:` prefix is for people (formatMessage).
  // Any hookmock error that carries a status (ControlError, RedeliveryError, …) answers with it.
  if (error instanceof HookMockError && error.status !== undefined)
    return messageAnswer(error.status, detailOf(error));
  if (INPUT_ERRORS.some((type) => error instanceof type)) return messageAnswer(400, detailOf(error));
  return messageAnswer(500, `hookmock internal error: ${detailOf(error)}`);
}
