import type { ServerMock } from '../mock-facade.js';
import { CONTROL_PATH } from '../http/control-path.js';
import { ControlError } from '../control/control-error.js';
import type { SessionOptions, SessionsPort } from '../control/route.js';
import { sessionRoot } from '../control/session-paths.js';

export type { SessionOptions } from '../control/route.js';
export { sessionBasePath } from '../control/session-paths.js';

export interface SessionLimits {
  /** Idle time after which a session is gone. Default 30 min. */
  ttlMs?: number;
  /** How many sessions may live at once. Default 256. */
  maxSessions?: number;
  /** Milliseconds now; injectable so that expiry is testable without waiting. */
  now?: () => number;
  /**
   * Why no session fits in memory now, or undefined (the standalone server reads its heap; the
   * core has no way to). A create it objects to gets 507 with that reason (F2).
   */
  memoryRefusal?: () => string | undefined;
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

/** How often expired sessions are swept: often enough to free their memory soon after the TTL. */
const sweepEvery = (ttlMs: number) => Math.min(60_000, Math.max(1000, Math.floor(ttlMs / 2)));

/**
 * The sessions of one server: each its own mock (state, ids, pings, journal, faults), created on
 * demand, dropped when idle longer than the TTL or when deleted. A request looks up its one
 * session (a Map, O(1), its own expiry checked); a timer (unref'd: it never keeps the process up)
 * sweeps the others, so an idle session's memory is freed even when nobody calls.
 */
export class SessionRegistry implements SessionsPort {
  private readonly sessions = new Map<string, Session>();
  /** Creates under way: they hold a slot, so concurrent creates cannot pass `maxSessions` (F4). */
  private creating = 0;
  private readonly timer: ReturnType<typeof setInterval>;
  /** Ids that expired, remembered (bounded) so that a late request gets "expired", not "unknown". */
  private readonly expired = new Set<string>();
  readonly ttlMs: number;
  readonly maxSessions: number;
  private readonly now: () => number;
  private readonly memoryRefusal: () => string | undefined;

  constructor(
    /** `root`: the session's prefix (`/sessions/<id>`); its API is under it at the flavor's path. */
    private readonly createMock: (options: SessionOptions, root: string) => Promise<ServerMock>,
    limits: SessionLimits = {},
  ) {
    this.ttlMs = limits.ttlMs ?? DEFAULT_SESSION_TTL_MS;
    this.maxSessions = limits.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.now = limits.now ?? Date.now;
    this.memoryRefusal = limits.memoryRefusal ?? (() => undefined);
    this.timer = setInterval(() => this.sweep(), sweepEvery(this.ttlMs));
    this.timer.unref?.();
  }

  /** Live sessions, without sweeping. */
  get size(): number {
    return this.sessions.size;
  }

  /** Stops the sweep timer (the server closed). */
  close(): void {
    clearInterval(this.timer);
  }

  async create(options: SessionOptions): Promise<Session> {
    this.sweep();
    if (this.sessions.size + this.creating >= this.maxSessions) {
      throw new SessionError(
        429,
        `session limit reached (${this.maxSessions} live sessions): delete some with DELETE ${CONTROL_PATH}/sessions/{id}, wait for idle ones to expire, or start the server with a higher --max-sessions`,
      );
    }
    const memory = this.memoryRefusal();
    if (memory !== undefined)
      throw new SessionError(
        507,
        `${memory}: delete sessions with DELETE ${CONTROL_PATH}/sessions/{id}, or start the server with a larger heap (node --max-old-space-size)`,
      );
    const id = crypto.randomUUID().replace(/-/g, '').slice(0, 16);
    this.creating += 1;
    let mock: ServerMock;
    try {
      mock = await this.createMock(options, sessionRoot(id));
    } finally {
      this.creating -= 1;
    }
    const at = this.now();
    const session: Session = { id, mock, createdAt: at, lastUsed: at };
    this.sessions.set(id, session);
    return session;
  }

  /** The live session with this id, its idle timer restarted; throws 404 or 410 otherwise. */
  use(id: string): Session {
    const found = this.sessions.get(id);
    const session = found && this.isExpired(found) ? this.expire(found) : found;
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
    for (const session of this.sessions.values()) if (this.isExpired(session)) this.expire(session);
  }

  private isExpired(session: Session): boolean {
    return session.lastUsed <= this.now() - this.ttlMs;
  }

  /** Drops the session, remembering its id; always undefined (the session is gone). */
  private expire(session: Session): undefined {
    this.sessions.delete(session.id);
    this.expired.add(session.id);
    const oldest = this.expired.values().next();
    if (this.expired.size > 4 * this.maxSessions && !oldest.done) this.expired.delete(oldest.value);
    return undefined;
  }
}

function describeMs(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}
