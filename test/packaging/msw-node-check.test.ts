/**
 * msw 3 on a Node older than 22.12 is caught with a hookmock message naming both versions (issue
 * 32 item 9b; newcomer trial 4, trial 3): `setupHookMock` checks before msw's `setupServer`, so
 * the user reads why instead of `Promise.withResolvers is not a function` in every test. The old
 * Node is simulated: the check takes the versions it compares.
 */
import { describe, expect, it } from 'vitest';
import { HookMockError } from '../../src/index.js';
import { mswNodeProblem } from '../../src/core/msw/node-support.js';
import { RUNTIME, assertMswRuns } from '../../src/vitest/msw-node-check.js';

const versions = (msw: string, node: string) => ({ msw: () => msw, node: () => node });

describe('msw 3 on an old Node', () => {
  it('is refused with a hookmock error naming the msw and Node versions', () => {
    const attempt = () => assertMswRuns(versions('3.0.5', '20.20.2'));
    expect(attempt).toThrow(HookMockError);
    expect(attempt).toThrow(
      'hookmock: msw 3.0.5 needs Node 22.12.0 or later; this is Node 20.20.2 (msw would fail inside, e.g. "Promise.withResolvers is not a function"). Run the tests on Node >= 22.12, or use msw 2: npm install -D msw@^2.15.0',
    );
    expect(() => assertMswRuns(versions('3.1.0', 'v22.11.9'))).toThrow(/this is Node 22\.11\.9/);
  });

  it('lets every supported pair through, and stays silent when a version is unknown', () => {
    expect(mswNodeProblem('3.0.5', '22.12.0')).toBeUndefined();
    expect(mswNodeProblem('3.0.5', '24.1.0')).toBeUndefined();
    expect(mswNodeProblem('2.15.0', '20.19.0')).toBeUndefined();
    expect(mswNodeProblem(undefined, '20.19.0')).toBeUndefined();
    expect(() => assertMswRuns({ msw: () => undefined, node: () => '20.0.0' })).not.toThrow();
  });

  it('reads this run’s msw and Node, which pass (this suite runs a supported pair)', () => {
    expect(RUNTIME.msw()).toMatch(/^[23]\./);
    expect(RUNTIME.node()).toBe(process.versions.node);
    expect(() => assertMswRuns()).not.toThrow();
  });
});
