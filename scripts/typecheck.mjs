#!/usr/bin/env node
// `npm run typecheck`: the project (Node and the tests) and the dashboard's browser script (DOM
// types only, its own tsconfig) are checked by two `tsc` runs at once: on two cores the
// dashboard's ~5 s overlap the project's ~40 s instead of following them. Exits with the first
// failure's code; each run's output is printed as it comes. Both are incremental: tsc keeps what
// it learned in node_modules/.cache/hookmock/ (its own build info, checked against every file's
// hash), so a second run re-checks what changed: a clean clone checks everything.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const CACHE = 'node_modules/.cache/hookmock';
const runs = [
  ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', `${CACHE}/project.tsbuildinfo`],
  [
    '-p',
    'src/dashboard/tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    `${CACHE}/dashboard.tsbuildinfo`,
  ],
];
const codes = await Promise.all(
  runs.map(
    (args) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, ...args], { stdio: 'inherit' });
        child.on('error', () => resolve(1));
        child.on('exit', (code) => resolve(code ?? 1));
      }),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
