import { UsageError } from './cli-errors.js';
import { standardWebhooksKey } from '../core/delivery/signer.js';
import type { Flavor } from '../core/contract/flavor.js';
import { FLAVORS } from '../core/flavors/index.js';

/**
 * `--signing-token whsec_…` of `send` and `listen` (gitlab's `signing_token`): only for a flavor
 * whose hooks sign with a Standard Webhooks secret, and only of the `whsec_<base64>` form.
 */
export function signingTokenOption(value: unknown, flavor: Flavor): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!flavor.receiverCheck.signingTokens) {
    const which = Object.values(FLAVORS).filter((f) => f.receiverCheck.signingTokens);
    throw new UsageError(
      `--signing-token is for the flavors whose hooks sign with one (${which.map((f) => f.name).join(', ')}), not ${flavor.name}`,
    );
  }
  if (!standardWebhooksKey(value))
    throw new UsageError(
      '--signing-token must be whsec_ followed by a base64 key, e.g. whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    );
  return value;
}
