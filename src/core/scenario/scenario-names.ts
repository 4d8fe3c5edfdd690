import type { Problems } from './problems.js';

/** Records a problem of the scenario and abandons the item being built (problems.ts). */
export type Fail = (field: string, expected: string) => never;

/** The account names of a scenario: unique across users and orgs, looked up case-insensitively. */
export class Names {
  private readonly accounts = new Set<string>();
  private readonly users = new Set<string>();

  readonly fail: Fail;

  constructor(readonly problems: Problems) {
    this.fail = problems.fail;
  }

  claim(name: string, field: string, isUser: boolean): void {
    const key = name.toLowerCase();
    if (this.accounts.has(key)) this.fail(field, `a unique user or org name ("${name}" is used twice)`);
    this.accounts.add(key);
    if (isUser) this.users.add(key);
  }

  isAccount = (name: string) => this.accounts.has(name.toLowerCase());
  /** Every listed user and org name (lower case), for a "did you mean". */
  all = () => this.accounts.values();

  /** Every entry of `list` must be a listed user. */
  requireUsers(list: readonly string[] | undefined, field: string): void {
    (list ?? []).forEach(
      (login, j) =>
        this.users.has(login.toLowerCase()) ||
        this.fail(`${field}[${j}]`, `a listed user ("${login}" is not one)`),
    );
  }
}
