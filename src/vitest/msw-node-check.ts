import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HookMockError } from '../core/errors/hookmock-error.js';
import { mswNodeProblem } from '../core/msw/node-support.js';

/** The versions the check compares; a test passes its own (an old Node without running one). */
export interface RuntimeVersions {
  msw(): string | undefined;
  node(): string | undefined;
}

/**
 * The installed msw's version, resolved from the project (where the test runner finds the peer
 * msw hookmock uses; no `import.meta`, which the CommonJS build of this entry lacks). Unknown
 * when it cannot be read: the check then stays silent.
 */
function installedMsw(): string | undefined {
  try {
    const pkg: unknown = createRequire(join(process.cwd(), 'index.js'))('msw/package.json');
    if (typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string')
      return pkg.version;
  } catch {
    // No msw the project resolves (a monorepo's hoisting, say): nothing to check against.
  }
  return undefined;
}

/** This process's versions. */
export const RUNTIME: RuntimeVersions = { msw: installedMsw, node: () => process.versions.node };

/**
 * Refuses msw 3 on a Node older than 22.12 with a hookmock message naming both versions, before
 * `setupServer` runs: otherwise every test fails later inside msw with a TypeError.
 *
 * @example
 * assertMswRuns(); // throws HookMockError under msw 3 on Node 20
 * @see docs/guide/msw3.md
 */
export function assertMswRuns(versions: RuntimeVersions = RUNTIME): void {
  const problem = mswNodeProblem(versions.msw(), versions.node());
  if (problem !== undefined) throw new HookMockError(problem);
}
