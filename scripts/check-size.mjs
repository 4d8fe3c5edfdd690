#!/usr/bin/env node
// Size rules of src/ (issue: "no file over 250 lines, no function over 60 lines, except generated
// tables"), checked on the TypeScript AST so that the count is the code, not a grep. Also counts
// `as` type assertions (real casts, not `import { a as b }` or prose in comments).
//   node scripts/check-size.mjs [--casts]   exits 1 when a rule is broken
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';

const MAX_FILE_LINES = 250;
const MAX_FUNCTION_LINES = 60;
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
const problems = [];
const casts = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES && !TABLES.has(file))
    problems.push(`${file}: ${lines} lines (max ${MAX_FILE_LINES})`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
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
    ts.forEachChild(node, visit);
  };
  visit(source);
}
if (process.argv.includes('--casts')) for (const c of casts) console.log(c);
console.log(
  `size: ${files.length} files checked; ${problems.length} over the limits; ${casts.length} \`as\` casts (excluding \`as const\`)`,
);
for (const p of problems) console.log(`  ${p}`);
process.exitCode = problems.length > 0 ? 1 : 0;
