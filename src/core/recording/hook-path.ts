/** What every hook path carries besides its owner: which hook, and what kind of call it is. */
interface PathFacts {
  id?: string;
  /** A `/tests` call (a test press). */
  tests?: boolean;
  /** An owner read (GitLab's `GET /projects/:id`): it shows the owner and the caller, not admin rights. */
  read?: boolean;
  /**
   * The owner named by its number (GitLab's `/projects/1/hooks`, as python-gitlab and go-gitlab
   * address it), bound to its name by the session's answers (owner-ids.ts); its names are empty until then.
   */
  ownerId?: string;
}

/** A hook path as recordings see it: which owner, which hook, whether it is a `/tests` call. */
export type HookPath =
  ({ scope: 'repo'; owner: string; repo: string } & PathFacts) | ({ scope: 'org'; org: string } & PathFacts);
