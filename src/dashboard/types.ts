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
  api?: Record<string, unknown>;
  /** A cell per column of the layout, by heading (the server reads them from `api`). */
  shown?: Record<string, string | string[] | boolean>;
}

/** A column of the hook tables: its heading and how its cell is drawn. */
export interface Column {
  heading: string;
  kind: string;
}

/**
 * The product's hook layout the page carries (`#hook-layout`): its columns, the state column the
 * toggle flips (absent: no toggle), the request headers redacted (`all`: every value, when the
 * layout could not be read).
 */
export interface Layout {
  columns: Column[];
  toggle?: string | undefined;
  redact: { names: string[]; customBefore?: string | undefined; all?: boolean };
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
