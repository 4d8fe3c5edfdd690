// An esbuild plugin that builds one of src/core/msw/msw-http.ts's siblings in its place:
// `browser` (msw's root entry, no top-level await: Vite's browser targets refuse one) or
// `require` (CommonJS, for Jest). The ES module builds for Node keep msw-http.ts itself, which
// loads msw's `http` without msw's GraphQL parser (src/core/msw/msw-http.ts says why).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** @param {'browser' | 'require'} variant */
export function mswHttpVariant(variant) {
  return {
    name: `msw-http-${variant}`,
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /(^|\/)msw-http\.js$/ }, (args) => {
        const path = resolve(args.resolveDir, args.path.replace(/msw-http\.js$/, `msw-http.${variant}.js`));
        // tsc's output (dist/src) has the .js; a build from the source tree (src/) the .ts.
        return { path: existsSync(path) ? path : path.replace(/\.js$/, '.ts') };
      });
    },
  };
}
