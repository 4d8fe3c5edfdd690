import { CliError } from './cli-errors.js';
import type { ListenPlan } from './listen-plan.js';
import type { Target } from './listen-target.js';
import { timedFetch } from './remote-call.js';
import { errorMessageOf } from '../client/control-fetch.js';
import { FLAVORS } from '../core/flavors/index.js';

const AUTH = { Authorization: 'token hookmock-listen', 'Content-Type': 'application/json' };

/** The hook `listen` made: its id, its API URL and the events the server stored. */
export interface MadeHook {
  id: number;
  url: string;
  events: string[];
}

/**
 * `listen`'s hook on the mock. A reset (or a colleague) may remove it and give its id to another
 * hook (security review 4, G6), so it is known by id *and* URL: `owned()` checks both before the
 * feed trusts it or `remove()` deletes it.
 */
export class ListenHook {
  constructor(
    private readonly target: Target,
    private readonly plan: ListenPlan,
    private readonly timeoutMs: number,
  ) {}

  private get collection(): string {
    const { where } = this.plan;
    return `${this.target.api}${'repo' in where ? `/repos/${where.repo}/hooks` : `/orgs/${where.org}/hooks`}`;
  }

  async create(): Promise<MadeHook> {
    const flavor = FLAVORS[this.target.flavor];
    const body = JSON.stringify({
      ...(flavor.hookTypeKey ? { [flavor.hookTypeKey]: flavor.nativeType } : {}),
      active: true,
      events: this.plan.events,
      config: { url: this.plan.forwardTo.href, content_type: 'json', secret: this.plan.secret },
    });
    const answer = await timedFetch(this.collection, { method: 'POST', headers: AUTH, body }, this.timeoutMs);
    if (answer.status !== 201)
      throw new CliError(
        `could not create the hook: ${this.collection} answered ${answer.status}: ${errorMessageOf(answer.text)}`,
      );
    const made: unknown = JSON.parse(answer.text);
    const id = fieldOf(made, 'id');
    if (typeof id !== 'number') throw new CliError('the server answered a hook without an id');
    const events = fieldOf(made, 'events');
    const stored = Array.isArray(events) ? events.filter((e) => typeof e === 'string') : this.plan.events;
    return { id, url: `${this.collection}/${id}`, events: stored };
  }

  /** Whether hook `hook` is still this one: it exists and points at the receiver. */
  async owned(hook: MadeHook): Promise<boolean> {
    const answer = await timedFetch(hook.url, { headers: AUTH }, this.timeoutMs);
    if (answer.status !== 200) return false;
    const config = fieldOf(JSON.parse(answer.text), 'config');
    return fieldOf(config, 'url') === this.plan.forwardTo.href;
  }

  /** Deletes the hook if it is still this one; says what it did. */
  async remove(hook: MadeHook, print: (line: string) => void): Promise<void> {
    const ours = await this.owned(hook).catch(() => false);
    if (!ours) return print(`the hook ${hook.url} is no longer listen's (gone or replaced); left as it is`);
    const answer = await timedFetch(hook.url, { method: 'DELETE', headers: AUTH }, this.timeoutMs).catch(
      () => undefined,
    );
    print(
      answer?.status === 204 ? `removed the hook (${hook.url})` : `could not remove the hook ${hook.url}`,
    );
  }
}

/** An own field of a JSON answer, or undefined. */
function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key)
    ? Reflect.get(value, key)
    : undefined;
}
