/**
 * Gitea's canonical scope order (models/auth/access_token_scope.go `allAccessTokenScopes`):
 * write before read in each category, categories in this order.
 */
const CATEGORIES = [
  'activitypub',
  'admin',
  'misc',
  'notification',
  'organization',
  'package',
  'issue',
  'repository',
  'user',
] as const;

/**
 * A token's scopes as Gitea stores them (`AccessTokenScope.Normalize`, run when a token is
 * created): canonical order, `write:X` absorbs `read:X`, `all` for every write scope.
 */
export function normalizeScopes(scopes: Iterable<string>): string {
  const given = new Set(scopes);
  const all = given.has('all');
  const out: string[] = given.has('public-only') ? ['public-only'] : [];
  const writes: string[] = [];
  for (const category of CATEGORIES) {
    if (all || given.has(`write:${category}`)) writes.push(`write:${category}`);
    else if (given.has(`read:${category}`)) writes.push(`read:${category}`);
  }
  const everyWrite = writes.length === CATEGORIES.length && writes.every((s) => s.startsWith('write:'));
  return [...out, ...(everyWrite ? ['all'] : writes)].join(',');
}
