import type { Target } from '../../../delivery/dispatcher.js';
import { nodeId } from '../events/entities.js';
import type { WebhookEvent } from '../../../contract/webhook-event.js';
import type { HookRecord, RepoRecord } from '../../../state/database.js';
import type { AppRecord, InstallationRecord } from './app-record.js';
import type { AppRegistry } from './app-registry.js';

/**
 * GitHub's header value for a delivery to an app's webhook: `X-GitHub-Hook-Installation-Target-Type:
 * integration`, and `…-Target-ID` the app's id (octokit/webhooks' `EmitterWebhookEvent` headers;
 * go-playground/webhooks#23 saw it as `integration`).
 */
export const APP_TARGET_TYPE = 'integration';

/**
 * An app's webhook as the delivery code reads a hook: its id, URL, content type and secret;
 * `scopeId` the app's id (the target-ID header); subscribed to everything, always active.
 */
export function appHook(app: AppRecord, nativeType: string): HookRecord {
  return {
    id: app.hookId,
    scope: 'repo',
    scopeId: app.id,
    type: nativeType,
    active: true,
    events: ['*'],
    url: app.config.url,
    contentType: app.config.contentType,
    secret: app.config.secret,
    branchFilter: '',
    authorizationHeader: '',
    name: 'web',
    isSystemWebhook: false,
    slack: {},
    meta: '',
    created: app.created,
    updated: app.created,
  };
}

/** GitHub's `installation` of an app's payload: `{ id, node_id }` ("Simple Installation"), last. */
export function withInstallation(event: WebhookEvent, installation: InstallationRecord): WebhookEvent {
  const simple = { id: installation.id, node_id: nodeId('IntegrationInstallation', installation.id) };
  return { ...event, payload: { ...event.payload, installation: simple } };
}

/** One app target: the app's webhook, the event as the app gets it. */
export function appTarget(app: AppRecord, nativeType: string, event: WebhookEvent): Target {
  return {
    hook: appHook(app, nativeType),
    scope: { kind: 'app', app: app.slug },
    targetType: APP_TARGET_TYPE,
    event,
  };
}

/**
 * The apps an event in `repo` also goes to: every app installed on it, each with the event's
 * payload plus its installation (docs/guide/github.md, "GitHub Apps": "every event in an installed repository
 * also reaches the app's webhook URL").
 */
export function appTargets(
  apps: AppRegistry,
  nativeType: string,
  repo: RepoRecord | undefined,
  event: WebhookEvent,
): Target[] {
  if (!repo) return [];
  return apps
    .installedOn(repo.id)
    .map(({ app, installation }) => appTarget(app, nativeType, withInstallation(event, installation)));
}
