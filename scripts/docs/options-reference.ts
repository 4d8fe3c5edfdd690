// The options tables, generated from the TSDoc of the option interfaces (HookMockOptions in
// src/core/types.ts, ServerOptions in src/node/server.ts, WorkerOptions in src/browser/index.ts):
// the comment an editor shows is the text of the page, so the two cannot disagree.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** One table: which interface, in which file, under which heading. */
export interface OptionsSource {
  heading: string;
  file: string;
  name: string;
  /** Interfaces it extends whose members the table lists after its own (`extends DeliveryOptions`). */
  extended?: readonly { file: string; name: string }[];
}

/** The interfaces the options page documents, in order. */
export const OPTION_SOURCES: readonly OptionsSource[] = [
  {
    heading: '`createHookMock(options)`',
    file: 'src/core/types.ts',
    name: 'HookMockOptions',
    extended: [{ file: 'src/core/delivery/delivery-options.ts', name: 'DeliveryOptions' }],
  },
  {
    heading: '`startServer(options)` (hookmock/node), besides the above',
    file: 'src/node/server.ts',
    name: 'ServerOptions',
  },
  {
    heading: '`startWorker(options)` (hookmock/browser), besides the above',
    file: 'src/browser/index.ts',
    name: 'WorkerOptions',
  },
];

const cell = (text: string) =>
  text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

function memberRow(member: ts.PropertySignature, source: ts.SourceFile): string {
  const docs = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc);
  const text = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ');
  const deprecated = ts.getJSDocDeprecatedTag(member);
  const note = deprecated ? ` **Deprecated**: ${ts.getTextOfJSDocComment(deprecated.comment) ?? ''}` : '';
  const type = member.type ? member.type.getText(source) : 'unknown';
  return `| \`${member.name.getText(source)}\` | \`${cell(type)}\` | ${cell(text + note)} |`;
}

/** The rows of one interface's own members, then those of the interfaces it extends, in declaration order. */
export function optionRows(source: OptionsSource): string[] {
  return [source, ...(source.extended ?? [])].flatMap(ownRows);
}

/** The rows of one interface's own members, in declaration order. */
function ownRows(source: { file: string; name: string }): string[] {
  const path = `${ROOT}${source.file}`;
  const file = ts.createSourceFile(path, ts.sys.readFile(path) ?? '', ts.ScriptTarget.Latest, true);
  const found = file.statements.find(
    (node): node is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(node) && node.name.text === source.name,
  );
  if (!found) throw new Error(`${source.file}: no interface ${source.name}`);
  return found.members.filter(ts.isPropertySignature).map((member) => memberRow(member, file));
}

/** Every options table with its heading. */
export function optionsReference(): string {
  return OPTION_SOURCES.map((source) =>
    [
      `### ${source.heading}`,
      '',
      `From the TSDoc of ${[source, ...(source.extended ?? [])].map((s) => `\`${s.name}\` (\`${s.file}\`)`).join(' and ')}.`,
      '',
      '| option | type | what it does |',
      '|---|---|---|',
      ...optionRows(source),
    ].join('\n'),
  ).join('\n\n');
}
