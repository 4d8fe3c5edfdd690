import type { StateData } from '../state/state-data.js';
import type { UserRecord } from '../state/database.js';

/**
 * Who an unknown token acts as in `auth: 'any'`: a site administrator whose id follows every
 * seeded user and organization, so it never collides with one.
 */
export function siteAdminOf(initial: StateData): UserRecord {
  const lastId = Math.max(0, ...initial.users.map((u) => u.id), ...initial.orgs.map((o) => o.id));
  return {
    id: lastId + 1,
    login: 'admin',
    fullName: 'Site Admin',
    email: 'admin@example.test',
    token: '',
    admin: true,
    scopes: ['all'],
    visibility: 'public',
  };
}
