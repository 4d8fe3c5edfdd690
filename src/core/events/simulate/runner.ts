import type { Delivery, NotFired } from '../../types.js';
import { EVENT_TYPES } from '../catalog.js';
import type { Emitter } from '../emitter.js';
import { EmitError } from '../emitter.js';
import type { BuiltEvent } from '../event.js';
import type { PayloadContext } from '../payloads/context.js';
import type { IssueState, RepoWorld } from '../world.js';
import { must } from '../../util/must.js';

const typeNamed = (name: string) =>
  must(
    EVENT_TYPES.find((t) => t.name === name),
    `event type ${name}`,
  );

/** One simulated action in progress: its context, its repo's world, the deliveries so far. */
export class Step {
  readonly deliveries: Delivery[] = [];
  readonly notFired: NotFired[] = [];

  constructor(
    private readonly emitter: Emitter,
    readonly ctx: PayloadContext,
    readonly world: RepoWorld,
  ) {}

  async fire(
    type: string,
    action: string | null,
    payload: Record<string, unknown>,
    ref: string | null = null,
    commits: number | null = null,
    /** Another repository's context (a fork's own `repository` `created`). */
    ctx: PayloadContext = this.ctx,
  ) {
    const built: BuiltEvent = { payload, ref, commits };
    const fired = await this.emitter.fire(ctx, typeNamed(type), action, built);
    this.deliveries.push(...fired);
    this.notFired.push(...fired.notFired);
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
