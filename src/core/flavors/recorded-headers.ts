import { SIGNATURE_HEADERS } from './signature-headers.js';

/**
 * The delivery headers a recording rewrites when an answer shows a delivery's request (GitHub's
 * `GET …/hooks/{id}/deliveries/{delivery_id}` lists its headers): the products' names for them,
 * so the recorder (recording/normalize-values.ts) reads a table instead of naming a product.
 */

/**
 * Headers that name the delivery's hook by its id, mapped as hook ids are: GitHub's
 * `X-GitHub-Hook-ID` ("The unique identifier of the webhook", docs.github.com: Webhook events
 * and payloads, Delivery headers).
 */
export const HOOK_ID_HEADERS: readonly string[] = ['x-github-hook-id'];

/**
 * The headers (lower-case) whose value is an HMAC of the payload, made with the real secret: every
 * signature header a product sends (signature-headers.ts).
 */
export const SIGNED_HEADERS: readonly string[] = SIGNATURE_HEADERS.map(([name]) => name);
