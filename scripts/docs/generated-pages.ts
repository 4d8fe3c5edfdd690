// The generated parts of the docs, each between `<!-- NAME: … -->` and `<!-- /NAME -->` markers
// (the control tables' convention, src/core/control/control-table.ts): the text between them is
// rewritten by `npm run docs:generate`, and test/docs/generated-pages.test.ts fails when it drifts.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withControlTables } from '../../src/core/control/control-table.js';
import { benchRounds, benchTable } from './bench-table.js';
import { defaultScenarioTables } from './default-scenario.js';
import { cliReference } from './cli-reference.js';
import { optionsReference } from './options-reference.js';
import { scenarioFieldTable } from './scenario-schema.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Marker name → what goes between the markers. */
export const GENERATED: Readonly<Record<string, () => string>> = {
  'cli-reference': cliReference,
  'options-reference': optionsReference,
  'scenario-fields': scenarioFieldTable,
  'bench-table': benchTable,
  'bench-rounds': benchRounds,
  'default-scenario': defaultScenarioTables,
};

/** `markdown` with every marked block rewritten (control tables included); the rest untouched. */
export function withGenerated(markdown: string): string {
  let text = withControlTables(markdown);
  for (const [name, generate] of Object.entries(GENERATED)) {
    const marked = new RegExp(`(<!-- ${name}:[^>]*-->\\n)[\\s\\S]*?\\n(<!-- /${name} -->)`, 'g');
    if (!marked.test(text)) continue;
    const body = generate();
    text = text.replace(marked, (_all, open: string, close: string) => `${open}${body}\n${close}`);
  }
  return text;
}

function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry.startsWith('.') || entry === 'node_modules') return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return entry.endsWith('.md') ? [path] : [];
  });
}

/** README.md and every page of the docs site (paths relative to the root). */
export function docFiles(): string[] {
  return ['README.md', ...markdownUnder(join(ROOT, 'docs')).map((path) => relative(ROOT, path))];
}

/** The files whose committed text differs from what the generators make now. */
export function staleFiles(): string[] {
  return docFiles().filter((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return withGenerated(text) !== text;
  });
}
