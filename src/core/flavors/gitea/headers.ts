import type { DeliveryHeaderInput } from '../../contract/flavor.js';
import { deliveryContentType } from '../../delivery/encoding.js';

/** The header set Gitea sends for its own and gogs-type hooks (docs/behaviour.md §7.1, in its order). */
export function giteaHeaders(input: DeliveryHeaderInput, withTargetType = true): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Type': deliveryContentType(input.contentType),
    'X-Gitea-Delivery': input.deliveryId,
    'X-Gitea-Event': input.event,
    'X-Gitea-Event-Type': input.eventType,
    'X-Gitea-Signature': input.sha256,
    'X-Gogs-Delivery': input.deliveryId,
    'X-Gogs-Event': input.event,
    'X-Gogs-Event-Type': input.eventType,
    'X-Gogs-Signature': input.sha256,
    'X-Hub-Signature': `sha1=${input.sha1}`,
    'X-Hub-Signature-256': `sha256=${input.sha256}`,
    'X-GitHub-Delivery': input.deliveryId,
    'X-GitHub-Event': input.event,
    'X-GitHub-Event-Type': input.eventType,
  };
  if (withTargetType) {
    h['X-GitHub-Hook-Installation-Target-Type'] = input.targetType;
    h['X-Gitea-Hook-Installation-Target-Type'] = input.targetType;
  }
  if (input.authorizationHeader) h.Authorization = input.authorizationHeader;
  return h;
}
