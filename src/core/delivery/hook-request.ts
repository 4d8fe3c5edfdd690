import type { DeliveryHeaderInput, Flavor } from '../contract/flavor.js';
import type { DeliveryDialect } from '../contract/delivery-dialect.js';
import { isNativeType } from '../contract/delivery-dialect.js';
import { goQueryEscape } from '../go/go-query.js';
import type { HookRecord } from '../state/database.js';
import type { EventType } from '../contract/event-type.js';
import { withCustomHeaders } from './custom-headers.js';
import { encodePayload, shortRefBody } from './encoding.js';
import type { WebhookEvent } from '../contract/webhook-event.js';
import { sha1Hex, signBody, standardWebhooksStamp } from './signer.js';
import type { Signatures } from './signer.js';

/**
 * One event's native body in its two shapes (the JSON, Forgejo's short-ref form), encoded once for
 * all the hooks the event reaches: made for one event and dropped with it, so it cannot go stale.
 */
export type EventBodies = { native?: string; shortRef?: string };

/** The request one hook gets, or why the product makes none. */
export interface HookRequest {
  method: string;
  url: string;
  /** The hook's URL before its URL variables were put in, when they changed it (GitLab). */
  urlTemplate?: string;
  contentType: 'json' | 'form';
  headers: Record<string, string>;
  body: string;
  notDelivered?: string;
  /** Why no request could be made (the hook's own payload failed): recorded `failed`, not sent. */
  failed?: string;
}

/** `X-*-Event` of a type: its header, or empty where the product has none (F `package`). */
export function headerEvent(type: EventType, dialect: DeliveryDialect): string {
  return dialect.emptyEventHeader.has(type.name) ? '' : type.header;
}

/** Wiki and repository payloads are indented with one space (their `JSONPayload` methods). */
const indentOf = (type: EventType) => (type.family === 'wiki' || type.family === 'repository' ? 1 : 2);

/**
 * The id of the attempt and where the hook lives (the delivery and target-type headers); the
 * event's shared id and the request's own where the dialect has them (`requestIds`).
 */
export type RequestIds = { deliveryId: string; targetType: string; eventId: string; requestId: string };

/** A native hook's body for this event, encoded once per shape and event (`bodies`). */
function nativeJson(
  dialect: DeliveryDialect,
  hook: HookRecord,
  body: WebhookEvent,
  bodies: EventBodies,
): string {
  if (dialect.shortRefTypes.has(hook.type) && /^(create|delete)$/.test(body.type.family))
    return (bodies.shortRef ??= shortRefBody(body.payload));
  return (bodies.native ??= encodePayload(dialect.json, body.payload, indentOf(body.type)));
}

/** The body as sent: the JSON, or a form's `payload=` field. */
const sentBody = (contentType: 'json' | 'form', json: string) =>
  contentType === 'form' ? `payload=${goQueryEscape(json)}` : json;

/**
 * G `services/webhook/deliver.go` `Deliver` + `newDefaultRequest` / the type's requester (F
 * `default.go`, `shared/payloader.go`): the body, its signatures, the headers, method and URL.
 */
export async function hookRequest(
  flavor: Flavor,
  hook: HookRecord,
  body: WebhookEvent,
  bodies: EventBodies,
  ids: RequestIds,
): Promise<HookRequest> {
  const dialect = flavor.delivery;
  // A product without converters stores only its own types: any other gets the event's payload.
  const convert = isNativeType(dialect, hook.type) ? undefined : dialect.convert;
  const native = convert === undefined;
  const extras = flavor.hookExtras?.(hook);
  const own = native ? extras?.payload?.(body.payload) : undefined;
  let json: string;
  if (own) json = 'value' in own ? encodePayload(dialect.json, own.value) : '';
  else if (convert) {
    const converted = await convert(hook, body);
    if ('notDelivered' in converted) return { ...empty(hook), notDelivered: converted.notDelivered };
    json = encodePayload(dialect.json, converted.value);
  } else json = nativeJson(dialect, hook, body, bodies);
  const contentType = native ? hook.contentType : 'json';
  const sent = sentBody(contentType, json);
  // A flavor that signs nothing (GitLab) signs with no secret: no HMAC is computed.
  const secret = dialect.signs === 'nothing' ? '' : hook.secret;
  const signatures = await signBody(secret, dialect.signs === 'body' ? sent : json);
  const standard = extras?.signingSecret
    ? await standardWebhooksStamp(extras.signingSecret, ids.deliveryId, body.at, sent)
    : undefined;
  const builtIn = headersOf(flavor, hook, body, ids, contentType, signatures, standard);
  // Custom headers first, none a built-in one replaces or no request may carry (custom-headers.ts).
  const headers = extras ? withCustomHeaders(extras.headers, builtIn) : builtIn;
  if (hook.type === 'matrix') {
    // PUT <url>/<txnID>, txnID the SHA-1 of the body (G `matrix.go` `getMessageTxnID`).
    return {
      method: 'PUT',
      url: `${hook.url}/${await sha1Hex(json.trim())}`,
      contentType,
      headers,
      body: json,
    };
  }
  const url = extras?.url ?? hook.url;
  // The template is kept on the record only where the variables changed the URL (GitLab's log shows it).
  const urlTemplate = url === hook.url ? undefined : hook.url;
  const request: HookRequest = { method: 'POST', url, urlTemplate, contentType, headers, body: sent };
  // The headers are kept for the log (GitLab's logs them for a request it could not make).
  return own && 'failed' in own ? { ...request, failed: own.failed } : request;
}

/** The request's headers: the flavor's set, or a header-less type's Content-Type (and Authorization). */
function headersOf(
  flavor: Flavor,
  hook: HookRecord,
  body: WebhookEvent,
  ids: RequestIds,
  contentType: 'json' | 'form',
  { sha256, sha1 }: Readonly<Signatures>,
  standardWebhooks: DeliveryHeaderInput['standardWebhooks'],
): Record<string, string> {
  const dialect = flavor.delivery;
  if (dialect.headerlessTypes.has(hook.type)) return { 'Content-Type': 'application/json', ...auth(hook) };
  return flavor.deliveryHeaders({
    deliveryId: ids.deliveryId,
    event: headerEvent(body.type, dialect),
    eventType: body.type.name,
    sha256,
    sha1,
    targetType: hook.isSystemWebhook ? 'system' : ids.targetType,
    hookId: hook.id,
    targetId: hook.scopeId,
    contentType,
    authorizationHeader: hook.authorizationHeader,
    eventId: ids.eventId,
    requestId: ids.requestId,
    instance: body.site.appUrl.replace(/\/+$/, ''),
    secret: hook.secret,
    ...(standardWebhooks ? { standardWebhooks } : {}),
  });
}

const auth = (hook: HookRecord): Record<string, string> =>
  hook.authorizationHeader ? { Authorization: hook.authorizationHeader } : {};

const empty = (hook: HookRecord): HookRequest => ({
  method: 'POST',
  url: hook.url,
  contentType: 'json',
  headers: {},
  body: '',
});
