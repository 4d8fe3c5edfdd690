import type { DeliveryHeaderInput } from '../../contract/flavor.js';
import { PING_KEY } from './events/catalog.js';
import { DC_APPLICATION } from './hooks/resources.js';

/** The agent of Data Center's HTTP client (UNVERIFIED: docs/bitbucket-dc-deliveries.md); the version is the mock's. */
export const DC_AGENT = `Atlassian HttpClient / Bitbucket-${DC_APPLICATION.version} (${DC_APPLICATION.buildNumber})`;

/**
 * A Data Center delivery's headers (Atlassian's "Manage webhooks", "HTTP headers";
 * `@coderabbitai/bitbucket`'s `BitbucketServerWebhookHeaders`): `X-Event-Key`, `X-Request-Id` (a
 * UUID per request), `X-Hub-Signature: sha256=<hex>` only with `configuration.secret`, and
 * `Authorization: Basic …` only when the hook has `credentials`. No `X-Attempt-Number` (Data
 * Center sends none, bitrise-webhooks#65). The test press's ping is `diagnostics:ping`.
 */
export function bitbucketDcDeliveryHeaders(input: DeliveryHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'User-Agent': DC_AGENT,
    'X-Event-Key': input.event === 'ping' ? PING_KEY : input.event,
    'X-Request-Id': input.deliveryId,
  };
  if (input.sha256 !== '') headers['X-Hub-Signature'] = `sha256=${input.sha256}`;
  if (input.authorizationHeader !== '') headers.Authorization = input.authorizationHeader;
  return headers;
}
