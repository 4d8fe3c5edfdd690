import type { ScenarioStep } from '../scenario/step-schema.js';

/** One captured request/response pair, as the recorder saw it on the wire (before redaction). */
export interface Exchange {
  /** The HTTP method, upper case. */
  method: string;
  /** Path without the query, e.g. `/api/v1/repos/acme/widgets/hooks/7`. */
  path: string;
  /** Query parameters in order, credentials included (they are redacted later). */
  query: [string, string][];
  /** The request's Authorization header, if any. */
  authorization: string | null;
  /** The request's `PRIVATE-TOKEN` header (GitLab's token form), if any; absent in older exchanges. */
  privateToken?: string | null;
  /** The request's Content-Type header, if any. */
  contentType: string | null;
  /** The request body as sent ('' when there is none). */
  requestBody: string;
  /** The upstream's status. */
  status: number;
  /** Response headers, lower-case names. */
  responseHeaders: Record<string, string>;
  /** The upstream's response body, as text. */
  responseBody: string;
}

/** A recorded step as stored in a scenario file: readable, hand-editable, stable in diffs. */
export type Step = ScenarioStep;

/** Headers whose values matter to clients; everything else is volatile and dropped. */
export const KEPT_RESPONSE_HEADERS = ['content-type', 'x-total-count', 'link', 'allow'] as const;
