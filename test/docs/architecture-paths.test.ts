/**
 * docs/architecture.md says "every file and function named here exists; when you move one, move
 * its name here too". This holds it to that for files and folders: every path it names (a file
 * with an extension, or a folder written with its trailing `/`) is a tracked file or folder of the
 * repository — a path with a folder by its ending (`routing/match.ts` is src/core/routing/match.ts,
 * `flavors/gitlab/` a folder of that name), a bare file name (`engine.ts`) by a file of that name
 * anywhere. Paths into dist/ (built, not tracked), API paths (`/repos/`) and other repositories'
 * files are not the repository's and are skipped. The failure lists every missing name.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server.js';

const PAGE = 'docs/architecture.md';
const EXTENSIONS = /\.(?:ts|mts|cts|tsx|js|mjs|cjs|json|md|sh|txt|html|css|yml|yaml)$/;
/** A path-like word: letters, digits and `_ . - @ /`, not inside a URL. */
const WORD = /(?<![\w/.:@-])[\w.@-]+(?:\/[\w.@-]*)*/g;

/** The names the page gives to files and folders of the repository, each once, in page order. */
function namedPaths(text: string): string[] {
  const names = new Set<string>();
  for (const [match] of text.matchAll(WORD)) {
    const word = match.replace(/\.+$/, ''); // a sentence's full stop
    const file = EXTENSIONS.test(word) && !word.startsWith('.');
    const folder = word.endsWith('/') && /^[a-z][\w.-]*\/(?:[\w.-]+\/)*$/.test(word);
    if ((file || folder) && !word.startsWith('dist/') && !word.startsWith('@')) names.add(word);
  }
  return [...names];
}

function tracked(): { files: string[]; dirs: Set<string> } {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const dirs = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(`${parts.slice(0, i).join('/')}/`);
  }
  return { files, dirs };
}

/** Whether a name is a tracked file or folder: the whole path, a path's ending, or a bare file name. */
function exists(name: string, repo: { files: string[]; dirs: Set<string> }): boolean {
  if (name.endsWith('/')) return [...repo.dirs].some((dir) => dir === name || dir.endsWith(`/${name}`));
  if (!name.includes('/')) return repo.files.some((file) => file === name || file.endsWith(`/${name}`));
  return repo.files.some((file) => file === name || file.endsWith(`/${name}`));
}

/**
 * Names the page may give that no longer exist (none: the page was rewritten with the product
 * folders of issue 42). The test fails on a name missing and not listed, and on a listed name
 * that exists again.
 */
const KNOWN_STALE: string[] = [];

describe(PAGE, () => {
  it('names only files and folders that exist (but the known stale ones)', () => {
    const text = readFileSync(new URL(`../../${PAGE}`, import.meta.url), 'utf8');
    const names = namedPaths(text);
    expect(names.length).toBeGreaterThan(100);
    const repo = tracked();
    const missing = names.filter((name) => !exists(name, repo));
    const unlisted = missing.filter((name) => !KNOWN_STALE.includes(name));
    expect(
      unlisted,
      `${PAGE} names ${unlisted.length} files or folders that do not exist:\n  ${unlisted.join('\n  ')}\n` +
        `(all missing: ${missing.join(', ')})\n`,
    ).toEqual([]);
    const back = KNOWN_STALE.filter((name) => !missing.includes(name));
    expect(back, `no longer stale, remove from KNOWN_STALE: ${back.join(', ')}`).toEqual([]);
  });
});
