#!/usr/bin/env node
// A product is a folder (docs/architecture.md): shared code — src/ outside src/core/flavors/, the
// public entry files (src/index.ts, src/<entry>/index.ts) aside, since they re-export what the
// product folders define — names no product in its code. Comments are not code; identifiers,
// string literals and the text of template literals are. Template literals are scanned whole
// (`${…}` followed back into the template with `reScanTemplateToken`), so the comments after one
// are never read as code.
// Files that name a product today are listed in scripts/product-names-allowed.txt, one path a line:
// the list may only shrink (a listed file that names none fails too, so the list stays true).
//   node scripts/check-product-names.mjs   exits 1 when a file not listed names a product
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';

const PRODUCT_WORD = /gitlab|github|gitea|forgejo|gogs|bitbucket/i;
const SHARED = (f) =>
  f.endsWith('.ts') &&
  !f.endsWith('.d.ts') &&
  !f.startsWith('src/core/flavors/') &&
  !/^src\/([^/]+\/)?index\.ts$/.test(f);
const TEXT = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/** The code tokens of a file that name a product, with their lines. */
function productTokens(text) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  // Open braces per template substitution being read: its `}` at depth 0 goes back into the template.
  const depths = [];
  const out = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.TemplateHead) depths.push(0);
    else if (depths.length && kind === ts.SyntaxKind.OpenBraceToken) depths[depths.length - 1]++;
    else if (depths.length && kind === ts.SyntaxKind.CloseBraceToken) {
      if (depths[depths.length - 1] > 0) depths[depths.length - 1]--;
      else if ((kind = scanner.reScanTemplateToken(false)) === ts.SyntaxKind.TemplateTail) depths.pop();
    }
    if (TEXT.has(kind) && PRODUCT_WORD.test(scanner.getTokenText()))
      out.push(
        `${text.slice(0, scanner.getTokenStart()).split('\n').length}: ${scanner.getTokenText().slice(0, 40)}`,
      );
  }
  return out;
}

const files = execFileSync('git', ['ls-files', 'src/*.ts', 'src/**/*.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter(SHARED);
const allowed = new Set(
  readFileSync(new URL('./product-names-allowed.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean),
);
const naming = new Map(
  files.map((f) => [f, productTokens(readFileSync(f, 'utf8'))]).filter(([, t]) => t.length),
);
const news = [...naming].filter(([f]) => !allowed.has(f));
const stale = [...allowed].filter((f) => !naming.has(f));
console.log(
  `product names: ${naming.size} shared files name a product in code, ${allowed.size} allowed (scripts/product-names-allowed.txt)`,
);
for (const [f, tokens] of news)
  console.log(`  not allowed: ${f} (line ${tokens.slice(0, 3).join(', line ')})`);
for (const f of stale)
  console.log(`  allowed but names none (remove it from product-names-allowed.txt): ${f}`);
if (news.length > 0 || stale.length > 0) process.exit(1);
