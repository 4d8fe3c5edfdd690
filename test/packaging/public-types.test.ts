/**
 * The public `.d.ts` compile in a user's project with `skipLibCheck: false` (so every `.d.ts`
 * they pull in is checked too, @mswjs/data's included if it were reachable): `tsc` over a user
 * file that imports each entry the way users do, against the built dist/ types (`npm run build`
 * first; CI's `npm ci` builds). The documented delivery fields type-check in a `DeliveryMatch`.
 *
 * Two compilers: TypeScript 5.9 (the devDependency) and TypeScript 7, the native port (npm's
 * `typescript@7`). TypeScript 7 is not a devDependency — its package's `tsc` bin would fight 5.9's
 * for `node_modules/.bin/tsc` — so `scripts/types-leg.sh` installs it in a temporary folder and
 * runs this file with `HOOKMOCK_TSC7` naming its `tsc`; without that variable its case is skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const COMPILERS = [
  { name: 'TypeScript 5.9', tsc: join(ROOT, 'node_modules/typescript/bin/tsc'), version: /^Version 5\.9\./ },
  { name: 'TypeScript 7', tsc: process.env.HOOKMOCK_TSC7, version: /^Version 7\./ },
];

const USER_FILE = `
import { createHookMock } from 'hookmock';
import type { Database, HookMock } from 'hookmock';
import { matchers } from 'hookmock/matchers';
import type { DeliveryMatch, HookMockMatchers, RequestMatch } from 'hookmock/matchers';
import { matchers as jestMatchers } from 'hookmock/jest';
import { connectHookMock } from 'hookmock/client';
import { startServer } from 'hookmock/node';
import { setupHookMock } from 'hookmock/vitest';

const mock: HookMock = createHookMock({ flavor: 'gitea' });
const db: Database = mock.db;
const hook = db.hook.findFirst({ where: { id: { equals: 1 } } });
const url: string | undefined = hook?.url;
db.hook.update({ where: { id: { equals: 1 } }, data: { active: false } });
const count: number = db.repo.count();

const documented: DeliveryMatch = {
  trigger: 'event',
  event: 'pull_request',
  eventType: 'pull_request_review_approved',
  action: 'opened',
  hookType: 'gitea',
  method: 'POST',
  hookId: 1,
  url: /receiver/,
  headers: { 'X-Gitea-Event': 'push' },
  delivery: { status: 'delivered' },
  payload: { ref: 'refs/heads/main' },
};
// @ts-expect-error not a delivery field: the match type must still catch typos
const typo: DeliveryMatch = { trigerr: 'event' };
const request: RequestMatch = { method: 'POST', path: /hooks/, status: 201 };
type Typed = HookMockMatchers<void>['toHaveDelivered'];

export { url, count, documented, typo, request, matchers, jestMatchers, connectHookMock, startServer, setupHookMock };
export type { Typed };
`;

const dir = mkdtempSync(join(tmpdir(), 'hookmock-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeProject(): void {
  if (existsSync(join(dir, 'user.ts'))) return;
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules/hookmock'));
  writeFileSync(join(dir, 'user.ts'), USER_FILE);
  const compilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: ['node'],
    typeRoots: [join(ROOT, 'node_modules/@types')],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['user.ts'] }));
}

describe.each(COMPILERS)('$name', ({ tsc, version }) => {
  it.skipIf(tsc === undefined)(
    'a user file compiles against dist/ with skipLibCheck: false',
    () => {
      expect(existsSync(join(ROOT, 'dist/src/index.d.ts')), 'dist/ is built (npm run build)').toBe(true);
      writeProject();
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [tsc ?? '', ...args], { encoding: 'utf8', cwd: dir });
      expect(run('--version').stdout).toMatch(version);
      const check = run('-p', dir);
      expect(check.stdout + check.stderr).toBe('');
      expect(check.status).toBe(0);
    },
    120_000,
  );
});
