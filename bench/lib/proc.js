// Process helpers for the benchmarks: spawn pinned to a core, wait for a line, stop, read RSS.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let tasksetChecked;

/** Whether `taskset` exists and this machine has at least two cores we may use. */
export function canPin() {
  if (tasksetChecked === undefined) {
    const probe = spawnSync('taskset', ['-c', '1', 'true'], { stdio: 'ignore' });
    tasksetChecked = probe.status === 0;
  }
  return tasksetChecked;
}

/**
 * Spawns `node args…`, pinned to `core` with taskset when present (taskset execs node, so the
 * child's pid is node's own). Collects stdout/stderr.
 */
export function spawnNode(args, { core, env = {}, cwd } = {}) {
  const pinned = core !== undefined && canPin();
  const command = pinned ? 'taskset' : process.execPath;
  const argv = pinned ? ['-c', String(core), process.execPath, ...args] : args;
  const child = spawn(command, argv, {
    cwd,
    env: { ...process.env, PORT: undefined, HOST: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = { child, pinned, out: '', err: '', ended: false };
  child.stdout.setEncoding('utf8').on('data', (chunk) => (proc.out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (proc.err += chunk));
  proc.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      proc.ended = true;
      resolve(code ?? signal);
    });
    child.on('error', (error) => {
      proc.ended = true;
      proc.err += String(error);
      resolve(-1);
    });
  });
  return proc;
}

/** Resolves with the first match of `pattern` in the child's stdout. */
export function waitForLine(proc, pattern, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = proc.out.match(pattern);
      if (match) {
        done();
        resolve(match);
      }
    };
    const onExit = () => {
      done();
      reject(
        new Error(`process exited before printing ${pattern}\nstdout: ${proc.out}\nstderr: ${proc.err}`),
      );
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms\nstderr: ${proc.err}`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      proc.child.stdout.off('data', check);
      proc.child.off('exit', onExit);
    };
    proc.child.stdout.on('data', check);
    proc.child.once('exit', onExit);
    check();
  });
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has ended. */
export async function stop(proc, graceMs = 3000) {
  if (!proc || proc.ended) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!proc.ended) proc.child.kill('SIGKILL');
  }, graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** Resident set size of a process in MiB (Linux /proc), or null where unavailable. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** Runs a node child to completion and parses the last stdout line as JSON. */
export async function runJsonChild(args, options = {}) {
  const proc = spawnNode(args, options);
  const code = await proc.exited;
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited ${code}\n${proc.err}`);
  const lines = proc.out.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}

/**
 * CPU time a process has run so far, in ms (Linux `/proc/PID/schedstat`, nanosecond precision);
 * undefined elsewhere. Unlike wall time it does not grow while other processes hold the core.
 */
export function cpuMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}
