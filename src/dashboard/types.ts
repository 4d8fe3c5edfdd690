/**
 * The shapes the dashboard reads from the control API. The state's shapes are its own, as far as
 * it reads them, every field optional; the log records are the core's wire types. Either way the
 * page shows what is there and never trusts the rest.
 */
import type { Delivery } from '../core/wire.js';

export interface Hook {
  id?: number;
  type?: string;
  active?: boolean;
  events?: string[];
  config?: { url?: string; content_type?: string; secret?: string };
  org?: string;
  repo?: string;
}

/** One hook of `GET /hooks`: where it lives, and the hook as the flavor's API answers it. */
export interface HookView {
  id: number;
  scope?: { kind: 'repo'; owner: string; repo: string } | { kind: 'org'; org: string };
  secret?: boolean;
  api?: {
    type?: string;
    name?: string;
    active?: boolean;
    events?: string[];
    config?: { url?: string; content_type?: string };
  };
  /** What the row shows, in the product's own names (the server reads it from `api`). */
  shown?: { type?: string; active?: boolean; events?: string[]; url?: string; contentType?: string };
}

/** `GET /hooks`: the flavor's name, whether org hooks have a test route, the hooks. */
export interface Hooks {
  flavor?: string;
  orgTests?: boolean;
  total?: number;
  hooks?: HookView[];
}

export interface State {
  name?: string;
  description?: string;
  hooks?: Hook[];
  orgs?: { name: string; owners?: string[] }[];
  repos?: { owner: string; name: string }[];
  users?: { login: string; admin?: boolean; token?: string; scopes?: string[] }[];
}

/** The log records: one definition, shared with the core (a leaf with only a type import, so DOM-only is fine). */
export type { Delivery, JournalEntry } from '../core/wire.js';
export type { DeliveryOutcome as Outcome, HookScope as Scope } from '../core/wire.js';

/** A ping attempt is a delivery with `trigger: 'test'` (`GET /__hookmock/pings`). */
export type Ping = Delivery;

export interface Session {
  id: string;
  flavor: string;
}
