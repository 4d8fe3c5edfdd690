// Runs a shell block of the docs as a user would type it, against 127.0.0.1 only: `hookmock`
// (and `npx hookmock`) is the CLI from source; a command that serves (`hookmock serve`, `listen`,
// `demo … --keep`, and `npm start`, which is `hookmock serve`) runs in the background on a free port, and the block's later lines get that
// port where they say 4100 (or the port they gave); before that, 4100 is the test's own server,
// and `127.0.0.1:3000` is the test's receiver ($HOOKMOCK_URL and $HOOK_SECRET set to match).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_ENTRY, ROOT } from '../support/server.js';

const SERVES = /^hookmock (serve|listen|demo\b.*--keep)\b/;
const TSX = `${ROOT}/node_modules/tsx/dist/loader.mjs`;

/** What one foreground command did. */
export interface CommandRun {
  command: string;
  code: number;
  out: string;
}

function shimDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hookmock-docs-'));
  mkdirSync(join(dir, 'bin'));
  // The folder is a user's project with hookmock installed: node_modules/hookmock is this checkout.
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules', 'hookmock'));
  const shim = `#!/bin/sh\nexec "${process.execPath}" --import "${TSX}" "${CLI_ENTRY}" "$@"\n`;
  writeFileSync(join(dir, 'bin', 'hookmock'), shim, { mode: 0o755 });
  return dir;
}

/** The block's commands: continuation lines joined, comment-only and blank lines dropped. */
export function commandsOf(code: string): string[] {
  return code
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.replace(/^npx hookmock\b/, 'hookmock').replace(/^npm start\b/, 'hookmock serve'));
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<CommandRun> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd, env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ command, code: code ?? -1, out });
    });
  });
}

function serve(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: string }> {
  const bare = command.replace(/\s+#.*$/, '');
  const line = / --port \d+/.test(bare) ? bare.replace(/ --port \d+/, ' --port 0') : `${bare} --port 0`;
  const child = spawn('bash', ['-c', `exec ${line}`], { cwd, env });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command}: no listening line in 20 s:\n${out}`)),
      20_000,
    );
    const read = (chunk: Buffer) => {
      out += chunk;
      const port = out.match(/http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ child, port });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => reject(new Error(`${command} exited:\n${out}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Runs every command of `code` in a fresh folder; background servers are stopped and the folder removed at the end. */
export async function runShellBlock(
  code: string,
  given: { server: number; receiver: number },
): Promise<CommandRun[]> {
  const dir = shimDir();
  // Before a block serves, the remote commands reach the test's server (what 4100 stands for),
  // and $HOOK_SECRET is the docs' secret, the one the test's receiver checks.
  let env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
    HOOKMOCK_URL: `http://127.0.0.1:${given.server}`,
    // `hookmock listen` keeps its key under the config folder: the block's own, not the user's.
    XDG_CONFIG_HOME: join(dir, 'config'),
    HOOK_SECRET: 's3cret',
  };
  delete env.PORT;
  const ports = new Map<string, string>([
    ['3000', `${given.receiver}`],
    ['4100', `${given.server}`],
  ]);
  const servers: ChildProcess[] = [];
  const runs: CommandRun[] = [];
  try {
    for (const raw of commandsOf(code)) {
      const command = raw.replace(/(127\.0\.0\.1|localhost):(\d+)/g, (all, host: string, port: string) =>
        ports.has(port) ? `${host}:${ports.get(port)}` : all,
      );
      if (!SERVES.test(command)) {
        runs.push(await run(command, dir, env));
        continue;
      }
      const { child, port } = await serve(command, dir, env);
      servers.push(child);
      ports.set(command.match(/ --port (\d+)/)?.[1] ?? '4100', port);
      env = { ...env, HOOKMOCK_URL: `http://127.0.0.1:${port}` };
    }
  } finally {
    await Promise.all(servers.map(stop));
    // The folder goes with the block (rm unlinks node_modules/hookmock, never follows it to ROOT).
    rmSync(dir, { recursive: true, force: true });
  }
  return runs;
}
