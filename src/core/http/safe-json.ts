import { goJsonValue } from '../go/go-json.js';

/**
 * Serialization that cannot fail on what clients sent: a request body nested thousands deep
 * makes JSON.stringify overflow the stack (docs/internals/security.md), so a control route that lists
 * such entries would answer 500 for good. Bodies deeper than MAX_DEPTH stay raw text in the
 * journal, and each list entry is serialized on its own, replaced by a note if it still fails.
 */
export const MAX_DEPTH = 256;

/** Whether a parsed JSON value nests deeper than `max` (iterative: no recursion to overflow). */
export function deeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [v, depth] = top;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** A JSON array, Go-escaped like every other body, one entry at a time. */
export function safeJsonArray(items: readonly unknown[]): string {
  const parts = items.map((item) => {
    try {
      return goJsonValue(item);
    } catch (error) {
      return goJsonValue({ unserializable: error instanceof Error ? error.message : String(error) });
    }
  });
  return `[${parts.join(',')}]\n`;
}
