// CommonJS copies of the entries test runners load through `require` without transforming
// node_modules — Jest's default: hookmock/client, hookmock/verify and hookmock/matchers
// (+ hookmock/jest, the same with jest's types) have no dependencies at all, so they need no Jest
// config; the jest face of hookmock/vitest keeps its npm dependencies external.
import { build } from 'esbuild';

const common = { bundle: true, format: 'cjs', target: 'es2022', logLevel: 'warning' };

await build({
  ...common,
  entryPoints: ['dist/src/client/index.js'],
  outfile: 'dist/client/index.cjs',
  platform: 'neutral',
});

const dependencyFree = {
  matchers: 'dist/src/matchers/index.js',
  jest: 'dist/src/matchers/jest.js',
  verify: 'dist/src/verify/index.js',
};
for (const [name, entry] of Object.entries(dependencyFree)) {
  await build({ ...common, entryPoints: [entry], outfile: `dist/${name}/index.cjs`, platform: 'neutral' });
}

await build({
  ...common,
  entryPoints: ['dist/src/vitest/jest.js'],
  outfile: 'dist/vitest/index.cjs',
  platform: 'node',
  packages: 'external',
});
