// CommonJS copies of the entries test runners load through `require` without transforming
// node_modules — Jest's default: hookmock/client, hookmock/verify and hookmock/matchers
// (+ hookmock/jest, the same with jest's types) have no dependencies at all, so they need no Jest
// config; the jest face of hookmock/vitest, hookmock and hookmock/node keep their npm dependencies
// external. Those three hold msw's handlers: they take msw's `http` through `require`
// (scripts/msw-http-variant.mjs), as CommonJS cannot await at its top level.
import { build } from 'esbuild';
import { mswHttpVariant } from './msw-http-variant.mjs';

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

const withMsw = {
  'dist/vitest/index.cjs': 'dist/src/vitest/jest.js',
  'dist/index.cjs': 'dist/src/index.js',
  'dist/node/index.cjs': 'dist/src/node/index.js',
};
for (const [outfile, entry] of Object.entries(withMsw)) {
  await build({
    ...common,
    entryPoints: [entry],
    outfile,
    platform: 'node',
    packages: 'external',
    plugins: [mswHttpVariant('require')],
    // `import.meta.url` (hookmock/node finds the packaged goldens from it) as CommonJS spells it.
    banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    define: { 'import.meta.url': '__importMetaUrl' },
  });
}
