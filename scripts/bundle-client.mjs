// A CommonJS copy of hookmock/client (dist/client/index.cjs) for test runners that `require`
// without transforming node_modules — Jest's default — so the remote client needs no config.
import { build } from 'esbuild';

await build({
  entryPoints: ['dist/src/client/index.js'],
  outfile: 'dist/client/index.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'neutral',
  target: 'es2022',
  logLevel: 'warning',
});
