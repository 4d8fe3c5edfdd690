import type { CoreResponse } from '../../http/core-request.js';

/** A GitHub answer: JSON as its API writes it (no Go escaping), UTF-8. */
export function githubJson(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): CoreResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}
