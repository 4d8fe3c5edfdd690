import { execFile, spawn } from 'node:child_process';
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

  // `serve` goes through commander like every command: its messages and exit codes.
  it('serve: a plain command line serves; help and bad options answer as commander does', async () => {
    const help = await run('serve', '--help');
    expect(help.stdout).toMatch(/^Usage: hookmock serve \[options\]/);
    expect(help.stdout).toContain('--max-sessions');
    await expect(run('serve', '--prot', '3')).rejects.toMatchObject({
      code: 2,
      stderr: "hookmock: unknown option '--prot' (see hookmock --help)\n",
    });
    await expect(run('serve', '--port=abc')).rejects.toMatchObject({
      code: 2,
      stderr: 'hookmock: invalid port "abc": expected 0-65535 (see hookmock --help)\n',
    });
    const child = spawn(process.execPath, [BIN, 'serve', '--port=0', '--flavor', 'gitea'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match?.[1] !== undefined && out.includes('flavor: gitea')) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${String(code)}`)));
    });
    const response = await fetch(`${url}/repos/acme/widgets/hooks`, {
      headers: { authorization: 'token demo' },
    });
    expect(response.status).toBe(200);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  // `hookmock scenarios | head -1`: the reader leaves early; the CLI stops quietly, as Unix tools do.
  it('stops quietly, exit 0, when the reader of its output has gone (EPIPE)', async () => {
    const child = spawn(process.execPath, [BIN, 'scenarios'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // closed before the child writes its first line
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});
