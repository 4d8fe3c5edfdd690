// The published typings keep the docs: every function and class a package entry exports carries,
// in the declaration `tsc -p tsconfig.build.json` emits, a JSDoc with its @example and @see (a
// comment written above another statement once left createHookMock's .d.ts bare while its source
// looked documented). check-jsdoc.mjs checks the sources; this checks what the build makes of
// them, emitting the declarations in memory (nothing is written). Exits 1 listing what lost its doc.
//
//   node scripts/check-declarations.mjs
import { join, relative } from 'node:path';
import ts from 'typescript';
import { entryFiles } from './check-jsdoc.mjs';

const root = join(import.meta.dirname, '..');
const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.build.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
);
const program = ts.createProgram(Object.values(entryFiles(false)), config.options);
const checker = program.getTypeChecker();

// Emitted declaration text by the source file it comes from.
const emitted = new Map();
program.emit(
  undefined,
  (name, text, _bom, _onError, sources) => {
    for (const source of sources ?? []) emitted.set(source.fileName, text);
  },
  undefined,
  true,
);

const escape = (s) => s.replace(/[$]/g, '\\$');
const findings = [];
let checked = 0;
for (const [entry, file] of Object.entries(entryFiles(false))) {
  const module = checker.getSymbolAtLocation(program.getSourceFile(file));
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (!declaration || !(ts.isFunctionDeclaration(declaration) || ts.isClassDeclaration(declaration)))
      continue;
    checked += 1;
    const dts = emitted.get(declaration.getSourceFile().fileName) ?? '';
    const name = escape(symbol.name);
    const doc = new RegExp(
      `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export declare (?:abstract )?(?:function|class) ${name}\\b`,
    ).exec(dts)?.[1];
    const where = `${entry}: ${symbol.name} (${relative(root, declaration.getSourceFile().fileName)})`;
    if (doc === undefined) findings.push(`${where}: no JSDoc in the emitted declaration`);
    else if (!/@example/.test(doc) || !/@see/.test(doc)) findings.push(`${where}: @example or @see lost`);
  }
}
console.log(
  `declarations: ${checked - findings.length}/${checked} exported functions and classes keep their JSDoc`,
);
for (const finding of findings) console.log(`  ${finding}`);
if (findings.length > 0 || checked === 0) process.exitCode = 1;
