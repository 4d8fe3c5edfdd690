import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The built bin (`npm run build`, run by `npm ci`): what `npx hookmock` executes.
const BIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const run = (...args: string[]) => promisify(execFile)(process.execPath, [BIN, ...args]);

describe('the bundled CLI', () => {
  it('--version prints the version the build injected from package.json', async () => {
    for (const flag of ['--version', '-v']) {
      const { stdout } = await run(flag);
      expect(stdout.trim()).toBe(pkg.version);
    }
  });

  it('--help lists every command; help COMMAND shows its options', async () => {
    const { stdout } = await run('--help');
    for (const command of ['serve', 'scenarios', 'emit', 'record', 'replay', 'demo'])
      expect(stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    const serve = await run('help', 'serve');
    expect(serve.stdout).toContain('--max-sessions');
  });
});
