/**
 * The github flavor's payload types are GitHub's own (`@octokit/openapi-webhooks-types`), and
 * `ActionOf`/`mock.emit` take GitHub's actions.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { webhooks } from '@octokit/openapi-webhooks-types';
import { createHookMock } from '../../src/index.js';
import type { ActionOf, PayloadOf } from '../../src/index.js';

type Body<K extends keyof webhooks> = webhooks[K]['post']['requestBody']['content']['application/json'];

describe('github payload types', () => {
  it('are GitHub’s types, one operation per action', () => {
    expectTypeOf<PayloadOf<'push', 'github'>>().toEqualTypeOf<Body<'push'>>();
    expectTypeOf<PayloadOf<'star', 'github'>>().toEqualTypeOf<Body<'star-created'> | Body<'star-deleted'>>();
    expectTypeOf<Body<'pull-request-synchronize'>>().toExtend<PayloadOf<'pull_request', 'github'>>();
    expectTypeOf<Body<'workflow-run-in-progress'>>().toExtend<PayloadOf<'workflow_run', 'github'>>();
    expectTypeOf<PayloadOf<'issue_assign', 'github'>>().toBeNever();
    // Gitea's stay Gitea's.
    expectTypeOf<PayloadOf<'push'>>().not.toEqualTypeOf<Body<'push'>>();
  });

  it('ActionOf takes a flavor; emit takes every flavor’s actions', () => {
    expectTypeOf<ActionOf<'pull_request', 'github'>>().toExtend<string>();
    expectTypeOf<'synchronize'>().toExtend<ActionOf<'pull_request', 'github'>>();
    expectTypeOf<'synchronize'>().not.toExtend<ActionOf<'pull_request'>>();
    expectTypeOf<'submitted'>().toExtend<ActionOf<'pull_request_review', 'github'>>();
    expectTypeOf<'approved'>().toExtend<ActionOf<'pull_request_review'>>();
    const mock = createHookMock({ flavor: 'github' });
    void mock.emit('pull_request', { repo: 'acme/widgets', action: 'synchronize' });
    void mock.emit('pull_request', { repo: 'acme/widgets', action: 'deleted' }); // Gitea's
    // @ts-expect-error not an action of pull_request in any flavor
    void mock.emit('pull_request', { repo: 'acme/widgets', action: 'merged' });
  });
});
