import { ALL_SCOPES } from '../../../auth/principal.js';
import type { Principal } from '../../../auth/principal.js';
import { ApiError } from '../../../http/api-error.js';
import type { UserRecord } from '../../../state/database.js';
import type { AppRecord } from './app-record.js';
import { AppRegistry } from './app-registry.js';

/**
 * The id of an app's bot account (`<slug>[bot]`, the sender of what the app does): GitHub's bots
 * have ids of their own, which the scenario format does not name, so the mock puts them past
 * any scenario's users.
 */
export const BOT_ID_OFFSET = 10_000_000;

/** An app's bot account as a user record: no token, no site admin, every scope. */
export function botOf(app: AppRecord): UserRecord {
  return {
    id: BOT_ID_OFFSET + app.id,
    login: `${app.slug}[bot]`,
    fullName: '',
    email: '',
    token: '',
    admin: false,
    scopes: [...ALL_SCOPES],
    visibility: 'public',
  };
}

/**
 * Who an installation token (`ghs_…`, from `POST /app/installations/{id}/access_tokens`) acts
 * as: the app's bot, administering the hooks of the token's repositories only. Undefined for any
 * other token. A `ghs_` token the mock did not issue, or one past its hour on the mock's clock, is
 * GitHub's 401 `Bad credentials` in either `auth` mode: an installation token is never "any token".
 */
export function installationPrincipal(
  token: string,
  apps: AppRegistry,
  nowMs: number,
  badCredentials: string,
): Principal | undefined {
  if (!AppRegistry.isInstallationToken(token)) return undefined;
  const issued = apps.token(token, nowMs);
  const app = issued && apps.byId(issued.appId);
  if (!issued || !app) throw new ApiError(401, badCredentials);
  return { user: botOf(app), scopes: new Set(ALL_SCOPES), repositoryIds: new Set(issued.repositoryIds) };
}
