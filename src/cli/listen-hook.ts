import { CliError } from './cli-errors.js';
import type { ListenPlan } from './listen-plan.js';
import type { Target } from './listen-target.js';
import { timedFetch } from './remote-call.js';
import { errorMessageOf } from '../client/control-fetch.js';
import { FLAVORS } from '../core/flavors/index.js';

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

  /** How this server's flavor makes and shows a hook (`Flavor.hookApi`). */
  private get api() {
    return FLAVORS[this.target.flavor].hookApi;
  }

  private get collection(): string {
    return `${this.target.api}${this.api.collection(this.plan.where)}`;
  }

  private get headers(): Record<string, string> {
    return { ...this.api.auth, 'Content-Type': 'application/json' };
  }

  async create(): Promise<MadeHook> {
    const flavor = FLAVORS[this.target.flavor];
    const { secret, events, signingToken } = this.plan;
    const parts = {
      url: this.plan.forwardTo.href,
      secret,
      events,
      ...(signingToken ? { signingToken } : {}),
    };
    const body = JSON.stringify(this.api.createBody(parts, flavor.hookTypeKey, flavor.nativeType));
    const answer = await timedFetch(
      this.collection,
      { method: 'POST', headers: this.headers, body },
      this.timeoutMs,
    );
    // 201 in most products; some answer a create with 200 (the flavor's own guide says which).
    if (answer.status !== 201 && answer.status !== 200)
      throw new CliError(
        `could not create the hook: ${this.collection} answered ${answer.status}: ${errorMessageOf(answer.text)}`,
      );
    const made = recordOf(JSON.parse(answer.text));
    const id = made.id;
    if (typeof id !== 'number') throw new CliError('the server answered a hook without an id');
    return { id, url: `${this.collection}/${id}`, events: this.api.eventsOf(made) ?? this.plan.events };
  }

  /** Whether hook `hook` is still this one: it exists and points at the receiver. */
  async owned(hook: MadeHook): Promise<boolean> {
    const answer = await timedFetch(hook.url, { headers: this.headers }, this.timeoutMs);
    if (answer.status !== 200) return false;
    return this.api.urlOf(recordOf(JSON.parse(answer.text))) === this.plan.forwardTo.href;
  }

  /** Deletes the hook if it is still this one; says what it did. */
  async remove(hook: MadeHook, print: (line: string) => void): Promise<void> {
    const ours = await this.owned(hook).catch(() => false);
    if (!ours) return print(`the hook ${hook.url} is no longer listen's (gone or replaced); left as it is`);
    const answer = await timedFetch(
      hook.url,
      { method: 'DELETE', headers: this.headers },
      this.timeoutMs,
    ).catch(() => undefined);
    print(
      answer?.status === 204 ? `removed the hook (${hook.url})` : `could not remove the hook ${hook.url}`,
    );
  }
}

/** A JSON answer's object (an empty one for anything else). */
function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}
