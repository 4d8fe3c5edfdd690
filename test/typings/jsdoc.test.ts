// The published typings keep the docs: the declaration the build emits for `createHookMock` carries
// its description and @example (the comment once sat above a statement, and the .d.ts lost it).
// Coverage of every entry's exports is checked by scripts/check-jsdoc.mjs in `npm run lint`.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The .d.ts text `npm run build` writes for one source file, emitted with tsconfig.build.json. */
function emittedDeclaration(sourcePath: string): string {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.build.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json not readable');
  const program = ts.createProgram([`${root}${sourcePath}`], config.options);
  let text = '';
  program.emit(
    program.getSourceFile(`${root}${sourcePath}`),
    (name, data) => {
      if (name.endsWith('.d.ts')) text = data;
    },
    undefined,
    true,
  );
  return text;
}

describe('JSDoc in the published typings', () => {
  it('createHookMock’s declaration carries its description, @example and @see', () => {
    const dts = emittedDeclaration('src/core/create-hook-mock.ts');
    const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export declare function createHookMock\(/.exec(dts);
    expect(doc, dts).not.toBeNull();
    expect(doc![1]).toContain('An in-process double of the webhook API');
    expect(doc![1]).toMatch(/@example[\s\S]*createHookMock\(/);
    expect(doc![1]).toContain('@see README.md#api-of-createhookmock');
  });
});
