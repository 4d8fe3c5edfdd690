import { gitlabHookExtras } from '../hook-request.js';
import { gitlabTime } from '../hook-fields.js';
import { gitlabTriggerOf } from '../triggers.js';
import { textOfChunks } from '../../../delivery/response-capture.js';
import type { Delivery } from '../../../wire.js';

/**
 * A delivery as GitLab's events log shows it: `API::Entities::WebHookLog`
 * (`lib/api/entities/web_hook_log.rb`) over what `WebHookService#log_execution` and `WebHookLog`
 * keep (`app/services/web_hook_service.rb`, `app/models/hooks/web_hook_log.rb`). A view of the one
 * delivery log: nothing is stored twice.
 */

/** `RESPONSE_BODY_SIZE_LIMIT`: the body the log keeps (`truncate_bytes`, with Rails' `…`). */
export const LOG_BODY_BYTES = 8 * 1024;
/** `RESPONSE_HEADERS_COUNT_LIMIT` and `RESPONSE_HEADERS_SIZE_LIMIT` (each value). */
const LOG_HEADERS = 50;
const LOG_HEADER_BYTES = 1024;
/** `WebHookService::InternalErrorResponse::ERROR_MESSAGE`: the status of a request that got no answer. */
export const INTERNAL_ERROR = 'internal error';

const REDACTED = '[REDACTED]';

/** Whether the log lists a delivery: GitLab logs a request once it ran (an answer or an error). */
export const isLogged = (d: Delivery): boolean =>
  d.delivery.status === 'delivered' || d.delivery.status === 'failed';

/** `response_status`: the receiver's status as a string, or `internal error` (no answer). */
export const logStatus = (d: Delivery): string =>
  d.delivery.responseStatus === undefined ? INTERNAL_ERROR : String(d.delivery.responseStatus);

/**
 * `request_headers`: custom header values (`build_custom_headers(values_redacted: true)`) and
 * `X-Gitlab-Token` (`WebHookLog#request_headers`) as `[REDACTED]`, in the order sent. A header is
 * custom by its role, not its name (a custom `webhook-id` of a hook that does not sign is one):
 * the custom headers come first and none shares a built-in one's name (delivery/custom-headers.ts),
 * and GitLab's own begin with `Content-Type` (flavors/gitlab/headers.ts), so every header before
 * it is a custom one. Without a `Content-Type`, every value is redacted.
 */
function requestHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const entries = Object.entries(headers);
  const builtInFrom = entries.findIndex(([name]) => name.toLowerCase() === 'content-type');
  // Defined, never assigned: a header named `__proto__` stays a header.
  return Object.fromEntries(
    entries.map(([name, value], i) => {
      const custom = builtInFrom < 0 || i < builtInFrom;
      return [name, custom || name.toLowerCase() === 'x-gitlab-token' ? REDACTED : value];
    }),
  );
}

/** `URI::MailTo::EMAIL_REGEXP`: what `WebHookLog#redact_user_emails` replaces. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** `request_data`: the payload with every e-mail address value `[REDACTED]` (`deep_transform_values!`). */
function requestData(body: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return {};
  }
  const redact = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(redact);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
    return typeof value === 'string' && EMAIL.test(value) ? REDACTED : value;
  };
  return redact(data);
}

/** A header name as Net::HTTP's `each_capitalized` writes it: `content-type` → `Content-Type`. */
const capitalized = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('-');

/** `String#truncate_bytes(limit)`: at most `limit` bytes, the end replaced by `…` when cut. */
function truncateBytes(text: string, limit: number, cut = false): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= limit && !cut) return text;
  return `${textOfChunks([bytes], Math.min(bytes.byteLength, limit - 3)).text}…`;
}

/** `response_headers`: the first 50, names capitalized, each value within 1 KiB. */
function responseHeaders(headers: Readonly<Record<string, string>> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers).slice(0, LOG_HEADERS))
    out[capitalized(name)] = truncateBytes(value, LOG_HEADER_BYTES);
  return out;
}

/**
 * The log entry of a delivery, in the entity's key order. `url` is the hook's URL before its URL
 * variables were put in; the body is cut at 8 KiB (`responseBodyTruncated`: the record's own cut at
 * `deliveryResponseBytes` counts as cut).
 */
export function gitlabHookLog(d: Delivery): Record<string, unknown> {
  const { delivery: outcome } = d;
  return {
    id: d.id,
    url: d.urlTemplate ?? d.url,
    trigger: gitlabTriggerOf(d.event),
    request_headers: requestHeaders(d.headers),
    request_data: requestData(d.body),
    response_headers: responseHeaders(outcome.responseHeaders),
    response_body: truncateBytes(outcome.responseBody ?? '', LOG_BODY_BYTES, outcome.responseBodyTruncated),
    execution_duration: (outcome.durationMs ?? 0) / 1000,
    response_status: logStatus(d),
    created_at: gitlabTime(d.at),
  };
}

/**
 * Whether a log entry may be resent to this hook as it is now: GitLab compares the hash of the
 * URL the entry was sent to with the hook's interpolated URL (`WebHookLog#url_current?`), so a
 * new URL or a new URL variable value refuses it.
 */
export const urlCurrent = (d: Delivery, hook: Parameters<typeof gitlabHookExtras>[0]): boolean =>
  gitlabHookExtras(hook).url === d.url;
