// Extracts the repository and organization webhook operations of GitHub's REST description
// (@octokit/openapi, generated/api.github.com.json) into src/core/flavors/github/openapi/hooks.openapi.json:
// the 23 operations under /repos/{owner}/{repo}/hooks and /orgs/{org}/hooks, the GET of the four
// resources clients read before hooks (ENTRY_POINTS), the 9 of GitHub Apps, and every component
// they reach through $ref. @octokit/openapi is 385 MB unpacked, so it is never a dependency: this
// script fetches its tarball with `npm pack` into a temporary directory (or reads a file given as
// the first argument) and keeps only that subset.
//   node scripts/extract-github-openapi.mjs [path/to/api.github.com.json]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = '@octokit/openapi@23.0.2';
const MEMBER = 'package/generated/api.github.com.json';
const OUT = new URL('../src/core/flavors/github/openapi/hooks.openapi.json', import.meta.url);
const HOOK_PATH = /^\/(repos\/\{owner\}\/\{repo\}|orgs\/\{org\})\/hooks(\/|$)/;
/** The resources clients read before hooks: only their GET (the mock serves them read-only). */
const ENTRY_POINTS = ['/user', '/repos/{owner}/{repo}', '/orgs/{org}', '/users/{username}'];
// GitHub Apps (docs/guide/github.md, "GitHub Apps"): the app's own operations, its webhook's
// config and deliveries, its installations' tokens, and a repository's installation.
const APP_PATH =
  /^\/app(\/hook\/(config|deliveries(\/\{delivery_id\}(\/attempts)?)?)|\/installations(\/\{installation_id\}\/access_tokens)?)?$|^\/repos\/\{owner\}\/\{repo\}\/installation$/;

/** The description: the file given, else the member of the package's tarball. */
function readDescription(given) {
  if (given) return JSON.parse(readFileSync(given, 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'hookmock-openapi-'));
  try {
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: dir, encoding: 'utf8' }).trim();
    execFileSync('tar', ['-xzf', tarball, MEMBER], { cwd: dir });
    return JSON.parse(readFileSync(join(dir, MEMBER), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every `#/components/<kind>/<name>` reference inside `value`. */
function refsIn(value, found = new Set()) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/')) found.add(v);
      else refsIn(v, found);
    }
  return found;
}

const source = readDescription(process.argv[2]);
const hookPaths = Object.entries(source.paths).filter(
  ([path]) => HOOK_PATH.test(path) || APP_PATH.test(path),
);
const entryPaths = ENTRY_POINTS.map((path) => {
  const { get, parameters } = source.paths[path];
  return [path, parameters ? { get, parameters } : { get }];
});
const paths = Object.fromEntries([...hookPaths, ...entryPaths]);
const components = {};
const pending = [...refsIn(paths)];
const seen = new Set();
while (pending.length > 0) {
  const ref = pending.pop();
  if (seen.has(ref)) continue;
  seen.add(ref);
  const [, , kind, name] = ref.split('/');
  const value = source.components[kind]?.[name];
  if (value === undefined) throw new Error(`unresolved ${ref}`);
  (components[kind] ??= {})[name] = value;
  pending.push(...refsIn(value));
}
for (const kind of Object.keys(components)) {
  components[kind] = Object.fromEntries(
    Object.entries(components[kind]).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}
const operations = Object.values(paths).flatMap((item) =>
  Object.values(item).filter((op) => op?.operationId),
);
const document = {
  openapi: source.openapi,
  info: {
    ...source.info,
    description: `The repository and organization webhook operations of GitHub's REST API the resources clients read before them and those of GitHub Apps (${operations.length} operations), extracted from ${PACKAGE} ${MEMBER.replace('package/', '')} by scripts/extract-github-openapi.mjs.`,
  },
  servers: source.servers,
  paths,
  components,
};
writeFileSync(OUT, `${JSON.stringify(document, null, 2)}\n`);
console.log(`${operations.length} operations, ${seen.size} components -> ${OUT.pathname}`);
