/**
 * Issue 32 item 3: under Jest, `import 'hookmock/jest'` alone (or the module as a
 * `setupFilesAfterEnv` entry, as `@testing-library/jest-dom`) and `setupHookMock` register the
 * matchers with jest's global `expect`; before, they only typed them, and the first
 * `expect(mock).toHaveDelivered()` threw "is not a function". Jest itself runs them in
 * `scripts/jest-leg.sh`; here a global `expect` with `extend` stands in for jest's, and the
 * lifecycle globals are vitest's. An integration file: each gets fresh modules, so the import's
 * side effect happens here.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchers } from '../../src/matchers/index.js';

const extend = vi.fn();
vi.stubGlobal(
  'expect',
  Object.assign(() => undefined, { extend }),
);
vi.stubGlobal('beforeAll', beforeAll);
vi.stubGlobal('afterEach', afterEach);
vi.stubGlobal('afterAll', afterAll);
afterAll(() => vi.unstubAllGlobals());

describe('hookmock/jest registers the matchers', () => {
  it("import 'hookmock/jest' extends jest's global expect with them", async () => {
    await import('../../src/matchers/jest.js');
    expect(extend).toHaveBeenCalledWith(matchers);
  });
});

describe('setupHookMock under jest registers them too', async () => {
  // The jest face of hookmock/vitest (require('hookmock/vitest') under jest): no vitest import.
  const { setupHookMock } = await import('../../src/vitest/jest.js');
  extend.mockClear();
  setupHookMock();
  it('extends the global expect', () => {
    expect(extend).toHaveBeenCalledWith(matchers);
  });
});
