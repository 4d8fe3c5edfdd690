// JSDoc coverage of the public API, held to msw's habit: every export of every package entry
// (package.json `exports`) has a description; every function and class also an `@example` and a
// `@see` (README section or docs/ page); every member of an exported interface or object type a
// description. Reads the sources by default (`npm run lint`), or with `--dist` the built typings
// users' editors show (after `npm run build`). A `@see README.md#…` or `docs/…` must resolve to a
// file and heading. Exits 1 listing what is missing.
//
//   node scripts/check-jsdoc.mjs [--dist]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Entry name → file to check: `types` of package.json `exports`, or its source under `src/`. */
export function entryFiles(useDist) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entries = {};
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || !target.types) continue;
    const name = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    const dts = join(root, target.types);
    entries[name] = useDist
      ? dts
      : dts.replace(`${join(root, 'dist')}/`, `${root}/`).replace(/\.d\.ts$/, '.ts');
  }
  return entries;
}

const hasDoc = (symbol, checker) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() !== '';
const hasTag = (symbol, checker, name) => symbol.getJsDocTags(checker).some((tag) => tag.name === name);
/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to dashes. */
const slug = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Why a `@see` target (`README.md#section`, `docs/page.md#section`) does not resolve, if it does not. */
function brokenSee(target) {
  const [file, anchor] = target.split(/\s/)[0].split('#');
  if (!/^(README\.md|docs\/)/.test(file)) return undefined; // URLs and symbols are not checked
  if (!existsSync(join(root, file))) return `@see ${file}: no such file`;
  if (anchor === undefined) return undefined;
  const headings = readFileSync(join(root, file), 'utf8').match(/^#{1,6} .*$/gm) ?? [];
  if (headings.some((h) => slug(h.replace(/^#+ /, '')) === anchor)) return undefined;
  return `@see ${file}#${anchor}: no such heading`;
}

const resolved = (symbol, checker) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/** The members of an exported interface or object type that need a description. */
function documentableMembers(symbol, checker) {
  if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) return [];
  const declaration = symbol.declarations?.[0];
  if (!declaration) return [];
  const own = (decl) => decl.parent === declaration || decl.parent?.parent === declaration;
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  if (!(type.flags & ts.TypeFlags.Object) || checker.isArrayLikeType(type)) return [];
  return checker
    .getPropertiesOfType(type)
    .filter((member) => member.declarations?.some(own))
    .map((member) => ({ member, documented: hasDoc(member, checker) }));
}

/** Findings for every export of every entry, plus counts for the report. */
export function checkJsdoc({ useDist = false } = {}) {
  const entries = entryFiles(useDist);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const program = ts.createProgram(Object.values(entries), { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const findings = [];
  const counts = {
    exports: 0,
    documented: 0,
    callables: 0,
    withExample: 0,
    withSee: 0,
    members: 0,
    membersDocumented: 0,
  };
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${entry}: ${file} not found${useDist ? ' (run npm run build)' : ''}`);
    for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
      const symbol = resolved(exported, checker);
      const where = `${entry} ${exported.name}`;
      counts.exports += 1;
      if (hasDoc(symbol, checker)) counts.documented += 1;
      else findings.push(`${where}: no JSDoc description`);
      for (const tag of symbol.getJsDocTags(checker).filter((t) => t.name === 'see')) {
        const broken = brokenSee(ts.displayPartsToString(tag.text));
        if (broken) findings.push(`${where}: ${broken}`);
      }
      if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class)) {
        counts.callables += 1;
        if (hasTag(symbol, checker, 'example')) counts.withExample += 1;
        else findings.push(`${where}: no @example`);
        if (hasTag(symbol, checker, 'see')) counts.withSee += 1;
        else findings.push(`${where}: no @see`);
      }
      for (const { member, documented } of documentableMembers(symbol, checker)) {
        counts.members += 1;
        if (documented) counts.membersDocumented += 1;
        else findings.push(`${where}.${member.name}: no JSDoc description`);
      }
    }
  }
  return { findings, counts };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const useDist = process.argv.includes('--dist');
  const { findings, counts } = checkJsdoc({ useDist });
  const c = counts;
  console.log(
    `check-jsdoc (${useDist ? 'dist typings' : 'sources'}): ${c.documented}/${c.exports} exports documented, ` +
      `${c.withExample}/${c.callables} functions and classes with @example (${c.withSee} with @see), ` +
      `${c.membersDocumented}/${c.members} interface members documented`,
  );
  if (process.argv.includes('--list') || findings.length > 0)
    for (const finding of findings) console.log(`  ${finding}`);
  if (findings.length > 0) process.exitCode = 1;
}
