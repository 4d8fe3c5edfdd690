/**
 * Branch filters (gitea flavor test route): gobwas/glob syntax and semantics with no separators,
 * checked through the HTTP API, plus a property test of the matcher against a plain backtracking
 * reference on small inputs, and the review's ReDoS pattern (S5).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchMatches } from '../../src/core/util/branch-glob.js';
import { call, createBody, hookOf, manualClock, useMock, useMswServer } from '../support/msw.js';

const server = useMswServer();
const REPO = '/repos/acme/widgets/hooks';

describe('gitea flavor: branch_filter through the test route', () => {
  const mock = useMock(server, { flavor: 'gitea', clock: manualClock() });

  async function sends(filter: string, branch: string): Promise<boolean> {
    const created = await call('POST', REPO, {
      body: createBody('gitea', { active: true, branch_filter: filter }),
    });
    expect(created.status).toBe(201);
    const ref = encodeURIComponent(`refs/heads/${branch}`);
    expect((await call('POST', `${REPO}/${hookOf(created).id}/tests?ref=${ref}`)).status).toBe(204);
    return mock.pings.last()?.delivery.status === 'recorded';
  }

  const table: [string, string, boolean][] = [
    ['main', 'main', true],
    ['main', 'mainline', false],
    ['*', 'feature/x/y', true],
    ['release/*', 'release/1.0/hotfix', true], // no separators: `*` crosses `/`
    ['release/*', 'releases/1', false],
    ['**', 'a/b', true],
    ['feature-?', 'feature-1', true],
    ['feature-?', 'feature-12', false],
    ['v?', 'vé', true], // `?` is one character, not one UTF-16 unit
    ['x?', 'x😀', true],
    ['[abc]x', 'bx', true],
    ['[abc]x', 'dx', false],
    ['[!abc]x', 'dx', true],
    ['[!abc]x', 'ax', false],
    ['[a-c]*', 'beta', true],
    // Gitea matches the branch name OR the full ref: `beta` fails, `refs/heads/beta` passes.
    ['[!a-c]*', 'beta', true],
    ['[*?]', '*', true], // specials are plain characters inside a class
    ['[\\]]', ']', true],
    ['{main,dev}', 'dev', true],
    ['{main,dev}', 'main,dev', false],
    ['{release/*,hotfix-?}', 'hotfix-9', true],
    ['{a,{b,c}d}', 'cd', true],
    ['{a,{b,c}d}', 'c', false],
    ['{,x}y', 'y', true],
    ['a,b', 'a,b', true], // `,` and `}` are text outside a group
    ['a}', 'a}', true],
    ['x]', 'x]', true],
    ['\\*', '*', true],
    ['\\*', 'a', false],
    ['{a\\,b,c}', 'a,b', true],
    ['*a*a*a*b', 'aaab', true],
    ['*a*a*a*b', 'aaba', false],
  ];

  it.each(table)('filter %j, branch %j → sent: %s', async (filter, branch, expected) => {
    expect(await sends(filter, branch)).toBe(expected);
  });

  it('answers the review’s 41-character filter on a 32-character ref (S5)', async () => {
    // A backtracking RegExp needs ~3.7× longer per `*a`: 20 took 7.5 s; 40 would take ages.
    const filter = `${'*a'.repeat(40)}*b`;
    expect(await sends(filter, 'a'.repeat(64))).toBe(false);
    expect(await sends(filter, `${'a'.repeat(64)}b`)).toBe(true);
  });

  const invalid: [string, string][] = [
    ['[', 'unexpected end of input'],
    ['[a', 'unexpected end of input'],
    ['[a-]', 'unexpected end of input'],
    ['[]', 'could not parse range'],
    ['[!]', 'could not parse range'],
    ['[z-a]', "hi character 'a' should be greater than lo 'z'"],
    ['[a-zA-Z]', 'expected close range character'],
    ['{main', 'unexpected end of input'],
    ['{a,{b}', 'unexpected end of input'],
    ['main\\', 'unexpected end of input'],
    ['ma\uFFFDin', 'could not read rune'],
    ['{'.repeat(50_000), 'unexpected end of input'],
  ];

  it.each(invalid.map(([f, m]) => [f.slice(0, 12), f, m]))(
    'rejects %j… with [BranchFilter]: %s',
    async (_, filter, message) => {
      const res = await call('POST', REPO, { body: createBody('gitea', { branch_filter: filter }) });
      expect(res.status).toBe(422);
      expect((res.json as { message: string }).message).toBe(`[BranchFilter]: ${message}`);
    },
  );

  it('accepts deeply nested groups and matches through them', async () => {
    const filter = `${'{'.repeat(5000)}main${'}'.repeat(5000)}`;
    expect(await sends(filter, 'main')).toBe(true);
  });
});

// ---- property: the NFA agrees with a backtracking reference on small inputs -------------------

type Node =
  | { k: 'c'; c: string }
  | { k: 'one' }
  | { k: 'star' }
  | { k: 'cls'; not: boolean; chars: string }
  | { k: 'rng'; not: boolean; lo: string; hi: string }
  | { k: 'alt'; alts: Node[][] };

const ALPHABET = ['a', 'b', '/'];
const nodeArb = fc.letrec<{ node: Node; seq: Node[] }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...ALPHABET).map((c): Node => ({ k: 'c', c })),
    fc.constant<Node>({ k: 'one' }),
    fc.constant<Node>({ k: 'star' }),
    fc
      .record({ not: fc.boolean(), chars: fc.constantFrom('a', 'ab', 'b/') })
      .map((x): Node => ({ k: 'cls', ...x })),
    fc
      .record({ not: fc.boolean(), lo: fc.constant('a'), hi: fc.constantFrom('a', 'b') })
      .map((x): Node => ({ k: 'rng', ...x })),
    fc.array(tie('seq'), { minLength: 1, maxLength: 3 }).map((alts): Node => ({ k: 'alt', alts })),
  ),
  seq: fc.array(tie('node'), { maxLength: 4 }),
}));

function render(seq: Node[]): string {
  return seq
    .map((n) => {
      if (n.k === 'c') return n.c;
      if (n.k === 'one') return '?';
      if (n.k === 'star') return '*';
      if (n.k === 'cls') return `[${n.not ? '!' : ''}${n.chars}]`;
      if (n.k === 'rng') return `[${n.not ? '!' : ''}${n.lo}-${n.hi}]`;
      return `{${n.alts.map(render).join(',')}}`;
    })
    .join('');
}

/** Every position where `seq` can end when it starts at `from` (plain recursion). */
function ends(seq: Node[], text: string, from: number): Set<number> {
  let at = new Set([from]);
  for (const n of seq) {
    const next = new Set<number>();
    for (const i of at) {
      if (n.k === 'star') for (let j = i; j <= text.length; j++) next.add(j);
      else if (n.k === 'alt') for (const alt of n.alts) for (const j of ends(alt, text, i)) next.add(j);
      else if (i < text.length && single(n, text[i] as string)) next.add(i + 1);
    }
    at = next;
  }
  return at;
}

function single(n: Node, c: string): boolean {
  if (n.k === 'c') return n.c === c;
  if (n.k === 'one') return true;
  if (n.k === 'cls') return n.chars.includes(c) !== n.not;
  if (n.k === 'rng') return (c >= n.lo && c <= n.hi) !== n.not;
  return false;
}

describe('glob matcher', () => {
  it('agrees with a backtracking reference on small patterns and branches', () => {
    fc.assert(
      fc.property(
        nodeArb.seq,
        fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 7 }),
        (seq, text) => {
          const pattern = render(seq);
          const expected = pattern === '' ? text === '' : ends(seq, text, 0).has(text.length);
          expect(branchMatches(pattern, text)).toBe(pattern === '' || pattern === '*' ? true : expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
