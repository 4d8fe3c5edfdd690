import type { CoreRequest, CoreResponse } from './core-request.js';

/**
 * Conditional GETs for the control API: the dashboard polls every second, and a 304 with no
 * body costs nothing to send or parse. The tag is a hash of what the answer says (two 32-bit
 * FNV-1a variants), computed in the core so the in-process handlers and the server agree.
 */
export function etagOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return `"${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}"`;
}

/** Whether an `If-None-Match` header names this tag (weak or strong, or `*`). */
function matches(header: string | null, tag: string): boolean {
  if (header === null) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === tag || v === `W/${tag}`;
  });
}

/** The response with its ETag, or a bodiless 304 when the client already has it. */
export function conditional(request: CoreRequest, response: CoreResponse, tag: string): CoreResponse {
  const headers: Record<string, string> = { ...response.headers, ETag: tag, 'Cache-Control': 'no-cache' };
  if (matches(request.header('if-none-match'), tag)) {
    delete headers['Content-Type'];
    return { status: 304, headers, body: '' };
  }
  return { ...response, headers };
}
