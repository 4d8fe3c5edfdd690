import { defineConfig } from 'vitest/config';

// Two speeds (test/README.md): `unit` is the inner loop — in-process mocks and the odd local
// server, every file a few seconds at most, plus the typing tests; `integration` is the rest
// (server suites, the CLI, browsers, recording, the model and fuzz runs). `npm test` runs both.
const UNIT = [
  'test/core/**/*.test.ts',
  'test/events/**/*.test.ts',
  'test/faults/**/*.test.ts',
  'test/sessions/**/*.test.ts',
  'test/contract/**/*.test.ts',
  'test/control/**/*.test.ts',
  'test/golden/**/*.test.ts',
  'test/remote-client/**/*.test.ts',
  'test/generated-clients/**/*.test.ts',
  'test/vitest/**/*.test.ts',
];

// Files that assert on wall-clock time (a bound a healthy mock keeps by far, but that a CPU
// starved by a dozen parallel workers can miss): they run last, one file at a time, on a
// machine that has finished everything else — on 2 cores or 32 alike.
const TIMING = [
  'test/reliability/**/*.test.ts',
  'test/server/delivery.test.ts',
  'test/server/delivery-timeout.test.ts',
  'test/security/hygiene.test.ts',
  'test/security/remote-client-timeouts.test.ts',
  'test/vitest/deliver-under-msw.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          // A timing file in a unit folder runs in the timing project only.
          exclude: TIMING,
          // The unit files share each worker's module cache: loading msw, @mswjs/data and faker
          // once per worker rather than once per file halves the loop (each file still makes
          // its own mocks and servers and closes them; none patches globals).
          isolate: false,
          // The public signatures (test/typings/*.test-d.ts): a wrong type fails the run.
          typecheck: { enabled: true, include: ['test/typings/**/*.test-d.ts'], tsconfig: 'tsconfig.json' },
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['test/**/*.test.ts'], exclude: [...UNIT, ...TIMING] },
      },
      {
        extends: true,
        test: {
          name: 'timing',
          include: TIMING,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
