import type { Flavor } from '../contract/flavor.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { swaggerUrl } from '../http/respond.js';
import type { RouteMatch } from '../routing/hook-routes.js';
import type { FaultRuleInput } from './fault-rule.js';
import { faultResponse } from './fault-response.js';
import { FaultSet } from './fault-set.js';
import type { FaultTarget } from './fault-set.js';
import { drawDelay, seededRandom, sleep } from '../util/seeded-random.js';
import type { Delay } from '../util/seeded-random.js';

/** What passed the gate: the rule that answered (if any) and how the request goes on. */
export interface GatePass {
  fault: string | undefined;
  run(api: () => CoreResponse | Promise<CoreResponse>): Promise<CoreResponse>;
}

/** What the gate answers with and draws from: the flavor, the base path, the scenario's seed. */
interface GateParts {
  readonly flavor: Flavor;
  readonly basePath: string;
  seed(): number;
}

/**
 * Faults and latency in front of the mocked API (never the control API). Requests nothing
 * applies to pass untouched and synchronously, so a mock without rules behaves as before.
 */
export class RequestGate {
  readonly faults: FaultSet;
  private random: () => number = Math.random;

  constructor(
    private readonly host: GateParts,
    private readonly latency: Delay | undefined,
    private readonly initialFaults: readonly FaultRuleInput[] = [],
  ) {
    this.faults = new FaultSet(() => host.seed());
  }

  /** Back to the start: the initial rules with fresh counters, latency drawn from the seed again. */
  restart(): void {
    this.faults.restart(this.initialFaults);
    this.random = seededRandom(this.host.seed() ^ 0x5eed);
  }

  /** Whether every request passes untouched: no fault rules, no latency. */
  get open(): boolean {
    return this.faults.size === 0 && this.latency === undefined;
  }

  /** `match` is the hook route the request was matched to once (`Engine.handle`). */
  check(request: CoreRequest, rest: string, match: RouteMatch): GatePass | undefined {
    // The common case costs one comparison: no rules, no latency.
    if (this.open) return undefined;
    const latency = this.latency === undefined ? 0 : drawDelay(this.latency, this.random);
    const hit = this.faults.size === 0 ? undefined : this.faults.pick(targetOf(request, rest, match));
    if (hit === undefined && this.latency === undefined) return undefined;
    const delay = latency + (hit?.delayMs ?? 0);
    const rule = hit?.rule;
    const answering =
      rule !== undefined && (rule.status !== undefined || rule.network !== undefined) ? rule : undefined;
    const route = match.kind === 'route' ? match.route : undefined;
    const docs =
      route?.docs ?? this.host.flavor.docsUrl ?? swaggerUrl(request.url.origin, this.host.basePath);
    return {
      fault: rule?.id,
      run: async (api) => {
        await sleep(delay);
        return answering ? faultResponse(answering, this.host.flavor, docs) : api();
      },
    };
  }
}

/** What rules match on: the route the hook route table found for this method and path. */
function targetOf(request: CoreRequest, rest: string, match: RouteMatch): FaultTarget {
  const route = match.kind === 'route' ? match.route : undefined;
  return {
    method: request.method,
    path: request.url.pathname,
    rest,
    operation: route?.operation,
    scope: route?.scope,
  };
}
