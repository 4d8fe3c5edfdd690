import { HookMockError } from '../errors/hookmock-error.js';

/** `/api/v1` (any origin) or `https://git.example.test/api/v1` (that origin only). */
export function parseBaseUrl(baseUrl: string): { path: string; origin: string | undefined } {
  if (baseUrl.startsWith('/')) return { path: baseUrl.replace(/\/+$/, ''), origin: undefined };
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new HookMockError(`baseUrl must be a path like "/api/v1" or a full URL, got "${baseUrl}"`);
  }
  return { path: url.pathname.replace(/\/+$/, ''), origin: url.origin };
}
