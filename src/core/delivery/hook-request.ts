import type { Flavor } from '../flavors/flavor.js';
import type { DeliveryDialect } from '../flavors/delivery-dialect.js';
import { isNativeType } from '../flavors/delivery-dialect.js';
import { goQueryEscape } from '../go/go-query.js';
import type { HookRecord } from '../state/database.js';
import type { EventType } from '../events/catalog.js';
import { convertFor } from './converters/index.js';
import { encodePayload, forgejoShortRefBody } from './encoding.js';
import type { WebhookEvent } from '../events/event.js';
import { sha1Hex, signBody, signBodyNow } from './signer.js';
import type { Signatures } from './signer.js';

/** Encoded bodies of one event per shape (native JSON, Forgejo's short-ref form, each converted type). */
export type BodyCache = Map<string, string>;

/** The request one hook gets, or why the product makes none. */
export interface HookRequest {
  method: string;
  url: string;
  contentType: 'json' | 'form';
  headers: Record<string, string>;
  body: string;
  notDelivered?: string;
}

/** `X-*-Event` of a type: its header, or empty where the product has none (F `package`). */
export function headerEvent(type: EventType, dialect: DeliveryDialect): string {
  return dialect.emptyEventHeader.has(type.name) ? '' : type.header;
}

/** Wiki and repository payloads are indented with one space (their `JSONPayload` methods). */
const indentOf = (type: EventType) => (type.family === 'wiki' || type.family === 'repository' ? 1 : 2);

function cached(cache: BodyCache, key: string, make: () => string): string {
  let text = cache.get(key);
  if (text === undefined) {
    text = make();
    cache.set(key, text);
  }
  return text;
}

/** The id of the attempt and where the hook lives (the delivery and target-type headers). */
type RequestIds = { deliveryId: string; targetType: string };

/** A native hook's body for this event: encoded once per shape and event (`cache`). */
function nativeJson(
  dialect: DeliveryDialect,
  hook: HookRecord,
  body: WebhookEvent,
  cache: BodyCache,
): string {
  const shortRef = dialect.shortRefTypes.has(hook.type) && /^(create|delete)$/.test(body.type.family);
  const key = shortRef ? 'short-ref' : 'native';
  // Looked up before any closure is made: this runs once per hook, the encoding once per event.
  let text = cache.get(key);
  if (text === undefined) {
    text = shortRef
      ? forgejoShortRefBody(body.payload)
      : encodePayload(dialect.json, body.payload, indentOf(body.type));
    cache.set(key, text);
  }
  return text;
}

/** The body as sent: the JSON, or a form's `payload=` field. */
const sentBody = (contentType: 'json' | 'form', json: string) =>
  contentType === 'form' ? `payload=${goQueryEscape(json)}` : json;

/**
 * A native hook's request at once, without an await, when its signatures can be made
 * synchronously (node's HMAC; every hook without a secret): the fan-out of one event to a
 * thousand hooks then costs the HMACs and little else. Undefined for converted types, matrix's
 * PUT and Web Crypto, which take `hookRequest`'s asynchronous path.
 */
export function hookRequestNow(
  flavor: Flavor,
  hook: HookRecord,
  body: WebhookEvent,
  cache: BodyCache,
  ids: RequestIds,
): HookRequest | undefined {
  const dialect = flavor.delivery;
  if (hook.type === 'matrix' || !isNativeType(dialect, hook.type)) return undefined;
  const json = nativeJson(dialect, hook, body, cache);
  const contentType = hook.contentType;
  const sent = sentBody(contentType, json);
  const signatures = signBodyNow(hook.secret, dialect.signs === 'body' ? sent : json);
  if (!signatures) return undefined;
  const headers = headersOf(flavor, hook, body, ids, contentType, signatures);
  return { method: 'POST', url: hook.url, contentType, headers, body: sent };
}

/**
 * G `services/webhook/deliver.go` `Deliver` + `newDefaultRequest` / the type's requester (F
 * `default.go`, `shared/payloader.go`): the body, its signatures, the headers, method and URL.
 */
export async function hookRequest(
  flavor: Flavor,
  hook: HookRecord,
  body: WebhookEvent,
  cache: BodyCache,
  ids: RequestIds,
): Promise<HookRequest> {
  const now = hookRequestNow(flavor, hook, body, cache, ids);
  if (now) return now;
  const dialect = flavor.delivery;
  const native = isNativeType(dialect, hook.type);
  let json: string;
  if (native) json = nativeJson(dialect, hook, body, cache);
  else {
    const converted = await convertFor(dialect.converters, hook, body);
    if ('notDelivered' in converted) return { ...empty(hook), notDelivered: converted.notDelivered };
    json = cached(cache, `type:${hook.type}:${hook.id}`, () => encodePayload(dialect.json, converted.value));
  }
  const contentType = native ? hook.contentType : 'json';
  const sent = sentBody(contentType, json);
  const signatures = await signBody(hook.secret, dialect.signs === 'body' ? sent : json);
  const headers = headersOf(flavor, hook, body, ids, contentType, signatures);
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
  return { method: 'POST', url: hook.url, contentType, headers, body: sent };
}

/** The request's headers: the flavor's set, or a header-less type's Content-Type (and Authorization). */
function headersOf(
  flavor: Flavor,
  hook: HookRecord,
  body: WebhookEvent,
  ids: RequestIds,
  contentType: 'json' | 'form',
  { sha256, sha1 }: Readonly<Signatures>,
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
