import type { AutoDisablePolicy } from '../../contract/auto-disable.js';
import { dcMetaOf, encodeDcMeta } from './meta.js';

/**
 * Data Center's circuit breaker (Atlassian's "Manage webhooks", "Circuit breaking"): after 5
 * consecutive failures a hook is skipped, first for 10 seconds, the rest growing (doubling here,
 * UNVERIFIED factor: docs/bitbucket-dc.md) to at most 10 hours; it is never disabled for
 * good, and a success closes it. Project and repository hooks alike. The count and the rest are
 * kept in the hook's `meta` (./meta.ts).
 */
export const DC_CIRCUIT_BREAKER: AutoDisablePolicy = {
  name: 'bitbucket-dc circuit breaker',
  graceFailures: 4,
  permanentAfter: Number.MAX_SAFE_INTEGER - 1,
  initialBackoffMs: 10_000,
  maxBackoffMs: 10 * 60 * 60_000,
  backoffGrowth: 2,
  scopes: new Set(['repo', 'org']),
  state: (hook) => {
    const meta = dcMetaOf(hook);
    return { recentFailures: meta.failures, disabledUntil: meta.restUntil };
  },
  withState: (hook, state) => ({
    meta: encodeDcMeta({ ...dcMetaOf(hook), failures: state.recentFailures, restUntil: state.disabledUntil }),
  }),
};
