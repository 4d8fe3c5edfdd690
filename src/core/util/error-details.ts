/** The `code` of a thrown error (node's `ENOENT`, `ERR_MODULE_NOT_FOUND`…), if it has a string one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The `name` of a thrown error or DOMException (`TimeoutError`, `AbortError`…), if any. */
export function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}
