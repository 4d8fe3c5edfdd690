import { execFile, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

  // The bundle is built in parts (scripts/bundle-cli.mjs): each command's file must find the one
  // copy in dist/cli/shared/ of what the parts share, and export what the bin calls.
  it('every command bundle loads, and exports the function the bin runs', async () => {
    const dir = fileURLToPath(new URL('../../dist/cli/', import.meta.url));
    const runners: Record<string, string> = {
      'serve/serve-command.js': 'serve',
      'commands/emit-command.js': 'runEmit',
      'commands/demo-command.js': 'runDemoCommand',
      'commands/redeliver-command.js': 'runRedeliver',
      'commands/simulate-command.js': 'runSimulate',
      'commands/send-command.js': 'runSend',
      'commands/check-receiver-command.js': 'runCheckReceiver',
      'commands/listen-command.js': 'runListen',
      'commands/scenarios-command.js': 'listScenarios',
      'commands/events-command.js': 'listFlavorEvents',
      'commands/recording-commands.js': 'run',
    };
    for (const [file, runner] of Object.entries(runners)) {
      const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
      expect(typeof module[runner], file).toBe('function');
    }
    // Nothing else sits beside the commands but chunks they load, the shared copies and the
    // products' files (product-<name>.js, the loader's core-identity.js and its fallback's
    // product-modules-*.js chunk: docs/decisions/lazy-products.md).
    const named = readdirSync(join(dir, 'commands')).filter(
      (name) =>
        !/^(chunk|server|openapi-document|dashboard-page|product-modules)-/.test(name) &&
        !/^(product-[\w-]+|core-identity)\.js$/.test(name),
    );
    expect(named.sort()).toEqual(
      Object.keys(runners)
        .filter((f) => f.startsWith('commands/'))
        .map((f) => f.slice(9))
        .sort(),
    );
    expect(readdirSync(join(dir, 'shared')).sort()).toEqual([
      'cli-errors.js',
      'hookmock-error.js',
      'http-proxy.js',
    ]);
  });
});
