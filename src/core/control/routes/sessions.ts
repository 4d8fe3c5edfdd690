import { detailOf } from '../../errors/hookmock-error.js';
import * as z from 'zod/mini';
import '../../zod-messages.js';
import type { CoreRequest, CoreResponse } from '../../http/core-request.js';
import { json, noContent } from '../../http/respond.js';
import { FLAVORS } from '../../flavors/index.js';
import { sessionRoot } from '../session-paths.js';
import { CONTROL_PATH } from '../../http/control-path.js';
import { ControlError } from '../control-error.js';
import { readJson } from '../json-body.js';
import { controlRoute } from '../route.js';
import type { Controlled, SessionOptions, SessionView, SessionsPort } from '../route.js';

/** Built on first use (start-up cost: a server may never create a session). */
const buildCreateSchema = () =>
  z.strictObject({
    scenario: z.optional(z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.unknown())])),
    // Object.keys() loses the key type; FLAVORS is keyed by FlavorName, so its keys are exactly those.
    flavor: z.optional(z.enum(Object.keys(FLAVORS) as [keyof typeof FLAVORS])),
    auth: z.optional(z.enum(['any', 'strict'])),
  });

let createSchema: ReturnType<typeof buildCreateSchema> | undefined;

/** A session as the control API shows it. */
function describeSession(session: SessionView, origin: string) {
  return {
    id: session.id,
    url: `${origin}${session.mock.basePath}`,
    controlUrl: `${origin}${sessionRoot(session.id)}${CONTROL_PATH}`,
    flavor: session.mock.flavor,
    createdAt: new Date(session.createdAt).toISOString(),
    lastUsed: new Date(session.lastUsed).toISOString(),
  };
}

/** The registry: the rows exist only where the server supplied one (`when` below). */
function registry(mock: Controlled): SessionsPort {
  if (!mock.sessions) throw new ControlError(404, 'no sessions on this mock');
  return mock.sessions;
}

const hasSessions = (mock: Controlled) => mock.sessions !== undefined;

/**
 * `/__hookmock/sessions` on the standalone server's root control API: GET lists, POST creates
 * (201); `/{id}`: GET describes, DELETE removes (204). Session errors carry their status (400,
 * 404, 410, 429).
 */
export const SESSION_ROUTES = [
  controlRoute({
    method: 'GET',
    pattern: '/sessions',
    doc: 'the live sessions',
    when: hasSessions,
    handler: (mock, request) =>
      json(
        200,
        registry(mock)
          .list()
          .map((s) => describeSession(s, request.url.origin)),
      ),
  }),
  controlRoute({
    method: 'POST',
    pattern: '/sessions',
    doc: "body `{ scenario?, flavor?, auth? }` (a scenario is a built-in's name or an object; default: the server's) → 201 `{ id, url, controlUrl, flavor, createdAt, lastUsed }`; 400 naming the field",
    when: hasSessions,
    handler: (mock, request) => create(registry(mock), request),
  }),
  controlRoute({
    method: 'GET',
    pattern: '/sessions/:id',
    doc: 'one session',
    when: hasSessions,
    handler: (mock, request, { id }) =>
      json(200, describeSession(registry(mock).use(id), request.url.origin)),
  }),
  controlRoute({
    method: 'DELETE',
    pattern: '/sessions/:id',
    doc: 'end it; 204',
    when: hasSessions,
    handler: (mock, _request, { id }) => {
      const sessions = registry(mock);
      if (!sessions.delete(id)) sessions.use(id); // throws the precise 404 / 410
      return noContent();
    },
  }),
];

async function create(sessions: SessionsPort, request: CoreRequest): Promise<CoreResponse> {
  const example = '{ "scenario"?, "flavor"?, "auth"? }';
  const value = request.body.trim() === '' ? {} : readJson(request, example);
  const parsed = (createSchema ??= buildCreateSchema()).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new ControlError(400, `invalid session options: ${field}: ${issue?.message ?? 'invalid'}`);
  }
  try {
    // Boundary: a posted scenario object is checked here only as an object; loading it parses it
    // as a scenario (with its own errors), so it is handed on as one.
    const session = await sessions.create(parsed.data as SessionOptions);
    return json(201, describeSession(session, request.url.origin));
  } catch (e) {
    // A scenario the session's mock cannot load is the request's fault, not the server's.
    if (e instanceof ControlError) throw e;
    throw new ControlError(400, detailOf(e));
  }
}
