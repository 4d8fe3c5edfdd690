/**
 * The public `.d.ts` compile in a user's project with `skipLibCheck: false` (so every `.d.ts`
 * they pull in is checked too, @mswjs/data's included if it were reachable): `tsc` over a user
 * file that imports each entry the way users do, against the built dist/ types (`npm run build`
 * first; CI's `npm ci` builds). The documented delivery fields type-check in a `DeliveryMatch`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

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

it('a user file compiles against dist/ with skipLibCheck: false (TypeScript 5.9)', () => {
  expect(existsSync(join(ROOT, 'dist/src/index.d.ts')), 'dist/ is built (npm run build)').toBe(true);
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
  const run = spawnSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8' });
  expect(run.stdout + run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 120_000);
