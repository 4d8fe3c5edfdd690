/**
 * The two non-JavaScript GitLab clients the gitlab flavor is tested with, as Debian packages them
 * (CI installs them in .ci/run): python-gitlab (`python3-gitlab`, run by Debian's
 * /usr/bin/python3, which a pyenv `python3` on PATH would not see) and go-gitlab
 * (`golang-github-xanzy-go-gitlab-dev` with `golang-go`), built offline in GOPATH mode against
 * /usr/share/gocode — no module proxy, no download. Each is present or its tests are skipped with
 * the message below.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const HERE = import.meta.dirname;

/** The first Python that imports `gitlab`: Debian's, then whatever `python3` is on PATH. */
function findPython(): string | undefined {
  for (const python of ['/usr/bin/python3', 'python3']) {
    const probe = spawnSync(python, ['-c', 'import gitlab'], { encoding: 'utf8', timeout: 20_000 });
    if (probe.status === 0) return python;
  }
  return undefined;
}

export const PYTHON = findPython();
export const PYTHON_SKIP =
  'python-gitlab tests skipped: no python3 imports `gitlab` (install it with `apt-get install -y python3-gitlab`)';

const GOCODE = '/usr/share/gocode';
const GO_GITLAB = join(GOCODE, 'src/github.com/xanzy/go-gitlab');
export const HAS_GO =
  spawnSync('go', ['version'], { encoding: 'utf8', timeout: 20_000 }).status === 0 && existsSync(GO_GITLAB);
export const GO_SKIP =
  'go-gitlab tests skipped: `go` or ' +
  `${GO_GITLAB} missing (install them with \`apt-get install -y golang-go golang-github-xanzy-go-gitlab-dev\`)`;

if (!PYTHON) console.warn(`[hookmock] ${PYTHON_SKIP}`);
if (!HAS_GO) console.warn(`[hookmock] ${GO_SKIP}`);

/** GOPATH mode over Debian's sources: GO111MODULE=off, no proxy, no GOFLAGS from the caller. */
const GO_ENV = {
  ...process.env,
  GO111MODULE: 'off',
  GOPATH: GOCODE,
  GOPROXY: 'off',
  GOFLAGS: '',
  GOCACHE: process.env.GOCACHE ?? join(tmpdir(), 'hookmock-go-build-cache'),
};

/** A JSON record printed by one client's driver. */
export type Seen = Record<string, unknown>;

/** Runs test/gitlab/clients/python_gitlab_drive.py against `origin` (the URL without /api/v4). */
export async function drivePython(origin: string): Promise<Seen> {
  if (!PYTHON) throw new Error(PYTHON_SKIP);
  const { stdout } = await run(PYTHON, [join(HERE, 'python_gitlab_drive.py'), origin], {
    timeout: 60_000,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  return JSON.parse(stdout) as Seen;
}

/** Builds the Go program in test/gitlab/clients/<folder> into a temporary folder of its own. */
async function buildGo(folder: string): Promise<{ binary: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), `hookmock-${folder}-`));
  const binary = join(dir, 'main');
  await run('go', ['build', '-o', binary, '.'], { cwd: join(HERE, folder), env: GO_ENV, timeout: 240_000 });
  return { binary, dir };
}

/** Builds test/gitlab/clients/go-gitlab once; `drive(api)` runs it, `remove()` deletes it. */
export async function buildGoDriver(): Promise<{ drive(api: string): Promise<Seen>; remove(): void }> {
  const { binary, dir } = await buildGo('go-gitlab');
  return {
    async drive(api) {
      const { stdout } = await run(binary, [api], { timeout: 60_000 });
      return JSON.parse(stdout) as Seen;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Builds test/gitlab/clients/go-gitlab-session (a recorded session by `p.ID`), runs it with
 * `args` and deletes it; resolves to the number of requests it printed.
 */
export async function runGoSession(args: readonly string[]): Promise<number> {
  const { binary, dir } = await buildGo('go-gitlab-session');
  try {
    const { stdout } = await run(binary, [...args], { timeout: 60_000 });
    return Number(stdout.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A delivery as go-gitlab's `ParseWebhook` takes it: the `X-Gitlab-Event` and the body. */
export interface HookInput {
  event: string;
  body: string;
}
/** What `ParseWebhook` made of one: the Go type it decoded into, or its error. */
export interface Parsed {
  event: string;
  type?: string;
  error?: string;
}

/** Runs `binary` with `input` on its stdin; its stdout parsed as JSON. */
function runWithInput(binary: string, input: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = execFile(binary, { timeout: 60_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as unknown),
    );
    child.stdin?.end(input);
  });
}

/** Builds test/gitlab/clients/go-webhooks once; `parse(deliveries)` runs `ParseWebhook` over them. */
export async function buildGoWebhookParser(): Promise<{
  parse(deliveries: readonly HookInput[]): Promise<Parsed[]>;
  remove(): void;
}> {
  const { binary, dir } = await buildGo('go-webhooks');
  return {
    parse: async (deliveries) => (await runWithInput(binary, JSON.stringify(deliveries))) as Parsed[],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
