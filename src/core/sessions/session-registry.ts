import type { ServerMock } from '../mock-facade.js';
import { CONTROL_PATH } from '../control/control-path.js';
import { ControlError } from '../control/control-error.js';
import type { SessionOptions, SessionsPort } from '../control/route.js';
import { sessionBasePath } from './session-paths.js';

export type { SessionOptions } from '../control/route.js';
export { sessionBasePath } from './session-paths.js';

export interface SessionLimits {
  /** Idle time after which a session is gone. Default 30 min. */
  ttlMs?: number;
  /** How many sessions may live at once. Default 256. */
  maxSessions?: number;
  /** Milliseconds now; injectable so that expiry is testable without waiting. */
  now?: () => number;
}

export interface Session {
  readonly id: string;
  readonly mock: ServerMock;
  readonly createdAt: number;
  lastUsed: number;
}

const DEFAULT_SESSION_TTL_MS = 30 * 60_000;
const DEFAULT_MAX_SESSIONS = 256;

/** A session that cannot be created or used, with the status the control API answers. */
export class SessionError extends ControlError {}

/**
 * The sessions of one server: each its own mock (state, ids, pings, journal, faults), created on
 * demand, dropped when idle longer than the TTL (checked on use, no timers) or when deleted.
 */
export class SessionRegistry implements SessionsPort {
  private readonly sessions = new Map<string, Session>();
  /** Ids that expired, remembered (bounded) so that a late request gets "expired", not "unknown". */
  private readonly expired = new Set<string>();
  readonly ttlMs: number;
  readonly maxSessions: number;
  private readonly now: () => number;

  constructor(
    private readonly createMock: (options: SessionOptions, basePath: string) => Promise<ServerMock>,
    limits: SessionLimits = {},
  ) {
    this.ttlMs = limits.ttlMs ?? DEFAULT_SESSION_TTL_MS;
    this.maxSessions = limits.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.now = limits.now ?? Date.now;
  }

  async create(options: SessionOptions): Promise<Session> {
    this.sweep();
    if (this.sessions.size >= this.maxSessions) {
      throw new SessionError(
        429,
        `session limit reached (${this.maxSessions} live sessions): delete some with DELETE ${CONTROL_PATH}/sessions/{id}, wait for idle ones to expire, or start the server with a higher --max-sessions`,
      );
    }
    const id = crypto.randomUUID().replace(/-/g, '').slice(0, 16);
    const mock = await this.createMock(options, sessionBasePath(id));
    const at = this.now();
    const session: Session = { id, mock, createdAt: at, lastUsed: at };
    this.sessions.set(id, session);
    return session;
  }

  /** The live session with this id, its idle timer restarted; throws 404 or 410 otherwise. */
  use(id: string): Session {
    this.sweep();
    const session = this.sessions.get(id);
    if (!session) {
      if (this.expired.has(id))
        throw new SessionError(410, `session ${id} expired after ${describeMs(this.ttlMs)} without requests`);
      throw new SessionError(404, `no session ${id} (create one with POST ${CONTROL_PATH}/sessions)`);
    }
    session.lastUsed = this.now();
    return session;
  }

  delete(id: string): boolean {
    return this.sessions.delete(id);
  }

  list(): Session[] {
    this.sweep();
    return [...this.sessions.values()];
  }

  private sweep(): void {
    const limit = this.now() - this.ttlMs;
    for (const [id, session] of this.sessions) {
      if (session.lastUsed > limit) continue;
      this.sessions.delete(id);
      this.expired.add(id);
      const oldest = this.expired.values().next();
      if (this.expired.size > 4 * this.maxSessions && !oldest.done) this.expired.delete(oldest.value);
    }
  }
}

function describeMs(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}
