// Vendors @mswjs/data into the build (issue 21, install weight): after `tsc`, replaces
// dist/src/vendor/mswjs-data.js (a re-export of the devDependency) with one esbuild bundle of the
// four exports hookmock uses, so an installed hookmock needs neither @mswjs/data nor what it pulls
// in (date-fns alone is 34 MB installed). What the bundle leaves out, hookmock never calls:
//  - `toHandlers` / `toGraphQLSchema` (model/generate*Handlers: msw, graphql, pluralize) throw;
//  - `debug` logging (DEBUG=…) is a no-op (its Node build needs node:tty, and the bundle also
//    serves hookmock/browser);
//  - date-fns and lodash are reduced to the one function each that @mswjs/data calls.
// The licenses of the bundled packages go beside it (mswjs-data.LICENSE.txt). Declarations: the
// .d.ts files that name @mswjs/data (the vendor module's and the inferred schema type's) and those
// that import them are removed from dist/src; none is reachable from a package entry (checked).
//
//   node scripts/vendor-mswjs-data.mjs   (after tsc -p tsconfig.build.json; part of npm run build)
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const outfile = join(root, 'dist/src/vendor/mswjs-data.js');
const { version } = JSON.parse(readFileSync(join(root, 'node_modules/@mswjs/data/package.json'), 'utf8'));

const stubs = {
  handlers: `const unsupported = () => { throw new Error("hookmock's bundled @mswjs/data has no toHandlers/toGraphQLSchema"); };
export const generateRestHandlers = unsupported;
export const generateGraphQLHandlers = unsupported;
export const generateGraphQLSchema = unsupported;`,
  debug: `const noop = () => {}; export function debug() { return noop; } export default debug;`,
  'date-fns': `export { default as compareAsc } from 'date-fns/compareAsc/index.js';`,
  lodash: `export { default as isFunction } from 'lodash/isFunction.js';`,
};

const result = await build({
  entryPoints: [join(root, 'src/vendor/mswjs-data.ts')],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  minifySyntax: true,
  legalComments: 'inline',
  metafile: true,
  banner: {
    js: `// @mswjs/data ${version} (MIT), bundled by scripts/vendor-mswjs-data.mjs; licenses: mswjs-data.LICENSE.txt`,
  },
  logLevel: 'warning',
  plugins: [
    {
      name: 'hookmock-vendor-stubs',
      setup(b) {
        b.onResolve({ filter: /^\.\/model\/generate(Rest|GraphQL)Handlers$/ }, (args) =>
          args.importer.includes('@mswjs/data') ? { path: 'handlers', namespace: 'stub' } : undefined,
        );
        b.onResolve({ filter: /^(debug|date-fns|lodash)$/ }, (args) =>
          args.importer.includes('@mswjs/data')
            ? { path: args.path, namespace: 'stub', pluginData: dirname(args.importer) }
            : undefined,
        );
        b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
          contents: stubs[args.path],
          resolveDir: args.pluginData ?? root,
          loader: 'js',
        }));
      },
    },
  ],
});

// The packages in the bundle, by the node_modules folder of each input.
const packages = new Set();
for (const input of Object.keys(result.metafile.inputs)) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (match) packages.add(match[1]);
}
const notices = [...packages].sort().map((name) => {
  const dir = join(root, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
  if (!pkg.license) throw new Error(`vendor-mswjs-data: ${name} declares no license`);
  // A package that ships no license file (strict-event-emitter) is named with its license and author.
  const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
  const text = file
    ? readFileSync(join(dir, file), 'utf8').trim()
    : `(no license file in the package) ${pkg.license} License, Copyright (c) ${author ?? 'its authors'}`;
  return `${name}@${pkg.version} (${pkg.license})\n\n${text}\n`;
});
writeFileSync(
  join(root, 'dist/src/vendor/mswjs-data.LICENSE.txt'),
  `dist/src/vendor/mswjs-data.js bundles the following packages.\n\n${notices.join('\n---\n\n')}`,
);

// Declarations naming @mswjs/data, and (transitively) those importing them, leave dist/src.
const dts = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (path.endsWith('.d.ts')) dts.push(path);
  }
};
walk(join(root, 'dist/src'));
const imports = new Map(
  dts.map((file) => {
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
    return [file, specs];
  }),
);
const removed = new Set(dts.filter((file) => imports.get(file).some((s) => s.startsWith('@mswjs/data'))));
for (let grew = true; grew;) {
  grew = false;
  for (const [file, specs] of imports) {
    if (removed.has(file)) continue;
    const targets = specs
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(dirname(file), s.replace(/\.js$/, '.d.ts')));
    if (targets.some((t) => removed.has(t))) {
      removed.add(file);
      grew = true;
    }
  }
}
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entries = JSON.stringify(manifest.exports).match(/\.\/dist\/src\/[^"]+\.d\.ts/g) ?? [];
const reached = entries.map((e) => join(root, e)).filter((e) => removed.has(e) || !existsSync(e));
if (reached.length > 0) {
  console.error(`vendor-mswjs-data: package entries reach @mswjs/data's types: ${reached.join(', ')}`);
  process.exit(1);
}
for (const file of removed) rmSync(file);
const kb = (readFileSync(outfile).length / 1024).toFixed(0);
console.log(
  `vendored @mswjs/data ${version}: ${relative(root, outfile)} (${kb} KB, ${packages.size} packages); ` +
    `${removed.size} internal .d.ts removed`,
);
