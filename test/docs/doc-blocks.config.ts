// The child vitest run of test/docs/code-blocks.test.ts: the TypeScript and JavaScript blocks of
// the README and the guides, written to test-artifacts/doc-blocks/ (imports pointed at src/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test-artifacts/doc-blocks/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The blocks share the parent's server on 127.0.0.1: one file at a time.
    fileParallelism: false,
    // …and each file starts from the default scenario, whatever the one before it loaded.
    setupFiles: ['test/docs/doc-blocks.setup.ts'],
  },
});
