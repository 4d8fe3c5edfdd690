/**
 * What a delivery keeps of the receiver's answer: its headers and the first bytes of its body,
 * bounded by `deliveryResponseBytes` (default `RESPONSE_BYTES`). Transports read at most one byte
 * more than the bound (so they know it was cut); `keptOutcome` clips whatever a transport returns
 * before it lands on the record: the one place the record's bound is applied, so the control
 * API, `mock.deliveries` and the dashboard show the same thing.
 */
import { HookMockError } from '../errors/hookmock-error.js';
import type { DeliveryOutcome } from '../wire.js';

/** The default bound on a receiver's answer kept with a delivery: 8 KiB of body, 8 KiB of headers. */
export const RESPONSE_BYTES = 8 * 1024;

/** The headers and body part of a captured answer (the status is the outcome's `responseStatus`). */
export interface CapturedAnswer {
  responseHeaders: Record<string, string>;
  responseBody: string;
  responseBodyTruncated?: true;
}

/** Headers in the order given that fit together in `limit` bytes (name + value); one too long is left out. */
export function boundedHeaders(entries: Iterable<[string, string]>, limit: number): Record<string, string> {
  const out: Record<string, string> = {};
  let used = 0;
  for (const [name, value] of entries) {
    const size = name.length + value.length;
    if (used + size > limit) continue;
    used += size;
    out[name] = value;
  }
  return out;
}

/** The first `limit` bytes of `chunks` as text (an incomplete trailing character dropped), and whether more came. */
export function textOfChunks(
  chunks: readonly Uint8Array[],
  limit: number,
): { text: string; truncated: boolean } {
  const decoder = new TextDecoder();
  let text = '';
  let used = 0;
  for (const chunk of chunks) {
    const room = limit - used;
    if (room <= 0) return { text, truncated: true };
    const part = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
    text += decoder.decode(part, { stream: true });
    used += part.byteLength;
    if (part !== chunk) return { text, truncated: true };
  }
  return { text: text + decoder.decode(), truncated: false };
}

/**
 * Reads a fetch `Response`'s body up to `limit` bytes (plus one, to know it was cut), then
 * releases the rest without waiting (awaiting `cancel()` can stall under msw: newcomer trial 3).
 */
export async function captureFetchAnswer(response: Response, limit: number): Promise<CapturedAnswer> {
  const responseHeaders = boundedHeaders(response.headers.entries(), limit);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        break;
      }
    }
  }
  return answerOf(responseHeaders, chunks, limit);
}

/** The captured answer from headers and the chunks read. */
export function answerOf(
  responseHeaders: Record<string, string>,
  chunks: readonly Uint8Array[],
  limit: number,
): CapturedAnswer {
  const { text, truncated } = textOfChunks(chunks, limit);
  return {
    responseHeaders,
    responseBody: text,
    ...(truncated ? { responseBodyTruncated: true as const } : {}),
  };
}

/** The outcome as the record keeps it: the answer's headers and body within `limit` bytes each. */
export function keptOutcome(outcome: DeliveryOutcome, limit: number): DeliveryOutcome {
  const { responseHeaders, responseBody } = outcome;
  // Within the bound already (what every transport of ours returns): kept as it is, not copied.
  if (headersFit(responseHeaders, limit) && bodyFits(responseBody, limit)) return outcome;
  const kept: DeliveryOutcome = { ...outcome };
  if (responseHeaders !== undefined)
    kept.responseHeaders = boundedHeaders(Object.entries(responseHeaders), limit);
  if (responseBody !== undefined) {
    const bytes = new TextEncoder().encode(responseBody);
    if (bytes.byteLength > limit) {
      kept.responseBody = textOfChunks([bytes], limit).text;
      kept.responseBodyTruncated = true;
    }
  }
  return kept;
}

/** Whether all the headers fit in `limit` bytes (name + value, as `boundedHeaders` counts them). */
function headersFit(headers: Record<string, string> | undefined, limit: number): boolean {
  if (headers === undefined) return true;
  let used = 0;
  for (const name in headers) used += name.length + (headers[name]?.length ?? 0);
  return used <= limit;
}

/** Whether the body's UTF-8 fits in `limit` bytes; a UTF-16 unit is at most 3 bytes, so short text is not encoded. */
function bodyFits(body: string | undefined, limit: number): boolean {
  return body === undefined || body.length * 3 <= limit || new TextEncoder().encode(body).byteLength <= limit;
}

/** `deliveryResponseBytes`, checked: a whole number of bytes, 0 keeps no body. */
export function responseBytesOf(value: number | undefined): number {
  const bytes = value ?? RESPONSE_BYTES;
  if (!Number.isInteger(bytes) || bytes < 0)
    throw new HookMockError(
      `deliveryResponseBytes must be a whole number of bytes >= 0, got ${String(value)}`,
    );
  return bytes;
}
