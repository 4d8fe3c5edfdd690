import { gitlabTestTriggerNames } from '../test-triggers.js';
import type { RouteRow } from '../../../contract/route-rows.js';
import { EVENTS_PER_PAGE } from '../hooks/events-query.js';
import { PAGED_HEADERS, pageParameters } from './paging.js';

type Schema = Record<string, unknown>;

/**
 * The parts of the gitlab flavor's OpenAPI document for the routes that send to a hook or show
 * what was sent: the test trigger (`POST …/hooks/:hook_id/test/:trigger`, flavors/gitlab/hooks/
 * test-trigger.ts), the events log (`GET …/events`) and resend (`POST …/events/:hook_log_id/resend`,
 * flavors/gitlab/hooks/events.ts), with the hook-log entity (`API::Entities::WebHookLog`, hook-log.ts).
 * gitbeaker 43.8 and python-gitlab 3.12 have no methods for these routes (docs/guide/gitlab.md).
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const answer = (description: string, schema: Schema) => ({
  description,
  content: { 'application/json': { schema } },
});
const strings = { type: 'object', additionalProperties: { type: 'string' } };

/** The components these routes add: the log entry, in the entity's key order, and resend's answer. */
export const LOG_SCHEMAS: Record<string, Schema> = {
  GitlabHookLog: {
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      'url',
      'trigger',
      'request_headers',
      'request_data',
      'response_headers',
      'response_body',
      'execution_duration',
      'response_status',
      'created_at',
    ],
    properties: {
      id: { type: 'integer' },
      url: { type: 'string', description: "the hook's URL before its URL variables were put in" },
      trigger: { type: 'string', examples: ['push_hooks'] },
      request_headers: { ...strings, description: '`X-Gitlab-Token` and custom header values `[REDACTED]`' },
      request_data: { type: 'object', description: 'the payload, e-mail addresses `[REDACTED]`' },
      response_headers: strings,
      response_body: { type: 'string', description: 'cut at 8 KiB' },
      execution_duration: { type: 'number', description: 'seconds' },
      response_status: { type: 'string', description: 'the status as a string, or `internal error`' },
      created_at: { type: 'string', format: 'date-time' },
    },
  },
  ResendAnswer: {
    type: 'object',
    additionalProperties: false,
    required: ['response_status'],
    properties: {
      response_status: { type: 'integer', description: "the receiver's status, whatever it is" },
    },
  },
};

/** The test trigger: which one (the hook's event names), and its answers. */
function testOperation(route: RouteRow, owner: string): Schema {
  const trigger = {
    name: 'trigger',
    in: 'path',
    required: true,
    schema: { enum: gitlabTestTriggerNames() },
  };
  return {
    operationId: `test${owner}Hook`,
    summary: "Send a trigger's sample to the hook at once and answer with the receiver's outcome",
    parameters: [trigger],
    responses: {
      201: answer('the receiver answered 2xx: `{"message":"201 Created"}`', ref('Message')),
      400: answer('`trigger does not have a valid value`', ref('GrapeError')),
      422: answer(
        "the receiver's body when it did not answer 2xx, the error without an answer, " +
          '`Ensure the project has …` (no sample), `Testing not available for this hook`',
        ref('Message'),
      ),
      429: answer(
        'more than 5 tests a minute per project (group) and user: ' +
          '`{"message":{"error":"This endpoint has been requested too many times. Try again later."}}`',
        ref('Message'),
      ),
    },
  };
}

/** The events log: a page of the last 7 days' entries, filtered by `status`. */
function eventsOperation(owner: string): Schema {
  const status = {
    name: 'status',
    in: 'query',
    description: 'HTTP status codes, or `successful`, `client_failure`, `server_failure`, comma-separated',
    schema: { type: 'string' },
  };
  return {
    operationId: `list${owner}HookEvents`,
    summary: "The hook's events log: its deliveries of the last 7 days, newest first",
    parameters: [...pageParameters(EVENTS_PER_PAGE.perPage, EVENTS_PER_PAGE.max), status],
    responses: {
      200: {
        ...answer('a page of log entries', { type: 'array', items: ref('GitlabHookLog') }),
        headers: PAGED_HEADERS,
      },
      400: answer(
        '`status does not have a valid value`, `per_page does not have a valid value` (outside 1–20)',
        ref('GrapeError'),
      ),
    },
  };
}

/** Resend: the entry's body, trigger and `Idempotency-Key` again. */
const resendOperation = (owner: string): Schema => ({
  operationId: `resend${owner}HookEvent`,
  summary: "Send a log entry again and answer with the receiver's status",
  responses: {
    201: answer('the receiver answered', ref('ResendAnswer')),
    404: answer("`404 Not found`: no such hook, or the entry is unknown or another hook's", ref('Message')),
    422: answer(
      '`The hook URL has changed, and this log entry cannot be retried`, `Hook disabled`, ' +
        'or the error of a request that got no answer',
      ref('Message'),
    ),
  },
});

/** What a test, events or resend route adds to its operation, or nothing for another row. */
export function logOperation(route: RouteRow): Schema | undefined {
  const owner = route.scope === 'repo' ? 'Project' : 'Group';
  switch (route.operation) {
    case 'test':
      return testOperation(route, owner);
    case 'list-deliveries':
      return eventsOperation(owner);
    case 'redeliver':
      return resendOperation(owner);
    default:
      return undefined;
  }
}
