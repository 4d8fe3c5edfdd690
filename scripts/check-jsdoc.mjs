// Checks that every public export of every package entry is documented, as msw's are: a JSDoc
// description on each export, an `@example` on each function and class, and a description on
// each member of exported interfaces and object types. Reads the entries named in package.json
// `exports`: the sources by default (for `npm run lint`), the built typings with `--dist` (what
// users' editors show; test/typings/jsdoc.test.ts runs it after `npm run build`).
//
//   node scripts/check-jsdoc.mjs [--dist] [--list]    (--list prints every finding)
import { readFileSync } from 'node:fs';
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
const hasExample = (symbol, checker) => symbol.getJsDocTags(checker).some((tag) => tag.name === 'example');
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
      if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class)) {
        counts.callables += 1;
        if (hasExample(symbol, checker)) counts.withExample += 1;
        else findings.push(`${where}: no @example`);
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
      `${c.withExample}/${c.callables} functions and classes with @example, ` +
      `${c.membersDocumented}/${c.members} interface members documented`,
  );
  if (process.argv.includes('--list') || findings.length > 0)
    for (const finding of findings) console.log(`  ${finding}`);
  if (findings.length > 0) process.exitCode = 1;
}
