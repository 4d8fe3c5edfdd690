/**
 * The bitbucket-dc payload builders against `@coderabbitai/bitbucket`'s Data Center webhook
 * payload types (generated from Atlassian's examples), checked by the compiler: every key both
 * name has a type the client's accepts (a key the client's type has and a builder leaves out, such
 * as an empty `description`, is allowed: Data Center omits empty fields). `eventKey` is left out:
 * the builders type it `string`; test/bitbucket-dc/events.test.ts checks its value.
 */
import type * as Server from '@coderabbitai/bitbucket/server';
import { describe, expect, it } from 'vitest';
import type { refsChanged } from '../../src/core/flavors/bitbucket-dc/events/refs.js';
import type {
  prEvent,
  prFromRefUpdated,
  prModified,
  prReviewer,
  prReviewersUpdated,
} from '../../src/core/flavors/bitbucket-dc/events/pull-requests.js';
import type { prComment, repoComment } from '../../src/core/flavors/bitbucket-dc/events/comments.js';
import type { repoModified } from '../../src/core/flavors/bitbucket-dc/events/repository.js';

type DeepPartial<T> = [T] extends [null]
  ? unknown
  : T extends readonly (infer U)[]
    ? readonly DeepPartial<U>[]
    : T extends object
      ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
      : T;
/** What the client's type accepts, `eventKey` aside. */
type Accepts<T> = DeepPartial<Omit<T, 'eventKey'>>;
/** Compiles only when what `F` builds fits `T`. */
type Fits<T, F extends (...args: never[]) => unknown> =
  Omit<ReturnType<F>, 'eventKey'> extends Accepts<T> ? true : never;

const CHECKED: readonly true[] = [
  true satisfies Fits<Server.repo.refsChanged.RepoRefsChanged, typeof refsChanged>,
  true satisfies Fits<Server.repo.modified.RepoModified, typeof repoModified>,
  true satisfies Fits<Server.repo.commentAdded.RepoCommentAdded, typeof repoComment>,
  true satisfies Fits<Server.pr.opened.PROpened, typeof prEvent>,
  true satisfies Fits<Server.pr.modified.PRModified, typeof prModified>,
  true satisfies Fits<Server.pr.fromRefUpdated.PRFromRefUpdated, typeof prFromRefUpdated>,
  true satisfies Fits<Server.pr.reviewerApproved.PRReviewerApproved, typeof prReviewer>,
  true satisfies Fits<Server.pr.reviewerUpdated.PRReviewerUpdated, typeof prReviewersUpdated>,
  true satisfies Fits<Server.pr.commentAdded.PRCommentAdded, typeof prComment>,
];

describe('bitbucket-dc payloads against @coderabbitai/bitbucket', () => {
  it('fit the client’s payload types (checked by the compiler)', () => {
    expect(CHECKED).toHaveLength(9);
  });
});
