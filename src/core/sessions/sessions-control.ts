import * as z from 'zod/mini';
import '../scenario/zod-messages.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { json, noContent, messageAnswer as error } from '../http/respond.js';
import { FLAVORS } from '../flavors/index.js';
import type { Session, SessionRegistry } from './session-registry.js';
import { SessionError, sessionBasePath } from './session-registry.js';

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
function describeSession(session: Session, origin: string) {
  return {
    id: session.id,
    url: `${origin}${sessionBasePath(session.id)}`,
    controlUrl: `${origin}/sessions/${session.id}/__hookmock`,
    flavor: session.mock.flavor,
    createdAt: new Date(session.createdAt).toISOString(),
    lastUsed: new Date(session.lastUsed).toISOString(),
  };
}

/**
 * `/__hookmock/sessions` on the root control API: POST creates (201), GET lists; `/{id}`: GET
 * describes, DELETE removes (204). Session errors carry their status (400, 404, 410, 429).
 */
export async function sessionsControl(
  registry: SessionRegistry,
  request: CoreRequest,
): Promise<CoreResponse> {
  const path = request.url.pathname.slice('/__hookmock/sessions'.length);
  const origin = request.url.origin;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  try {
    if (path === '' || path === '/') {
      if (method === 'GET')
        return json(
          200,
          registry.list().map((s) => describeSession(s, origin)),
        );
      if (method === 'POST') return json(201, describeSession(await create(registry, request.body), origin));
      return error(405, `method ${request.method} not allowed on /__hookmock/sessions (allowed: GET, POST)`);
    }
    const id = path.slice(1);
    if (method === 'GET') return json(200, describeSession(registry.use(id), origin));
    if (method === 'DELETE') {
      if (!registry.delete(id)) registry.use(id); // throws the precise 404 / 410
      return noContent();
    }
    return error(
      405,
      `method ${request.method} not allowed on /__hookmock/sessions/{id} (allowed: GET, DELETE)`,
    );
  } catch (e) {
    if (e instanceof SessionError) return error(e.status, e.message);
    return error(400, e instanceof Error ? e.message : String(e));
  }
}

async function create(registry: SessionRegistry, body: string): Promise<Session> {
  let value: unknown = {};
  if (body.trim() !== '') {
    try {
      value = JSON.parse(body);
    } catch {
      throw new SessionError(400, 'the body must be JSON: { "scenario"?, "flavor"?, "auth"? }');
    }
  }
  const parsed = (createSchema ??= buildCreateSchema()).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new SessionError(400, `invalid session options: ${field}: ${issue?.message ?? 'invalid'}`);
  }
  // Boundary: a posted scenario object is checked here only as an object; loading it parses it
  // as a scenario (with its own errors), so it is handed on as one.
  return registry.create(parsed.data as Parameters<SessionRegistry['create']>[0]);
}
