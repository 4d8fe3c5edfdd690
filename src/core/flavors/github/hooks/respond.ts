import { GITHUB_JSON_TYPE } from '../error.js';
import type { CoreResponse } from '../../../http/core-request.js';

/** A GitHub answer: JSON as its API writes it (no Go escaping), UTF-8. */
export function githubJson(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): CoreResponse {
  return {
    status,
    headers: { 'Content-Type': GITHUB_JSON_TYPE, ...headers },
    body: JSON.stringify(value),
  };
}
