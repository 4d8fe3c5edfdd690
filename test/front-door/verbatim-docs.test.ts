/**
 * The recipes in docs/ that say they are a file of examples/ are that file, verbatim: the block
 * after `<!-- verbatim: PATH -->` equals PATH. The examples run in CI (`npm run test:jest`, the
 * Playwright example in scripts/pack-leg.sh), so a recipe copied from the docs works as shown.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');
const MARKED = /<!-- verbatim: (\S+) -->\n```[a-z]*\n([\s\S]*?)\n```/g;

const blocks = readdirSync(new URL('docs/guide/', ROOT))
  .filter((file) => file.endsWith('.md'))
  .flatMap((file) =>
    [...read(`docs/guide/${file}`).matchAll(MARKED)].map((m) => [file, m[1] ?? '', m[2] ?? '']),
  );

describe('docs blocks marked verbatim', () => {
  it('the Jest and Playwright recipes are marked', () => {
    const paths = blocks.map(([, path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'examples/jest/jest.config.cjs',
        'examples/jest/tsconfig.json',
        'examples/jest/hooks-service.test.ts',
        'examples/playwright/playwright.config.mjs',
        'examples/playwright/hookmock.spec.mjs',
      ]),
    );
  });

  it.each(blocks)('docs/guide/%s shows %s as it is', (_file, path, block) => {
    expect(block).toBe(read(path).replace(/\n$/, ''));
  });
});
