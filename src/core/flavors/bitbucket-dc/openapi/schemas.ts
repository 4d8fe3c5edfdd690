import { BITBUCKET_DC_EVENT_KEYS } from '../events/catalog.js';
import { DC_PAGING } from '../hooks/paging.js';

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, Schema>, required: readonly string[] = []): Schema => ({
  type: 'object',
  ...(required.length ? { required: [...required] } : {}),
  properties,
});
const strings = { type: 'object', additionalProperties: { type: 'string' } };
const links = object({ self: { type: 'array', items: object({ href: { type: 'string' } }, ['href']) } });

/** `RestWebhook` as the mock answers it (flavors/bitbucket-dc/hook-fields.ts). */
const WEBHOOK = object(
  {
    id: { type: 'integer' },
    name: { type: 'string' },
    createdDate: { type: 'integer', description: 'epoch milliseconds' },
    updatedDate: { type: 'integer', description: 'epoch milliseconds' },
    events: { type: 'array', items: { type: 'string', enum: [...BITBUCKET_DC_EVENT_KEYS] } },
    configuration: { ...strings, description: '`secret` signs deliveries (`X-Hub-Signature: sha256=…`)' },
    credentials: object({ username: { type: 'string' } }, ['username']),
    url: { type: 'string' },
    active: { type: 'boolean' },
    scopeType: { type: 'string', enum: ['repository', 'project'] },
    sslVerificationRequired: { type: 'boolean' },
  },
  ['id', 'name', 'createdDate', 'updatedDate', 'events', 'configuration', 'url', 'active', 'scopeType'],
);

/** What a create or a PUT sends (a PUT: only what changes). */
const WEBHOOK_INPUT = object({
  name: { type: 'string' },
  url: { type: 'string', format: 'uri' },
  events: { type: 'array', items: { type: 'string', enum: [...BITBUCKET_DC_EVENT_KEYS] } },
  active: { type: 'boolean' },
  configuration: strings,
  credentials: {
    oneOf: [
      object({ username: { type: 'string' }, password: { type: 'string' } }, ['username']),
      { type: 'null' },
    ],
  },
  sslVerificationRequired: { type: 'boolean' },
});

const PAGE = object(
  {
    size: { type: 'integer' },
    limit: { type: 'integer', maximum: DC_PAGING.maxLimit },
    isLastPage: { type: 'boolean' },
    values: { type: 'array', items: ref('RestWebhook') },
    start: { type: 'integer' },
    nextPageStart: { type: 'integer' },
  },
  ['size', 'limit', 'isLastPage', 'values', 'start'],
);

const ERRORS = object(
  {
    errors: {
      type: 'array',
      items: object(
        {
          context: { type: ['string', 'null'] },
          message: { type: 'string' },
          exceptionName: { type: ['string', 'null'] },
        },
        ['context', 'message', 'exceptionName'],
      ),
    },
  },
  ['errors'],
);

const INVOCATION = object({
  id: { type: 'integer' },
  event: { type: 'string' },
  eventScope: object({ id: { type: 'string' }, type: { type: 'string' } }),
  duration: { type: 'integer' },
  start: { type: 'integer' },
  finish: { type: 'integer' },
  request: object({ url: { type: 'string' }, method: { type: 'string' } }),
  result: object({
    outcome: { type: 'string', enum: ['SUCCESS', 'FAILURE', 'ERROR'] },
    description: { type: 'string' },
  }),
});

const TEST_RESULT = object({
  request: object({
    url: { type: 'string' },
    method: { type: 'string' },
    headers: strings,
    body: { type: 'string' },
  }),
  response: {
    oneOf: [
      object({ statusCode: { type: 'integer' }, headers: strings, body: { type: 'string' } }),
      { type: 'null' },
    ],
  },
  error: { type: 'string' },
});

/** The components every operation of the document points at. */
export const DC_SCHEMAS: Readonly<Record<string, Schema>> = {
  RestWebhook: WEBHOOK,
  RestWebhookInput: WEBHOOK_INPUT,
  RestWebhookPage: PAGE,
  RestErrors: ERRORS,
  RestDetailedInvocation: INVOCATION,
  RestWebhookTestResult: TEST_RESULT,
  RestLinks: links,
  AnyObject: { type: 'object' },
};

export { ref };
