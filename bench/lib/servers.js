// The servers a benchmark starts: `hookmock serve` (the built bin) and the floor
// (bench/baseline-server.js), pinned to the server core; each stopped by its pid.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { AUTH_HEADERS, LIST_PATH } from './fixtures.js';
import { firstOk } from './http.js';
import { cpuMs, spawnNode, stop, waitForLine } from './proc.js';

const BASELINE = fileURLToPath(new URL('../baseline-server.js', import.meta.url));
const SERVER_CORE = 0;

export class Servers {
  running = new Set();

  constructor(dist, root) {
    this.cli = join(dist, 'cli', 'main.js');
    this.root = root;
  }

  /** Counts a process among those stopped at the end. */
  track(proc) {
    this.running.add(proc);
    return proc;
  }

  /** `flavor`: `serve --flavor` (the gitlab rows); none, serve's default (gitea). */
  spawn(kind, scenarioFile, flavor) {
    const argv =
      kind === 'hookmock'
        ? [
            this.cli,
            'serve',
            '--port',
            '0',
            ...(scenarioFile ? ['--scenario', scenarioFile] : []),
            ...(flavor ? ['--flavor', flavor] : []),
          ]
        : [BASELINE, '--port', '0'];
    const proc = spawnNode(argv, { core: SERVER_CORE, cwd: this.root });
    this.running.add(proc);
    return proc;
  }

  /** A server that printed its URL: `{ kind, proc, origin }`. */
  async start(kind, scenarioFile, flavor) {
    const proc = this.spawn(kind, scenarioFile, flavor);
    const [, url] = await waitForLine(proc, /listening on (http:\/\/\S+)/);
    return { kind, proc, origin: new URL(url).origin };
  }

  async stop(target) {
    await stop(target.proc ?? target);
    this.running.delete(target.proc ?? target);
  }

  async stopAll() {
    for (const proc of this.running) await stop(proc);
    this.running.clear();
  }

  /**
   * Cold start: spawn, poll the list until a 200 (from the load core's side: the poll runs in
   * this process), then the wall time since spawn and the server's CPU time until then.
   */
  async firstAnswer(kind) {
    const t0 = performance.now();
    const proc = this.spawn(kind);
    try {
      const [, url] = await waitForLine(proc, /listening on (http:\/\/\S+)/);
      await firstOk(new URL(url).origin + LIST_PATH, AUTH_HEADERS);
      return { wallMs: performance.now() - t0, cpuMs: cpuMs(proc.child.pid) };
    } finally {
      await this.stop(proc);
    }
  }
}
