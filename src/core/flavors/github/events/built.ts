import type { GithubPayloadOf, GithubPingPayload } from './schemas.js';

/**
 * What a `github` flavor builder must return for an event: GitHub's own type
 * (`@octokit/openapi-webhooks-types`, one operation per action), string enums checked as strings
 * like `BuiltPayload`. The keys an action adds at the top (`label`, `assignee`, `changes` of
 * issues and pull requests) are built as a table (tracker-events.ts `topOf`), unchecked.
 */
export type GithubBuiltPayload<E extends string> = Loose<GithubPayloadOf<E>>;
/** What the github flavor's `ping` builder must return. */
export type GithubBuiltPing = Loose<GithubPingPayload>;

/** Literal strings widened to `string`, down the tree and across each union member. */
export type Loose<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? Loose<E>[]
    : T extends object
      ? { [K in keyof T]: Loose<T[K]> }
      : T;
