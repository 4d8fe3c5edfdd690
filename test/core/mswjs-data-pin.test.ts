/**
 * hookmock writes through @mswjs/data 0.16.2's internal Database (its per-model Map and change
 * events), which no semver range protects: see docs/decisions/mswjs-data-backend.md. This test
 * fails loudly when the installed or the declared version is anything else, before the
 * mysterious failures an internal change would cause elsewhere. @mswjs/data is a devDependency:
 * the build bundles the installed copy into dist/src/vendor/mswjs-data.js
 * (scripts/vendor-mswjs-data.mjs), so the bundle holds the version checked here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const PINNED = '0.16.2';
const require = createRequire(import.meta.url);
const VENDORED = new URL('../../dist/src/vendor/mswjs-data.js', import.meta.url).pathname;

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

const UPGRADE_HINT =
  'hookmock reaches into @mswjs/data internals (src/core/state/database-internals.ts, ' +
  'mswjs-backend.ts). Before changing the version, re-check those internals against the new ' +
  'release, run test/core/db-contract.test.ts, then update PINNED here and ' +
  'docs/decisions/mswjs-data-backend.md.';

describe('@mswjs/data version pin', () => {
  it(`the installed @mswjs/data is exactly ${PINNED}`, () => {
    const installed = readJson(require.resolve('@mswjs/data/package.json')).version;
    expect(
      installed,
      `installed @mswjs/data is ${String(installed)}, expected ${PINNED}. ${UPGRADE_HINT}`,
    ).toBe(PINNED);
  });

  it(`package.json declares @mswjs/data as exactly ${PINNED} (no range), as a devDependency`, () => {
    const own = readJson(new URL('../../package.json', import.meta.url).pathname);
    const runtime = { ...(own.dependencies as object), ...(own.peerDependencies as object) };
    expect(runtime, 'users must not install @mswjs/data: the build vendors it').not.toHaveProperty([
      '@mswjs/data',
    ]);
    const declared = own.devDependencies as Record<string, string>;
    expect(
      declared['@mswjs/data'],
      `package.json declares @mswjs/data "${String(declared['@mswjs/data'])}", expected "${PINNED}". ${UPGRADE_HINT}`,
    ).toBe(PINNED);
  });

  it.runIf(existsSync(VENDORED))(`the vendored bundle (dist/src/vendor) is @mswjs/data ${PINNED}`, () => {
    const banner = readFileSync(VENDORED, 'utf8').split('\n', 1)[0];
    expect(banner, 'rebuild (npm run build) after changing @mswjs/data').toContain(`@mswjs/data ${PINNED} `);
  });
});
