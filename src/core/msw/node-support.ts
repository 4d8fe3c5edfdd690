/**
 * msw 3 needs Node 22.12 or later (`Promise.withResolvers`, `Set.prototype.intersection`); on an
 * older Node it installs with only an EBADENGINE warning and then every test dies inside msw
 * (`Promise.withResolvers is not a function`; newcomer trial 4). This is the rule, pure: the
 * versions are given, so a test can ask about Node 20 without running it.
 */

/** The first Node msw 3 runs on (msw 3's `engines.node`). */
export const MSW3_MIN_NODE = '22.12.0';

function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** Whether version `a` is older than `b` (major.minor.patch). */
function older(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  return false;
}

/**
 * Why msw `mswVersion` cannot run on Node `nodeVersion`, or undefined when it can (or a version
 * is unknown: no guess then).
 *
 * @example
 * mswNodeProblem('3.0.5', '20.20.2'); // 'msw 3.0.5 needs Node 22.12.0 or later; this is Node 20.20.2 …'
 * @see docs/guide/msw3.md
 */
export function mswNodeProblem(
  mswVersion: string | undefined,
  nodeVersion: string | undefined,
): string | undefined {
  if (mswVersion === undefined || nodeVersion === undefined) return undefined;
  if ((parts(mswVersion)[0] ?? 0) < 3 || !older(nodeVersion, MSW3_MIN_NODE)) return undefined;
  const node = nodeVersion.replace(/^v/, '');
  return (
    `msw ${mswVersion} needs Node ${MSW3_MIN_NODE} or later; this is Node ${node} ` +
    `(msw would fail inside, e.g. "Promise.withResolvers is not a function"). ` +
    `Run the tests on Node >= 22.12, or use msw 2: npm install -D msw@^2.15.0`
  );
}
