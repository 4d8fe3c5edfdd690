/**
 * Go's encoding/json syntax-error texts, derived from V8's JSON.parse error (docs/behaviour.md §2.4:
 * `[]: invalid character 'x' looking for beginning of value`). Approximate where V8 says less.
 */
export function goSyntaxError(text: string, error: unknown): { message: string } | { firstValueEnd: number } {
  const v8 = error instanceof Error ? error.message : String(error);
  const position = positionOf(v8, text);
  if (/Unexpected end of JSON input|Unterminated string/i.test(v8) || position >= text.length) {
    return { message: 'unexpected EOF' };
  }
  // json.Decoder reads one value and ignores what follows it (docs/behaviour.md §2.4).
  if (/non-whitespace character after JSON/i.test(v8)) return { firstValueEnd: position };
  const c = goQuoteChar(text[position] ?? '');
  const literal = literalBefore(text, position);
  if (literal)
    return {
      message: `invalid character ${c} in literal ${literal.word} (expecting '${literal.expecting}')`,
    };
  if (/Expected property name/i.test(v8))
    return { message: `invalid character ${c} looking for beginning of object key string` };
  if (/after property value/i.test(v8))
    return { message: `invalid character ${c} after object key:value pair` };
  if (/after property name/i.test(v8)) return { message: `invalid character ${c} after object key` };
  if (/after array element/i.test(v8)) return { message: `invalid character ${c} after array element` };
  if (/control character/i.test(v8)) return { message: `invalid character ${c} in string literal` };
  if (/escape/i.test(v8)) return { message: `invalid character ${c} in string escape code` };
  return { message: `invalid character ${c} looking for beginning of value` };
}

function positionOf(v8: string, text: string): number {
  const at = /position (\d+)/.exec(v8);
  if (at) return Number(at[1]);
  const token = /Unexpected token '?(.)'?/.exec(v8);
  if (token?.[1]) {
    const index = text.indexOf(token[1]);
    if (index >= 0) return index;
  }
  return text.search(/\S/) === -1 ? text.length : text.search(/\S/);
}

/** Go's quoteChar: `'x'`, with `'` and `"` escaped and control characters Go-quoted. */
function goQuoteChar(c: string): string {
  if (c === "'") return `'\\''`;
  if (c === '"') return `'"'`;
  const code = c.charCodeAt(0);
  if (code < 0x20) return `'${JSON.stringify(c).slice(1, -1)}'`;
  return `'${c}'`;
}

/** A `true`/`false`/`null` cut short right before `position` (Go names the literal it expected). */
function literalBefore(text: string, position: number): { word: string; expecting: string } | undefined {
  for (const word of ['true', 'false', 'null']) {
    for (let length = 1; length < word.length; length++) {
      const start = position - length;
      const before = text[start - 1];
      if (
        start >= 0 &&
        text.slice(start, position) === word.slice(0, length) &&
        (before === undefined || /[\s,:[{]/.test(before))
      ) {
        return { word, expecting: word.charAt(length) };
      }
    }
  }
  return undefined;
}
