// The packed package.json must not carry `prepare` (it builds dist/ in a clone — `npm install &&
// npm start` — but in an installed package there is nothing to build, and npm warns about it on
// every install). npm packs the package.json on disk, so `prepack` takes the script out and
// `postpack` puts it back; the original is kept beside it until then, so an interrupted pack
// is repaired by the next `npm pack` or by `node scripts/pack-manifest.mjs restore`.
//
//   node scripts/pack-manifest.mjs strip|restore
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const manifest = 'package.json';
const saved = 'package.json.prepack';

const actions = {
  strip() {
    if (existsSync(saved)) renameSync(saved, manifest);
    const text = readFileSync(manifest, 'utf8');
    const pkg = JSON.parse(text);
    writeFileSync(saved, text);
    delete pkg.scripts.prepare;
    writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  },
  restore() {
    if (existsSync(saved)) renameSync(saved, manifest);
  },
};

const action = actions[process.argv[2] ?? ''];
if (!action) {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
action();
