/** A hook path as recordings see it: which owner, which hook, whether it is a `/tests` call. */
export type HookPath =
  | { scope: 'repo'; owner: string; repo: string; id?: string; tests?: boolean }
  | { scope: 'org'; org: string; id?: string; tests?: boolean };
