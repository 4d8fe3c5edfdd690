/**
 * The payload builders are checked by the compiler (issue 16 item 6): each returns its object
 * `satisfies BuiltPayload<E>` (src/core/flavors/gitea/events/built.ts: the Gitea and Forgejo payload
 * types merged), so a key no product has, a key both have left out or a value of the wrong type
 * does not compile. The `@ts-expect-error` blocks are builders with such a mistake.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Delivery, DeliveryEventType, EventName, NotFired } from '../../src/index.js';
import type { PayloadContext } from '../../src/core/events/payloads/context.js';
import type { BuiltPayload } from '../../src/core/flavors/gitea/events/built.js';
import type { GithubBuiltPayload } from '../../src/core/flavors/github/events/built.js';
import type { githubFork, githubPush } from '../../src/core/flavors/github/events/git.js';
import type { githubRelease } from '../../src/core/flavors/github/events/other.js';
import type { PayloadOf } from '../../src/core/payload-of.js';
import type { commentPayload, issuePayload, pullPayload } from '../../src/core/events/payloads/issues.js';
import type {
  createPayload,
  deletePayload,
  forkPayload,
  testPushPayload,
} from '../../src/core/events/payloads/git.js';
import { pushPayload } from '../../src/core/events/payloads/git.js';
import type {
  packagePayload,
  releasePayload,
  repositoryPayload,
  statusPayload,
} from '../../src/core/events/payloads/other.js';
import { wikiPayload } from '../../src/core/events/payloads/other.js';
import type { workflowJobPayload, workflowRunPayload } from '../../src/core/events/payloads/actions.js';
import type { actionRunPayload } from '../../src/core/events/payloads/action-run.js';

type Built<F extends (...args: never[]) => unknown> = ReturnType<F>;

describe('payload builders', () => {
  it('return what the payload types allow, for every event family', () => {
    expectTypeOf<Built<typeof pushPayload>>().toExtend<BuiltPayload<'push'>>();
    expectTypeOf<Built<typeof testPushPayload>>().toExtend<BuiltPayload<'push'>>();
    expectTypeOf<Built<typeof createPayload>>().toExtend<BuiltPayload<'create'>>();
    expectTypeOf<Built<typeof deletePayload>>().toExtend<BuiltPayload<'delete'>>();
    expectTypeOf<Built<typeof forkPayload>>().toExtend<BuiltPayload<'fork'>>();
    expectTypeOf<Built<typeof issuePayload>>().toExtend<BuiltPayload<'issues'>>();
    expectTypeOf<Built<typeof pullPayload>>().toExtend<BuiltPayload<'pull_request'>>();
    expectTypeOf<Built<typeof commentPayload>>().toExtend<BuiltPayload<'issue_comment'>>();
    expectTypeOf<Built<typeof releasePayload>>().toExtend<BuiltPayload<'release'>>();
    expectTypeOf<Built<typeof repositoryPayload>>().toExtend<BuiltPayload<'repository'>>();
    expectTypeOf<Built<typeof wikiPayload>>().toExtend<BuiltPayload<'wiki'>>();
    expectTypeOf<Built<typeof packagePayload>>().toExtend<BuiltPayload<'package'>>();
    expectTypeOf<Built<typeof statusPayload>>().toExtend<BuiltPayload<'status'>>();
    expectTypeOf<Built<typeof workflowRunPayload>>().toExtend<BuiltPayload<'workflow_run'>>();
    expectTypeOf<Built<typeof workflowJobPayload>>().toExtend<BuiltPayload<'workflow_job'>>();
    expectTypeOf<Built<typeof actionRunPayload>>().toExtend<BuiltPayload<'action_run_failure'>>();
  });

  it('fail to compile with a misspelt key, a wrong value type or a missing key', () => {
    const wiki = (ctx: PayloadContext) => wikiPayload(ctx, 'created');
    // @ts-expect-error `pages` is a key of neither product's WikiPayload
    void ((ctx: PayloadContext) => ({ ...wiki(ctx), pages: 'Home' }) satisfies BuiltPayload<'wiki'>);
    // @ts-expect-error `page` is a string in both products
    void ((ctx: PayloadContext) => ({ ...wiki(ctx), page: 1 }) satisfies BuiltPayload<'wiki'>);
    void ((ctx: PayloadContext) => {
      const { page: _page, ...withoutPage } = wiki(ctx);
      // @ts-expect-error both products send `page`
      return withoutPage satisfies BuiltPayload<'wiki'>;
    });
    const push = (ctx: PayloadContext) => pushPayload(ctx, { ref: '', before: '', after: '', commits: [] });
    const numericIds = (ctx: PayloadContext) => push(ctx).commits.map((c) => ({ ...c, id: 1 }));
    const withNumericIds = (ctx: PayloadContext) => ({ ...push(ctx), commits: numericIds(ctx) });
    // @ts-expect-error a commit's `id` is a string (a SHA), at any depth
    void ((ctx: PayloadContext) => withNumericIds(ctx) satisfies BuiltPayload<'push'>);
  });

  it('keep product-only keys optional and the products’ own types exact', () => {
    // `pronouns` is Forgejo's only: optional in what a builder returns, required in Forgejo's type.
    expectTypeOf<BuiltPayload<'push'>['sender']>().toHaveProperty('pronouns');
    expectTypeOf<PayloadOf<'push', 'forgejo'>['sender']['pronouns']>().toEqualTypeOf<string>();
    expectTypeOf<{ pronouns?: string }>().toExtend<Pick<BuiltPayload<'push'>['sender'], 'pronouns'>>();
  });
});

describe('github payload builders', () => {
  it('return what GitHub’s own types allow (octokit), a push with Unix-second repository times', () => {
    expectTypeOf<Built<typeof githubPush>>().toExtend<GithubBuiltPayload<'push'>>();
    expectTypeOf<Built<typeof githubFork>>().toExtend<GithubBuiltPayload<'fork'>>();
    expectTypeOf<Built<typeof githubRelease>>().toExtend<GithubBuiltPayload<'release'>>();
    expectTypeOf<Built<typeof githubPush>['repository']['pushed_at']>().toEqualTypeOf<number>();
    expectTypeOf<Built<typeof githubFork>['repository']['pushed_at']>().toEqualTypeOf<string>();
  });

  it('fail to compile with a value GitHub’s type does not allow', () => {
    type Push = Built<typeof githubPush>;
    const numericRef = (p: Push) => ({ ...p, ref: 1 });
    // @ts-expect-error a push's `ref` is a string
    void ((p: Push) => numericRef(p) satisfies GithubBuiltPayload<'push'>);
  });
});

describe('Delivery.eventType', () => {
  it('is an event name of the catalogs, ping, or a GitHub App’s own event', () => {
    expectTypeOf<Delivery['eventType']>().toEqualTypeOf<DeliveryEventType>();
    expectTypeOf<DeliveryEventType>().toEqualTypeOf<
      EventName | 'ping' | 'installation' | 'installation_repositories'
    >();
    expectTypeOf<NotFired['eventType']>().toEqualTypeOf<DeliveryEventType>();
    expectTypeOf<'pull_request_review_approved'>().toExtend<Delivery['eventType']>();
    // @ts-expect-error no catalog has this event
    expectTypeOf<'pull_request_approved'>().toExtend<Delivery['eventType']>();
  });
});
