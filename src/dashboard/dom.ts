/**
 * DOM helpers of the dashboard. Every value from the mock goes into the page as text
 * (`textContent`, text nodes, `setAttribute`); nothing here ever parses markup.
 */

/** Attributes of {@link h}: `class`, `text` (the text content), any other as an attribute. */
export type Props = Record<string, unknown>;
export type Child = Node | string | number | boolean | null | undefined;

/** The element with this id; the page's markup (page.html) defines every id the script uses. */
export function $(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (!node) throw new Error(`dashboard: no element #${id}`);
  return node;
}

/** The `<input>` or `<select>` with this id. */
export function field(id: string): HTMLInputElement | HTMLSelectElement {
  const node = $(id);
  if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) return node;
  throw new Error(`dashboard: #${id} is not a form field`);
}

/** The trimmed value of a text field. */
export function valueOf(id: string): string {
  return field(id).value.trim();
}

/** Builds an element; string children become text nodes, never markup. */
export function h(tag: string, props?: Props | null, children: Child[] = []): HTMLElement {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null) continue;
    if (key === 'class') node.className = String(value);
    else if (key === 'text') node.textContent = String(value);
    else node.setAttribute(key, String(value));
  }
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    node.append(typeof child === 'object' ? child : String(child));
  }
  return node;
}

/**
 * A table with a header row, or a muted paragraph when there are no rows. Each cell carries its
 * column's heading in `data-label`: on a narrow screen the rows become cards that show it.
 */
export function table(headings: string[], rows: Node[], emptyText: string): HTMLElement {
  if (rows.length === 0) return h('p', { class: 'empty', text: emptyText });
  for (const row of rows) {
    if (!(row instanceof HTMLElement)) continue;
    Array.from(row.children).forEach((cell, i) => {
      const label = headings[i];
      if (label) cell.setAttribute('data-label', label);
    });
  }
  return h('table', null, [
    h('thead', null, [
      h(
        'tr',
        null,
        headings.map((text) => h('th', { text })),
      ),
    ]),
    h('tbody', null, rows),
  ]);
}

/** Replaces a container's content, keeping open `details[data-key]` elements open across polls. */
export function replace(container: HTMLElement, nodes: Node[]): void {
  const open = new Set<string | null>();
  container.querySelectorAll('details[open][data-key]').forEach((d) => open.add(d.getAttribute('data-key')));
  container.replaceChildren(...nodes);
  container.querySelectorAll<HTMLDetailsElement>('details[data-key]').forEach((d) => {
    if (open.has(d.getAttribute('data-key'))) d.open = true;
  });
}

/**
 * The status line. `source` says who set an error ('poll' or 'action'), so a recovering poll
 * clears only its own error, never an action's.
 */
export function setStatus(text: string, isError: boolean, source?: 'poll' | 'action'): void {
  const node = $('status');
  node.textContent = text;
  node.className = isError ? 'error' : 'muted';
  if (source) node.setAttribute('data-source', source);
  else node.removeAttribute('data-source');
}

/** "(3)", or "(200 of 10,000)" when the answer was a part of the whole. */
export function countText(shown: number, total?: number): string {
  return `(${total !== undefined && total > shown ? `${shown} of ${total.toLocaleString('en')}` : shown})`;
}

/** A duration: whole milliseconds from 100 up, two decimals below. */
export function ms(value: unknown): string {
  const n = Number(value);
  return `${n >= 100 ? Math.round(n) : Math.round(n * 100) / 100} ms`;
}

/** A JSON text indented for reading; any other text as it is. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The array, or none when the answer had something else there. */
export function list<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}
