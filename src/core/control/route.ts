/**
 * A control route and what it steers, as a leaf: the rows in `routes/` and the router in
 * `router.ts` import this file, never each other (aesthetics review 3, §1.7).
 */
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import type { Faults } from '../faults/fault-set.js';
import type { FlavorName } from '../contract/flavor.js';
import { hasParams } from '../routing/match.js';
import type { ParamsOf } from '../routing/match.js';
import type { Scenario } from '../scenario/schema.js';
import type { EmitOptions, EmitResult } from '../types.js';
import type { Simulate } from '../events/simulate/types.js';
import type { LogPage } from '../util/bounded-log.js';
import type { HookDesk } from './hook-desk.js';
import type { StatePages } from './list-routes.js';

/** A log the control API lists (paged) and clears: pings, the request journal, deliveries. */
export interface ControlLog {
  page(after: number, limit: number): LogPage<unknown>;
  readonly dropped: number;
  clear(): void;
}

/** A session as its rows describe it. */
export interface SessionView {
  readonly id: string;
  readonly createdAt: number;
  readonly lastUsed: number;
  readonly mock: { readonly flavor: string; readonly basePath: string };
}

/** What `POST /__hookmock/sessions` may choose; everything else follows the server's options. */
export interface SessionOptions {
  scenario?: string | Scenario;
  flavor?: FlavorName;
  auth?: 'any' | 'strict';
}

/** The sessions of a server (src/core/sessions): given by the standalone server only. */
export interface SessionsPort {
  create(options: SessionOptions): Promise<SessionView>;
  /** The live session; throws a SessionError (404, 410) otherwise. */
  use(id: string): SessionView;
  delete(id: string): boolean;
  list(): SessionView[];
}

/** What the control API steers: the port every row reads through. */
export interface Controlled {
  /** Where its API answers (`/api/v1`, `/api/v3`, `/sessions/<id>/api/v3`): `/health` names it. */
  readonly basePath: string;
  readonly flavor: { readonly name: FlavorName };
  readonly pings: ControlLog;
  readonly journal: ControlLog;
  readonly faults: Faults;
  readonly events: {
    readonly deliveries: ControlLog & {
      redeliver(id: number): Promise<unknown>;
      /** The delivery with this id if the log holds it. */
      byId(id: number): unknown;
    };
    readonly simulate: Simulate;
    emit(event: string, options: EmitOptions, origin?: string): Promise<EmitResult>;
  };
  /** The dashboard's hook desk: hooks in the flavor's shape, and actions on one. */
  readonly hooks: HookDesk;
  /** Only on the standalone server's root mock: elsewhere the sessions rows do not exist. */
  readonly sessions?: SessionsPort | undefined;
  reset(): void;
  load(scenario: string | Scenario, source?: string): void;
  snapshot(): Scenario;
  now(): Date;
  /** `GET /__hookmock/state`'s pages, with the last snapshot kept by the store's revision. */
  readonly statePages: StatePages;
  /** Its `revision` changes with every change of the state (see Store). */
  readonly store: { readonly revision: number };
}

export type ControlMethod = 'GET' | 'POST' | 'DELETE';

type Answer = CoreResponse | Promise<CoreResponse>;

/** One control route: method, pattern under `/__hookmock`, its line in the docs, and its handler. */
export interface ControlRoute {
  readonly method: ControlMethod;
  readonly pattern: string;
  /** The "what it does" cell of the docs' table (generated: `npm run docs:generate`). */
  readonly doc: string;
  /** Rows that exist only for some mocks (the sessions rows need the registry). */
  readonly when?: (mock: Controlled) => boolean;
  // Method syntax on purpose: `controlRoute()` checks each handler against its own pattern.
  handler(mock: Controlled, request: CoreRequest, params: Record<string, string>): Answer;
}

/** A row, its handler's parameters typed by its pattern (`/faults/:id` → `{ id }`). */
export function controlRoute<P extends string>(row: {
  method: ControlMethod;
  pattern: P;
  doc: string;
  when?: (mock: Controlled) => boolean;
  handler: (mock: Controlled, request: CoreRequest, params: ParamsOf<P>) => Answer;
}): ControlRoute {
  const { handler, ...rest } = row;
  return {
    ...rest,
    handler(mock, request, params) {
      // A match fills exactly the pattern's parameters; the check states it for the compiler.
      if (!hasParams(row.pattern, params)) throw new Error(`no parameters for ${row.pattern}`);
      return handler(mock, request, params);
    },
  };
}
