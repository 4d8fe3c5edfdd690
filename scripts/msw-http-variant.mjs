// An esbuild plugin that builds a module's sibling in its place, for two modules:
// - src/core/msw/msw-http.ts: `browser` (msw's root entry, no top-level await: Vite's browser
//   targets refuse one) or `require` (CommonJS, for Jest). The ES module builds for Node keep
//   msw-http.ts itself, which loads msw's `http` without msw's GraphQL parser (it says why).
// - src/core/scenario/faker-now.ts: `browser` and `require` import faker's locale with the module;
//   the ES module builds for Node keep faker-now.ts, which reads it at its first use.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** @param {'browser' | 'require'} variant */
export function mswHttpVariant(variant) {
  return {
    name: `msw-http-${variant}`,
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /(^|\/)(msw-http|faker-now)\.js$/ }, (args) => {
        const path = resolve(args.resolveDir, args.path.replace(/\.js$/, `.${variant}.js`));
        // tsc's output (dist/src) has the .js; a build from the source tree (src/) the .ts.
        return { path: existsSync(path) ? path : path.replace(/\.js$/, '.ts') };
      });
    },
  };
}
