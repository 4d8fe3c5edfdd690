import { UsageError } from './cli-errors.js';
import { standardWebhooksKey } from '../core/delivery/signer.js';
import type { Flavor } from '../core/flavors/flavor.js';
import { RECEIVER_CHECK_DIALECTS } from '../core/flavors/receiver-check-dialect.js';

/**
 * `--signing-token whsec_…` of `send` and `listen` (gitlab's `signing_token`): only for a flavor
 * whose hooks sign with a Standard Webhooks secret, and only of the `whsec_<base64>` form.
 */
export function signingTokenOption(value: unknown, flavor: Flavor): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!RECEIVER_CHECK_DIALECTS[flavor.name].signingTokens) {
    const which = Object.entries(RECEIVER_CHECK_DIALECTS).filter(([, d]) => d.signingTokens);
    throw new UsageError(
      `--signing-token is for the flavors whose hooks sign with one (${which.map(([n]) => n).join(', ')}), not ${flavor.name}`,
    );
  }
  if (!standardWebhooksKey(value))
    throw new UsageError(
      '--signing-token must be whsec_ followed by a base64 key, e.g. whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    );
  return value;
}
