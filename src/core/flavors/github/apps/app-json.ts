import type { AppRecord, InstallationRecord } from './app-record.js';
import type { InstallationToken } from './app-registry.js';
import { githubUserOf, nodeId } from '../events/entities.js';
import { accountOf } from '../../../events/payloads/context.js';
import type { Site } from '../../../events/entities/shape.js';
import type { Store } from '../../../state/store.js';
import { stableHex } from '../../../util/stable-hex.js';
import { timestampAt } from '../../../util/timestamp.js';

/**
 * The permissions every app of the mock has: what it needs to read a repository and manage its
 * hooks (GitHub's `app-permissions`; the scenario format has no field for them).
 */
export const APP_PERMISSIONS = {
  contents: 'read',
  issues: 'write',
  metadata: 'read',
  organization_hooks: 'write',
  pull_requests: 'write',
  repository_hooks: 'write',
} as const;

/** Where the app JSON's URLs point: the mock's origin (pages) and API. */
export interface AppScene {
  readonly store: Store;
  readonly site: Site;
  /** The events an app hears: every event of the flavor's catalog. */
  readonly events: readonly string[];
}

/** The account that owns an app: its first installation's, else the scenario's first user. */
function ownerLogin(store: Store, app: AppRecord): string {
  return app.installations[0]?.account ?? store.allUsers()[0]?.login ?? 'ghost';
}

/** `integration`: `GET /app`, keys in the order of GitHub's example. */
export function appJson(scene: AppScene, app: AppRecord) {
  const html = `${scene.site.appUrl}flavors/github/apps/${app.slug}`;
  return {
    id: app.id,
    slug: app.slug,
    node_id: nodeId('Integration', app.id),
    client_id: `Iv1.${stableHex(`client:${app.id}`, 16)}`,
    owner: githubUserOf(scene, ownerLogin(scene.store, app)),
    name: app.slug,
    description: null,
    external_url: html,
    html_url: html,
    created_at: app.created,
    updated_at: app.created,
    permissions: APP_PERMISSIONS,
    events: scene.events,
    installations_count: app.installations.length,
  };
}

/** `installation`: `GET /app/installations`, `GET /repos/{owner}/{repo}/installation`. */
export function installationJson(scene: AppScene, app: AppRecord, inst: InstallationRecord) {
  const account = accountOf(scene.store, inst.account);
  const isOrg = scene.store.org(inst.account) !== undefined;
  const settings = isOrg ? `organizations/${inst.account}/settings` : 'settings';
  return {
    id: inst.id,
    client_id: `Iv1.${stableHex(`client:${app.id}`, 16)}`,
    account: githubUserOf(scene, inst.account),
    repository_selection: inst.repositorySelection,
    access_tokens_url: `${scene.site.apiUrl}/app/installations/${inst.id}/access_tokens`,
    repositories_url: `${scene.site.apiUrl}/installation/repositories`,
    html_url: `${scene.site.appUrl}${settings}/installations/${inst.id}`,
    app_id: app.id,
    app_slug: app.slug,
    target_id: account.id,
    target_type: isOrg ? 'Organization' : 'User',
    permissions: APP_PERMISSIONS,
    events: scene.events,
    created_at: inst.created,
    updated_at: inst.created,
    single_file_name: null,
    has_multiple_single_files: false,
    single_file_paths: [],
    suspended_by: null,
    suspended_at: null,
  };
}

/** `installation-token`: the 201 of `POST /app/installations/{id}/access_tokens`. */
export function tokenJson(token: InstallationToken) {
  return {
    token: token.token,
    expires_at: timestampAt(token.expiresAt),
    permissions: APP_PERMISSIONS,
    repository_selection: 'selected',
  };
}

/** `webhook-config` of an app: the secret masked, as a hook's. */
export function appConfigJson(app: AppRecord): Record<string, string> {
  const { config } = app;
  return {
    content_type: config.contentType,
    insecure_ssl: config.insecureSsl,
    ...(config.secret ? { secret: '********' } : {}),
    url: config.url,
  };
}
