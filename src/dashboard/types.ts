/**
 * The shapes the dashboard reads from the control API, as far as it reads them. Every field is
 * optional: the page shows what is there and never trusts the rest.
 */

export interface Hook {
  id?: number;
  type?: string;
  active?: boolean;
  events?: string[];
  config?: { url?: string; content_type?: string; secret?: string };
  org?: string;
  repo?: string;
}

export interface State {
  name?: string;
  description?: string;
  hooks?: Hook[];
  orgs?: { name: string; owners?: string[] }[];
  repos?: { owner: string; name: string }[];
  users?: { login: string; admin?: boolean; token?: string; scopes?: string[] }[];
}

export interface Outcome {
  status?: string;
  responseStatus?: number;
  durationMs?: number;
  reason?: string;
  error?: string;
}

export type Scope = { kind: 'org'; org: string } | { kind: 'repo'; owner: string; repo: string };

export interface Ping {
  id: number;
  at: string;
  hookId: number;
  scope?: Scope;
  event: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  delivery?: Outcome;
}

export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  query?: Record<string, string>;
  status: number;
  durationMs?: number;
  requestBody?: unknown;
}

export interface Delivery {
  id: number;
  at: string;
  trigger: string;
  eventType: string;
  action?: string;
  hookId: number;
  hookType: string;
  method: string;
  url: string;
  delivery?: Outcome;
}

export interface Session {
  id: string;
  flavor: string;
}
