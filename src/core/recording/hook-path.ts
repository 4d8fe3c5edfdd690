/** What every hook path carries besides its owner: which hook, and what kind of call it is. */
interface PathFacts {
  id?: string;
  /** A `/tests` call (a test press). */
  tests?: boolean;
  /** An owner read (GitLab's `GET /projects/:id`): it shows the owner and the caller, not admin rights. */
  read?: boolean;
  /**
   * The owner named by its number (GitLab's `/projects/1/hooks`, as python-gitlab and go-gitlab
   * address it; GitHub's `/repositories/1/hooks`), bound to its name by the session's answers
   * (owner-ids.ts); its names are empty until then, and it keeps the number once named.
   */
  ownerId?: string;
}

/** A hook path as recordings see it: which owner, which hook, whether it is a `/tests` call. */
export type HookPath =
  ({ scope: 'repo'; owner: string; repo: string } & PathFacts) | ({ scope: 'org'; org: string } & PathFacts);

/** Whether a path names no owner: addressed by a number no answer of the session bound to a name. */
export const isUnbound = (route: HookPath): boolean =>
  route.ownerId !== undefined &&
  (route.scope === 'repo' ? route.owner === '' && route.repo === '' : route.org === '');
