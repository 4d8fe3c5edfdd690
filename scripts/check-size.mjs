#!/usr/bin/env node
// Size and shape rules of src/, checked on the TypeScript AST so that the count is the code, not
// a grep:
// - no file over 250 lines, no function over 60 lines, except generated tables;
// - `as` type assertions (real casts, not `import { a as b }` or prose in comments): at most
//   MAX_CASTS, so the count cannot grow;
// - import cycles between files (every import counts, `import type` and re-exports included:
//   a cycle of types is still two files that cannot be read one after the other);
// - comparisons of a flavor's name outside src/core/flavors/ (`x === 'gitea'`, `case 'forgejo':`):
//   what differs per product belongs in the flavor table (issue 16, §7.3 of review 3).
// Cycles and flavor comparisons are listed and counted; with --strict they fail the check too.
//   node scripts/check-size.mjs [--casts] [--strict]   exits 1 when a rule is broken
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

const MAX_FILE_LINES = 250;
const MAX_FUNCTION_LINES = 60;
const MAX_CASTS = 44;
// The registry's list (src/core/contract/flavor-name.ts), read as text: a new flavor is checked too.
const FLAVOR_NAMES = new Set(
  [...readFileSync('src/core/contract/flavor-name.ts', 'utf8').matchAll(/'([a-z-]+)'/g)].map((m) => m[1]),
);
const FLAVOR_HOME = 'src/core/flavors/';
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const strict = process.argv.includes('--strict');
/** Data tables, exempt from the file rule (each says why in its header comment). */
const TABLES = new Set(
  readFileSync(new URL('./size-exempt.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean),
);

const files = execFileSync('git', ['ls-files', 'src/*.ts', 'src/**/*.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
const known = new Set(files);

/** The src/ file a relative specifier names (`./x.js` → `x.ts`, `./dir` → `dir/index.ts`), if any. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier));
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => known.has(c));
}

/** The module specifier of an import, re-export or `import('…')` (value or type), if `node` is one. */
function specifierOf(node) {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
    return ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    return ts.isStringLiteral(node.argument.literal) ? node.argument.literal.text : undefined;
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
    return node.arguments[0] && ts.isStringLiteral(node.arguments[0]) ? node.arguments[0].text : undefined;
  return undefined;
}

/**
 * A flavor name written as a string literal and compared (`===`, `!==`, `case`), if `node` is one.
 * A hook's `type` is not a flavor, though `gitea` and `forgejo` are hook types too: `x.type ===
 * 'gitea'` is left out.
 */
function flavorComparison(node) {
  const isName = (n) => ts.isStringLiteralLike(n) && FLAVOR_NAMES.has(n.text);
  const isHookType = (n) => (ts.isPropertyAccessExpression(n) ? n.name.text : n.getText()) === 'type';
  if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind))
    return (isName(node.left) && !isHookType(node.right)) || (isName(node.right) && !isHookType(node.left));
  return ts.isCaseClause(node) && isName(node.expression);
}

/** Tarjan's strongly connected components; the ones of two or more files (or a self-import) are cycles. */
function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const cycles = [];
  const connect = (v) => {
    const s = { index, low: index, onStack: true };
    index += 1;
    state.set(v, s);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      const t = state.get(w);
      if (!t) {
        connect(w);
        s.low = Math.min(s.low, state.get(w).low);
      } else if (t.onStack) s.low = Math.min(s.low, t.index);
    }
    if (s.low !== s.index) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!state.has(v)) connect(v);
  return cycles;
}

const problems = [];
const casts = [];
const comparisons = [];
const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES && !TABLES.has(file))
    problems.push(`${file}: ${lines} lines (max ${MAX_FILE_LINES})`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const imports = new Set();
  graph.set(file, imports);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const length = lineOf(node.end) - lineOf(node.getStart(source)) + 1;
      if (length > MAX_FUNCTION_LINES && !TABLES.has(file)) {
        const name = node.name?.getText(source) ?? '(anonymous)';
        problems.push(
          `${file}:${lineOf(node.getStart(source))} function ${name}: ${length} lines (max ${MAX_FUNCTION_LINES})`,
        );
      }
    }
    if (ts.isAsExpression(node) && node.type.getText(source) !== 'const') {
      casts.push(`${file}:${lineOf(node.getStart(source))} as ${node.type.getText(source)}`);
    }
    const specifier = specifierOf(node);
    const target = specifier === undefined ? undefined : resolveImport(file, specifier);
    if (target) imports.add(target);
    if (!file.startsWith(FLAVOR_HOME) && flavorComparison(node))
      comparisons.push(`${file}:${lineOf(node.getStart(source))} ${node.getText(source).split('\n')[0]}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
}
const cycles = cyclesOf(graph);

if (process.argv.includes('--casts')) for (const c of casts) console.log(c);
console.log(
  `size: ${files.length} files checked; ${problems.length} over the limits; ${casts.length} \`as\` casts (excluding \`as const\`, max ${MAX_CASTS})`,
);
for (const p of problems) console.log(`  ${p}`);
const failures = [
  ...problems,
  ...(casts.length > MAX_CASTS ? [`${casts.length} casts, more than ${MAX_CASTS} (--casts lists them)`] : []),
  ...(strict && cycles.length > 0 ? [`${cycles.length} import cycles`] : []),
  ...(strict && comparisons.length > 0 ? [`${comparisons.length} flavor-name comparisons`] : []),
];
console.log(`import cycles between files: ${cycles.length}`);
for (const c of cycles) console.log(`  ${c.join(' ↔ ')}`);
console.log(`flavor-name comparisons outside ${FLAVOR_HOME}: ${comparisons.length}`);
for (const c of comparisons) console.log(`  ${c}`);
if (failures.length > problems.length) console.log(`failed: ${failures.slice(problems.length).join('; ')}`);
process.exitCode = failures.length > 0 ? 1 : 0;
