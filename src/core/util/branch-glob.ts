import { compileGlobMatcher, type Glob } from './glob-matcher.js';

/**
 * Branch filters are gobwas globs compiled without separators (see `glob-syntax.ts` for the
 * syntax): `*` and `**` match any run, `/` included. `compileGlob` throws on the patterns the
 * products reject, with gobwas's message (`[BranchFilter]: <message>` in a 422).
 */
export function compileGlob(pattern: string): Glob {
  return compileGlobMatcher(pattern);
}

/** Whether a branch passes a hook's filter (Gitea `checkBranch`: "" and "*" match everything). */
export function branchMatches(filter: string, branch: string): boolean {
  if (filter === '' || filter === '*') return true;
  try {
    return compileGlob(filter).match(branch);
  } catch {
    return false;
  }
}
