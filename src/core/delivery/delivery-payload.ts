import type { EmitName } from '../event-name-types.js';
import type { DefaultTypesFlavor } from '../contract/flavor-name.js';
import type { PayloadFlavor, PayloadOf } from '../payload-of.js';
import type { Delivery, DeliveryFields, DeliveryPayload } from '../wire.js';

/**
 * `Delivery.payload`: the body as the receiver parses it — the JSON body, or a form body's
 * `payload` field — `undefined` when that is not JSON. A getter on the records' prototype, not a
 * field: the record stays one copy of the request (its JSON over the control API, recordings and
 * golden files are unchanged), and each read parses the body afresh, so a test that changes the
 * object it got cannot change what the next read sees.
 */
const DELIVERY_PROTOTYPE: object = Object.create(Object.prototype, {
  payload: {
    get(this: DeliveryFields): DeliveryPayload {
      return parsePayload(this.contentType, this.body);
    },
    enumerable: false,
  },
});

/** The payload a body carries (see DELIVERY_PROTOTYPE). */
export function parsePayload(contentType: DeliveryFields['contentType'], body: string): DeliveryPayload {
  const text = contentType === 'form' ? new URLSearchParams(body).get('payload') : body;
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Gives a record made by the delivery log (or read from a remote mock's control API) its
 * `payload`: the record itself, now with the prototype that has the getter.
 */
export function withPayload(record: DeliveryFields): Delivery {
  Object.setPrototypeOf(record, DELIVERY_PROTOTYPE);
  return isDelivery(record) ? record : fail();
}

function isDelivery(record: DeliveryFields): record is Delivery {
  return 'payload' in record;
}

function fail(): never {
  throw new Error('hookmock: a delivery record without its payload getter');
}

/**
 * Whether `delivery` is an `event` delivery (its `eventType`), narrowing `payload` to that event's
 * payload type in `flavor` (`PayloadOf<E, F>`; Gitea's by default).
 * @example
 * const push = await mock.deliveries.waitFor((d) => isDeliveryOf(d, 'push', 'github'));
 * push.payload.commits[0]?.id; // typed as GitHub's push payload
 * @see docs/reference/api.md (a delivery's payload)
 */
export function isDeliveryOf<E extends EmitName, F extends PayloadFlavor = DefaultTypesFlavor>(
  delivery: Delivery<unknown>,
  event: E,
  _flavor?: F,
): delivery is Delivery<PayloadOf<E, F>> {
  return delivery.eventType === event;
}
