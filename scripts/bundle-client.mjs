// CommonJS copies of the entries test runners load through `require` without transforming
// node_modules — Jest's default: hookmock/client (no dependencies at all, so it needs no Jest
// config) and the jest face of hookmock/vitest (its npm dependencies stay external).
import { build } from 'esbuild';

const common = { bundle: true, format: 'cjs', target: 'es2022', logLevel: 'warning' };

await build({
  ...common,
  entryPoints: ['dist/src/client/index.js'],
  outfile: 'dist/client/index.cjs',
  platform: 'neutral',
});

await build({
  ...common,
  entryPoints: ['dist/src/vitest/jest.js'],
  outfile: 'dist/vitest/index.cjs',
  platform: 'node',
  packages: 'external',
});
