// The code blocks of the README, the guides and the reference pages, as the test that runs them sees them. A block
// runs unless the line before its fence is `<!-- not-run: reason -->`; a `text` fence is output
// or a sketch of a shape, never run. Blocks are named `file:line` (the fence's line).
import { readFileSync, readdirSync } from 'node:fs';
import { ROOT } from '../support/server.js';

/** One fenced block. */
export interface CodeBlock {
  /** `README.md:52`: the file and the line of the opening fence. */
  name: string;
  file: string;
  line: number;
  /** The fence's info string's first word (`ts`, `sh`, `json`, `text`, …). */
  lang: string;
  code: string;
  /** Why it does not run, when the block says so. */
  notRun?: string;
}

/** The files whose blocks run: the README, every guide page and every reference page. */
export function documentedFiles(): string[] {
  const pages = (dir: string) =>
    readdirSync(`${ROOT}/docs/${dir}`)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/${dir}/${f}`);
  return ['README.md', ...pages('guide'), ...pages('reference')];
}

const NOT_RUN = /^<!-- not-run: (.*\S)\s*-->$/;
// A block that is a file of examples/ shown verbatim runs as that file (npm run test:jest, the pack leg's
// Playwright project); test/front-door/verbatim-docs.test.ts keeps the two equal.
const VERBATIM = /^<!-- verbatim: (\S+) -->$/;

/** Why the block after `line` does not run here, if it does not. */
function notRunReason(line: string | undefined): string | undefined {
  const verbatim = line?.match(VERBATIM)?.[1];
  return verbatim ? `${verbatim} verbatim, run in CI as that file` : line?.match(NOT_RUN)?.[1];
}

/** Every fenced block of `file` (relative to the root), in order. */
export function codeBlocks(file: string, text = readFileSync(`${ROOT}/${file}`, 'utf8')): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i]!.match(/^```(\S*)/);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('```'));
    const reason = notRunReason(lines[i - 1]);
    blocks.push({
      name: `${file}:${i + 1}`,
      file,
      line: i + 1,
      lang: open[1] ?? '',
      code: lines.slice(i + 1, end).join('\n'),
      ...(reason ? { notRun: reason } : {}),
    });
    i = end;
  }
  return blocks;
}

/** The package's entry points (package.json `exports`) → the sources the tests import, as the other tests do. */
export const ENTRY_SOURCES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')).exports as Record<string, { types?: string }>,
  )
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([key, target]) => [
      key === '.' ? 'hookmock' : `hookmock/${key.slice(2)}`,
      `${target.types}`.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '.ts'),
    ]),
);

/** A TypeScript or JavaScript block with its `hookmock…` imports pointed at the sources. */
export function withSourceImports(code: string): string {
  return code.replace(
    /(from\s+|import\s*\(\s*)'(hookmock(?:\/[a-z]+)?)'/g,
    (all, lead: string, entry: string) => {
      const source = ENTRY_SOURCES[entry];
      return source ? `${lead}'${ROOT}/${source}'` : all;
    },
  );
}

/** Whether a block is a test file of its own (vitest's `it`/`test` at top level). */
export const isTestFile = (code: string) => /^(it|test|describe)(\.\w+)?\(/m.test(code);
