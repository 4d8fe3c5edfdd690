import { Binding } from './binding.js';
import { HOOK_ID_IN_URL } from './normalize-values.js';

/** Where GitHub's payloads name an account (a user or an org: one id sequence). */
const ACCOUNT_KEYS = new Set(['owner', 'organization', 'sender', 'user', 'account', 'pusher']);

/**
 * Hook ids seen while replaying against a server: the first time an expected id meets an actual
 * one at the same place they are bound, and must agree from then on. Other ids (GitHub's
 * deliveries, repositories, users) and logins are bound the same way, each in a namespace of its
 * own: a recording remaps hook ids only, so a hook's 2 and a delivery's 2 are different things.
 */
export class IdBinding {
  constructor(
    private readonly hooks = new Binding<number>(),
    /** Ids of anything but a hook, by namespace (see `other`). */
    private readonly others = new Map<string, Binding<number>>(),
    /** A recording names the upstream's users, a fresh mock the recorded ones (`recorded-user-1`). */
    readonly logins = new Binding<string>(),
    /** A delivery's GUID is new on every run (issue 32): bound like an id, wherever it shows. */
    readonly guids = new Binding<string>(),
    /** Text that spells an id (`node_id`, `avatar_url`): bound as the id is. */
    readonly spellings = new Binding<string>(),
    /** A push's people (its pusher, its commits' authors and committers), by where they stand. */
    private readonly people = new Map<string, Binding<string>>(),
  ) {}

  /** A copy to compare a trial answer with (a read asked again until it settles binds nothing). */
  copy(): IdBinding {
    return new IdBinding(
      this.hooks.copyInto(new Binding()),
      new Map([...this.others].map(([ns, b]) => [ns, b.copyInto(new Binding<number>())])),
      this.logins.copyInto(new Binding()),
      this.guids.copyInto(new Binding()),
      this.spellings.copyInto(new Binding()),
      new Map([...this.people].map(([at, b]) => [at, b.copyInto(new Binding<string>())])),
    );
  }

  /**
   * The binding of a person's `name`, `email` or `username` under a push's `pusher`, `author` or
   * `committer` (`at`: `author.email`): a recording names the upstream's user, a fresh mock the
   * recorded one, whose name is its login, so each field is bound on its own, like the sender.
   */
  person(at: string): Binding<string> {
    let binding = this.people.get(at);
    if (!binding) this.people.set(at, (binding = new Binding()));
    return binding;
  }

  /**
   * The binding of ids that are not a hook's, in the namespace of where they stand: GitHub's
   * users and orgs share one sequence (`owner`, `organization`, `sender` are one namespace), a
   * repository's is its own, and a top-level object's (a delivery) is `body`'s.
   */
  other(namespace: string): Binding<number> {
    const ns = ACCOUNT_KEYS.has(namespace) ? 'account' : namespace;
    let binding = this.others.get(ns);
    if (!binding) this.others.set(ns, (binding = new Binding()));
    return binding;
  }

  /** Binds a hook id on first sight; false when either side is already bound to something else. */
  match(expected: number, actual: number): boolean {
    return this.hooks.match(expected, actual);
  }

  /** The recorded hook id an answered one is bound to (itself when not yet bound). */
  expectedFor(actual: number): number {
    return this.hooks.expectedFor(actual);
  }

  /** The actual id for an expected one (itself when not yet bound). */
  actualFor(expected: number): number {
    return this.hooks.actualFor(expected);
  }

  /**
   * A recorded text with the hook id of a `/hooks/{id}` URL and each bound login (a URL path
   * segment) made the answered ones: GitHub's answers carry both in their URLs.
   */
  withBound(expected: string): string {
    let out = expected.replace(
      HOOK_ID_IN_URL,
      (_, at: string, id: string) => `${at}${this.actualFor(Number(id))}`,
    );
    for (const [recorded, answered] of this.logins.entries())
      out = out
        .split('/')
        .map((segment) => (segment === recorded ? answered : segment))
        .join('/');
    return out;
  }
}
