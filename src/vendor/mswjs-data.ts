/**
 * The one door to @mswjs/data (0.16.2, pinned: test/core/mswjs-data-pin.test.ts). In the sources
 * and tests this re-exports the devDependency; the build (scripts/vendor-mswjs-data.mjs) replaces
 * the emitted dist/src/vendor/mswjs-data.js with an esbuild bundle of the same exports, so an
 * installed hookmock does not depend on @mswjs/data (nor on date-fns, lodash, … that it pulls in).
 */
export { ENTITY_TYPE, PRIMARY_KEY, factory, primaryKey } from '@mswjs/data';
