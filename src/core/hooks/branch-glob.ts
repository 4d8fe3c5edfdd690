/**
 * Branch filters are gobwas globs compiled without separators (reference §2.1, §7.5): `*` and
 * `**` match any run, `?` one character, `[abc]`/`[!a-z]` classes, `{a,b}` alternatives, `\`
 * escapes. `compileGlob` throws on the patterns gobwas rejects (unclosed `[` or `{`).
 */
export function compileGlob(pattern: string): RegExp {
  let i = 0;
  const parse = (inBraces: boolean): string => {
    let out = '';
    while (i < pattern.length) {
      const c = pattern[i++] as string;
      if (c === '\\') {
        if (i >= pattern.length) throw new Error('unexpected end of input');
        out += escapeRegExp(pattern[i++] as string);
      } else if (c === '*') {
        while (pattern[i] === '*') i++;
        out += '[\\s\\S]*';
      } else if (c === '?') out += '[\\s\\S]';
      else if (c === '[') out += parseClass();
      else if (c === '{') {
        const alternatives = [parse(true)];
        while (pattern[i - 1] === ',') alternatives.push(parse(true));
        if (pattern[i - 1] !== '}') throw new Error('unexpected end of input');
        out += `(?:${alternatives.join('|')})`;
      } else if (inBraces && (c === ',' || c === '}')) return out;
      else out += escapeRegExp(c);
    }
    if (inBraces) throw new Error('unexpected end of input');
    return out;
  };
  const parseClass = (): string => {
    const end = pattern.indexOf(']', i);
    if (end < 0) throw new Error('unexpected end of input');
    let body = pattern.slice(i, end);
    i = end + 1;
    const negate = body.startsWith('!');
    if (negate) body = body.slice(1);
    if (body === '') throw new Error('unexpected length of lo character');
    return `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
  };
  return new RegExp(`^${parse(false)}$`);
}

/** Whether a branch passes a hook's filter (Gitea `checkBranch`: "" and "*" match everything). */
export function branchMatches(filter: string, branch: string): boolean {
  if (filter === '' || filter === '*') return true;
  try {
    return compileGlob(filter).test(branch);
  } catch {
    return false;
  }
}

function escapeRegExp(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
