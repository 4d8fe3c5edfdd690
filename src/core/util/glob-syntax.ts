/**
 * The syntax of gobwas/glob (`syntax/lexer/lexer.go`, `syntax/ast/parser.go`), which Gitea and
 * Forgejo compile branch filters with: `*`/`**` (any run, no separators given), `?` (one
 * character), `[abc]`, `[!abc]`, `[a-z]`, `[!a-z]` (one list or one range per class), `{a,b}`
 * (alternatives, nested), `\` escapes. Parsed without recursion, so deep nesting cannot overflow
 * the stack. Two inputs gobwas would accept are errors here, as in Gitea's own `modules/glob`:
 * an unclosed `{` and a trailing `\`.
 */
export type GlobAtom =
  | { kind: 'char'; cp: number }
  | { kind: 'one' }
  | { kind: 'list'; not: boolean; cps: ReadonlySet<number> }
  | { kind: 'range'; not: boolean; lo: number; hi: number };
/** A flat token stream: atoms, `*` runs (collapsed), and the `{`, `,`, `}` of groups. */
export type GlobToken = GlobAtom | { kind: 'star' } | { kind: 'open' } | { kind: 'sep' } | { kind: 'close' };

export class GlobSyntaxError extends Error {}

const TEXT_BREAKERS = new Set(['?', '*', '[', '{']);
const TERMS_BREAKERS = new Set(['?', '*', '[', '{', '}', ',']);
const END = 'unexpected end of input';
const BAD_RUNE = 'could not read rune';

/** Reads the pattern one code point at a time, like the Go lexer reads runes. */
class Reader {
  readonly cps: string[];
  pos = 0;
  constructor(pattern: string) {
    this.cps = Array.from(pattern);
  }
  peek(): string | undefined {
    const c = this.cps[this.pos];
    // Go's utf8.DecodeRuneInString reports U+FFFD (and what JSON decoding made of a lone
    // surrogate) as RuneError, which the lexer turns into this error.
    if (c !== undefined && (c === '\uFFFD' || /^[\uD800-\uDFFF]$/.test(c)))
      throw new GlobSyntaxError(BAD_RUNE);
    return c;
  }
  read(): string | undefined {
    const c = this.peek();
    if (c !== undefined) this.pos++;
    return c;
  }
}

/** Text up to a breaker, `\` escaping the next character (gobwas `fetchText`). */
function readText(r: Reader, breakers: ReadonlySet<string>): string {
  let out = '';
  for (let c = r.peek(); c !== undefined && !breakers.has(c); c = r.peek()) {
    r.pos++;
    if (c === '\\') {
      const escaped = r.read();
      if (escaped === undefined) throw new GlobSyntaxError(END);
      out += escaped;
    } else out += c;
  }
  return out;
}

const cp = (c: string): number => c.codePointAt(0) ?? 0;

/**
 * After `[`: `!`, then either `lo-hi` or a list of characters, then `]`. The Go lexer reads the
 * whole class before the parser sees it, so its errors win over the parser's (`[a-]` is an
 * unexpected end, not a bad range), and a bad rune inside a class reads as the end of input.
 */
function readClass(r: Reader): GlobAtom {
  let lexed: { not: boolean; lo?: string; hi?: string; chars?: string };
  try {
    lexed = lexClass(r);
  } catch (error) {
    if (error instanceof GlobSyntaxError && error.message === BAD_RUNE) throw new GlobSyntaxError(END);
    throw error;
  }
  const { not, lo, hi, chars } = lexed;
  if (lo !== undefined && hi !== undefined) {
    if (cp(hi) < cp(lo)) throw new GlobSyntaxError(`hi character '${hi}' should be greater than lo '${lo}'`);
    if (cp(lo) !== 0 && cp(hi) !== 0) return { kind: 'range', not, lo: cp(lo), hi: cp(hi) };
  } else if (chars) return { kind: 'list', not, cps: new Set(Array.from(chars, cp)) };
  throw new GlobSyntaxError('could not parse range');
}

function lexClass(r: Reader): { not: boolean; lo?: string; hi?: string; chars?: string } {
  let not = false;
  for (;;) {
    const c = r.read();
    if (c === undefined) throw new GlobSyntaxError(END);
    if (c === '!' && !not) {
      not = true;
      continue;
    }
    if (r.peek() === '-') {
      r.pos++;
      const hi = r.read();
      if (hi === undefined) throw new GlobSyntaxError(END);
      closeClass(r);
      return { not, lo: c, hi };
    }
    r.pos--;
    const chars = readText(r, new Set([']']));
    closeClass(r);
    return { not, chars };
  }
}

function closeClass(r: Reader): void {
  const c = r.read();
  if (c === undefined) throw new GlobSyntaxError(END);
  if (c !== ']') throw new GlobSyntaxError('expected close range character');
}

/** The pattern as a flat token stream. Throws GlobSyntaxError where gobwas fails to compile. */
export function parseGlob(pattern: string): GlobToken[] {
  const r = new Reader(pattern);
  const out: GlobToken[] = [];
  let depth = 0;
  for (let c = r.read(); c !== undefined; c = r.read()) {
    if (c === '{') {
      depth++;
      out.push({ kind: 'open' });
    } else if (c === ',' && depth > 0) out.push({ kind: 'sep' });
    else if (c === '}' && depth > 0) {
      depth--;
      out.push({ kind: 'close' });
    } else if (c === '[') out.push(readClass(r));
    else if (c === '?') out.push({ kind: 'one' });
    else if (c === '*') {
      // `*`, `**` and `***` mean the same when there are no separators: keep one.
      if (out[out.length - 1]?.kind !== 'star') out.push({ kind: 'star' });
    } else {
      r.pos--;
      for (const ch of readText(r, depth > 0 ? TERMS_BREAKERS : TEXT_BREAKERS))
        out.push({ kind: 'char', cp: cp(ch) });
    }
  }
  if (depth > 0) throw new GlobSyntaxError(END);
  return out;
}
