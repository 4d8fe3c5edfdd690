/**
 * The product's hook layout, which the server puts in the page (`#hook-layout`, from
 * `Product.dashboard`): the columns of the hook tables, the state column the toggle flips (none
 * where the product's API has no such flag) and the headers the request panel redacts. Read once;
 * the page never names a product.
 */
import type { Layout } from './types.js';

const isText = (value: unknown): value is string => typeof value === 'string';
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isText) : []);
const KINDS = new Set(['text', 'url', 'events', 'state']);

/** The layout in the page; unreadable, no columns and every header value redacted (fail closed). */
function read(): Layout {
  let json: unknown;
  try {
    json = JSON.parse(document.getElementById('hook-layout')?.textContent ?? '');
  } catch {
    json = undefined;
  }
  if (typeof json !== 'object' || json === null || !('columns' in json) || !('redact' in json))
    return { columns: [], redact: { names: [], all: true } };
  const columns = (Array.isArray(json.columns) ? json.columns : []).flatMap((c: unknown) =>
    typeof c === 'object' &&
    c !== null &&
    'heading' in c &&
    isText(c.heading) &&
    'kind' in c &&
    isText(c.kind)
      ? [{ heading: c.heading, kind: KINDS.has(c.kind) ? c.kind : 'text' }]
      : [],
  );
  const { redact } = json;
  const names = typeof redact === 'object' && redact !== null && 'names' in redact ? texts(redact.names) : [];
  const before =
    typeof redact === 'object' && redact !== null && 'customBefore' in redact && isText(redact.customBefore)
      ? redact.customBefore
      : undefined;
  const toggle = 'toggle' in json && isText(json.toggle) ? json.toggle : undefined;
  return { columns, toggle, redact: { names, customBefore: before } };
}

export const LAYOUT: Layout = read();
