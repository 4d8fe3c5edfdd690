/**
 * Whether a parsed JSON value is an object (not null, not an array). Its keys are strings by
 * construction, so reading its fields as `unknown` needs no cast.
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
