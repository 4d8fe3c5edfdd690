/** The message of anything thrown (an Error's message, or the thrown value as text). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The `code` of a thrown error (node's `ENOENT`, `ERR_MODULE_NOT_FOUND`…), if it has a string one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
