import type { Delivery, NotFired } from '../../wire.js';
import { eventTypeNamed } from '../catalog.js';
import type { Emitter } from '../emitter.js';
import { EmitError } from '../emitter.js';
import type { BuiltEvent } from '../../contract/webhook-event.js';
import type { PayloadContext } from '../payloads/context.js';
import type { IssueState, RepoWorld } from '../world.js';
import type { Fired, Vocabulary } from './vocabulary.js';
import { must } from '../../util/must.js';

/** One simulated action in progress: its context, its repo's world, the deliveries so far. */
export class Step {
  readonly deliveries: Delivery[] = [];
  readonly notFired: NotFired[] = [];

  constructor(
    private readonly emitter: Emitter,
    readonly ctx: PayloadContext,
    readonly world: RepoWorld,
  ) {}

  /** What the flavor's product fires for each step (its names, payloads and order). */
  get says(): Vocabulary {
    return this.emitter.catalog.vocabulary;
  }

  /** Fires events in order, each to the hooks that hear it (in its own context when it has one). */
  async fire(...events: Fired[]): Promise<void> {
    for (const e of events) {
      const ctx = e.ctx ?? this.ctx;
      const type = must(eventTypeNamed(this.emitter.catalog, e.type), `event type ${e.type}`);
      const built: BuiltEvent = { payload: e.payload, ref: e.ref ?? null, commits: e.commits ?? null };
      const fired = await this.emitter.fire(ctx, type, e.action, built);
      this.deliveries.push(...fired);
      this.notFired.push(...fired.notFired);
    }
  }

  issue(number: number, isPull?: boolean): IssueState {
    const found = this.world.issues.get(number);
    if (!found || (isPull !== undefined && found.isPull !== isPull)) {
      const kind = isPull ? 'pull request' : isPull === false ? 'issue' : 'issue or pull request';
      const known = [...this.world.issues.values()]
        .filter((i) => isPull === undefined || i.isPull === isPull)
        .map((i) => `#${i.number}`);
      throw new EmitError(
        `no ${kind} #${number} in ${this.ctx.repo?.owner}/${this.ctx.repo?.name} (known: ${known.join(', ') || 'none'})`,
      );
    }
    return found;
  }

  branch(name: string): string {
    const sha = this.world.branches.get(name);
    if (!sha)
      throw new EmitError(
        `no branch "${name}" (branches: ${[...this.world.branches.keys()].join(', ') || 'none'})`,
      );
    return sha;
  }

  touch(issue: IssueState): void {
    issue.updatedAt = this.ctx.at;
  }
}
