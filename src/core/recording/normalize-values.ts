import { isJsonObject } from '../util/json-object.js';

/** The one instant every recorded timestamp becomes (octokit/fixtures: one fixed time). */
export const RECORDED_INSTANT = '2026-01-01T00:00:00Z';
/** The origin every upstream origin becomes in recordings. */
export const RECORDED_ORIGIN = 'http://recorded.test';
/** What secrets and authorization headers become. */
export const REDACTED = 'REDACTED';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && RFC3339.test(value);

/**
 * Rewrites a JSON value: timestamps to the fixed instant, the upstream origin to the recorded
 * one, secrets and authorization headers redacted, hook ids through `mapId`.
 */
export function normalizeValue(
  value: unknown,
  options: { origin: string; mapId: (id: number) => number; key?: string; inHook?: boolean },
): unknown {
  const { key } = options;
  if (Array.isArray(value)) return value.map((v) => normalizeValue(v, { ...options, key: undefined }));
  if (isJsonObject(value)) {
    // A parsed JSON object (recorded body): only its entries are read.
    const object = value;
    const isHook = 'config' in object && ('type' in object || 'events' in object);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(object))
      out[k] = normalizeValue(v, { ...options, key: k, inHook: isHook });
    return out;
  }
  if (typeof value === 'number' && ((key === 'id' && options.inHook) || key === 'hook_id'))
    return options.mapId(value);
  if (typeof value !== 'string') return value;
  if (key === 'secret' || key === 'authorization_header') return value === '' ? '' : REDACTED;
  if (isTimestamp(value)) return RECORDED_INSTANT;
  return replaceOrigin(value, options.origin);
}

export function replaceOrigin(text: string, origin: string): string {
  if (!origin) return text;
  const replaced = text.split(origin).join(RECORDED_ORIGIN);
  // Delivery payloads also carry the origin's host alone: placeholder e-mails and SSH URLs.
  const host = hostOf(origin);
  const recorded = hostOf(RECORDED_ORIGIN);
  if (!host || host === recorded) return replaced;
  return replaced
    .split(`@noreply.${host}`)
    .join(`@noreply.${recorded}`)
    .split(`git@${host}:`)
    .join(`git@${recorded}:`);
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return '';
  }
}
