import { REPOS_HOOK_API } from './hook-api-dialect.js';
import type { HookApiDialect } from './hook-api-dialect.js';

/**
 * What the dashboard shows of a product's hooks (`Product.dashboard`), told by the product's
 * folder so the page (src/dashboard/) names no product: the columns of its hook tables, each
 * read from the hook as the product's API answers it; the state column its toggle flips, where
 * the API has such a flag; and which delivery headers carry secrets in the product's own log.
 */
export interface DashboardView {
  readonly columns: readonly DashboardColumn[];
  /**
   * The heading of the state column the Activate/Deactivate button flips (the API's own
   * `active`); absent where the API has no such flag (GitLab): no button, and the control API's
   * `POST /hooks/:id/active` refuses, so nothing sets a state the product's clients cannot see.
   */
  readonly toggle?: string;
  readonly redact: HeaderRedaction;
}

/** How the page draws a cell: as text, a URL, a list of event names, or an on/off state. */
export type CellKind = 'text' | 'url' | 'events' | 'state';

/** A cell's value: text, event names, or on/off. */
export type Cell = string | readonly string[] | boolean;

/** One column: its heading (the product's own field name where it has one) and its reader. */
export interface DashboardColumn {
  readonly heading: string;
  readonly kind: CellKind;
  read(api: Readonly<Record<string, unknown>>): Cell;
}

/**
 * The request headers whose values the page shows `[REDACTED]`, as the product's own hook log
 * does: by name (case-insensitive), and, where a hook's own headers go out first, every header
 * before the first one named `customBefore` (GitLab's custom headers, before its `Content-Type`).
 * Signatures stay: an HMAC gives the secret away to no one.
 */
export interface HeaderRedaction {
  readonly names: readonly string[];
  readonly customBefore?: string;
}

/** What the page is told (JSON): the columns without their readers. */
export interface DashboardLayout {
  readonly columns: readonly { readonly heading: string; readonly kind: CellKind }[];
  readonly toggle?: string;
  readonly redact: HeaderRedaction;
}

export const layoutOf = (view: DashboardView): DashboardLayout => ({
  columns: view.columns.map(({ heading, kind }) => ({ heading, kind })),
  ...(view.toggle === undefined ? {} : { toggle: view.toggle }),
  redact: view.redact,
});

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A column reading a text field of the hook's JSON ('' where it is not text). */
export const textColumn = (heading: string, key = heading): DashboardColumn => ({
  heading,
  kind: 'text',
  read: (api) => asText(api[key]),
});

/** The API's `active` flag as the state column. */
export const ACTIVE_COLUMN: DashboardColumn = {
  heading: 'active',
  kind: 'state',
  read: (api) => api.active === true,
};

/** The URL and the events, read as the product's `hookApi` reads them. */
export function urlAndEvents(api: HookApiDialect): { url: DashboardColumn; events: DashboardColumn } {
  return {
    url: { heading: 'url', kind: 'url', read: (hook) => asText(api.urlOf(hook)) },
    events: { heading: 'events', kind: 'events', read: (hook) => api.eventsOf(hook) ?? [] },
  };
}

/**
 * The Gitea family's and GitHub's table (their shared API shape, `REPOS_HOOK_API`): the type a
 * user picks (`typeKey`: Gitea's `type`, GitHub's `name`), `active` with its toggle, the events,
 * `config.url` and `config.content_type`.
 */
export function reposDashboard(typeKey: string, redact: HeaderRedaction): DashboardView {
  const { url, events } = urlAndEvents(REPOS_HOOK_API);
  const contentType: DashboardColumn = {
    heading: 'content type',
    kind: 'text',
    read: (api) => {
      const config = api.config;
      return typeof config === 'object' && config !== null && 'content_type' in config
        ? asText(config.content_type)
        : '';
    },
  };
  return {
    columns: [textColumn('type', typeKey), ACTIVE_COLUMN, events, url, contentType],
    toggle: ACTIVE_COLUMN.heading,
    redact,
  };
}
