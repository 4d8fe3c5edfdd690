/**
 * The public signatures, checked by the compiler (vitest typecheck, in the `unit` project): a
 * changed parameter or return type fails the run, as msw's test/typings and octokit's
 * typescript-validate do. Each block is what a user writes; `@ts-expect-error` marks what must
 * not compile.
 */
import type { RequestHandler } from 'msw';
import type { SetupServer, setupServer } from 'msw/node';
import { describe, expectTypeOf, it } from 'vitest';
import { createHookMock, verifySignature } from '../../src/index.js';
import type {
  CoreRequest,
  CoreResponse,
  Delivery,
  EmitResult,
  FlavorName,
  HookMock,
  HookMockOptions,
  JournalEntry,
  NotFired,
  PingAttempt,
  Scenario,
} from '../../src/index.js';
import type * as Root from '../../src/index.js';
import { verifySignature as verifyAlone } from '../../src/verify/index.js';
import { replayScenario, startServer, toRecordedScenario } from '../../src/node/index.js';
import type * as Node from '../../src/node/index.js';
import type {
  HookMockServer,
  RunningServer,
  ServerMock,
  ServerOptions,
  StepResult,
} from '../../src/node/index.js';
import { connectHookMock } from '../../src/client/index.js';
import type { HookMockClient } from '../../src/client/index.js';
import { setupHookMock } from '../../src/vitest/index.js';
import type { SetupHookMockOptions } from '../../src/vitest/index.js';

describe('createHookMock', () => {
  it('takes optional options and returns a HookMock', () => {
    expectTypeOf(createHookMock).parameters.toEqualTypeOf<[options?: HookMockOptions]>();
    expectTypeOf(createHookMock).returns.toEqualTypeOf<HookMock>();
    expectTypeOf<HookMockOptions['flavor']>().toEqualTypeOf<FlavorName | undefined>();
    expectTypeOf<FlavorName>().toEqualTypeOf<
      'spec' | 'gitea' | 'forgejo' | 'github' | 'gitlab' | 'bitbucket' | 'bitbucket-dc'
    >();
    // @ts-expect-error an unknown flavor does not compile
    createHookMock({ flavor: 'gogs' });
  });

  it('gives msw handlers and the state operations', () => {
    const mock = createHookMock();
    expectTypeOf(mock.handlers).toEqualTypeOf<RequestHandler[]>();
    expectTypeOf(mock.reset).toEqualTypeOf<() => void>();
    expectTypeOf(mock.load).parameters.toEqualTypeOf<[scenario: string | Scenario]>();
    expectTypeOf(mock.load).returns.toEqualTypeOf<void>();
    expectTypeOf(mock.snapshot).toEqualTypeOf<() => Scenario>();
    expectTypeOf(mock.flavor).toEqualTypeOf<FlavorName>();
    expectTypeOf(mock.basePath).toEqualTypeOf<string>();
    expectTypeOf(mock.origin).toEqualTypeOf<string | undefined>();
  });

  it('takes deliveryHosts, and allowHosts as its deprecated alias', () => {
    expectTypeOf<HookMockOptions['deliveryHosts']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<HookMockOptions['allowHosts']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf(createHookMock).toBeCallableWith({
      deliveryHosts: ['*.example.test'],
      deliveryTimeoutMs: 500,
    });
  });

  it('answers a fetch Request with a Response or undefined (mock.fetch)', () => {
    const mock = createHookMock();
    expectTypeOf(mock.fetch).parameters.toEqualTypeOf<[request: Request]>();
    expectTypeOf(mock.fetch).returns.toEqualTypeOf<Promise<Response | undefined>>();
    // @ts-expect-error a URL string is not a Request
    void mock.fetch('http://localhost/api/v1/repos/acme/widgets/hooks');
  });

  it('answers a core request', () => {
    const mock = createHookMock();
    expectTypeOf(mock.handle).parameter(0).toEqualTypeOf<CoreRequest>();
    expectTypeOf(mock.handle).returns.toEqualTypeOf<CoreResponse | undefined | Promise<CoreResponse>>();
    expectTypeOf(mock.owns).toEqualTypeOf<(pathname: string) => boolean>();
  });

  it('records deliveries, pings and requests', () => {
    const mock = createHookMock();
    expectTypeOf(mock.deliveries.all()).toEqualTypeOf<Delivery[]>();
    expectTypeOf(mock.deliveries.last()).toEqualTypeOf<Delivery | undefined>();
    expectTypeOf(mock.deliveries.waitFor).returns.toEqualTypeOf<Promise<Delivery>>();
    expectTypeOf(mock.deliveries.redeliver).toEqualTypeOf<(id: number) => Promise<Delivery>>();
    expectTypeOf(mock.pings.all()).toEqualTypeOf<PingAttempt[]>();
    expectTypeOf(mock.requests.all()).toEqualTypeOf<JournalEntry[]>();
  });

  it('emits an event by name and resolves to its deliveries', () => {
    const mock = createHookMock();
    expectTypeOf(mock.emit('push', { repo: 'acme/widgets', ref: 'main' })).toEqualTypeOf<
      Promise<EmitResult>
    >();
    // Still an array of deliveries (0.2.0 added `notFired`): code typed for Delivery[] compiles.
    expectTypeOf(mock.emit('issues', { repo: 'acme/widgets', action: 'opened' })).resolves.toMatchTypeOf<
      Delivery[]
    >();
    expectTypeOf<EmitResult['notFired']>().toEqualTypeOf<NotFired[]>();
    // @ts-expect-error the event is a name, not a payload
    void mock.emit({ event: 'push' });
    // @ts-expect-error repo is `owner/name`, a string
    void mock.emit('push', { repo: 42 });
  });
});

describe('verifySignature', () => {
  it('takes a secret, the raw body and the headers, and resolves to a boolean', () => {
    expectTypeOf(verifySignature).returns.toEqualTypeOf<Promise<boolean>>();
    expectTypeOf(verifySignature).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(verifySignature).parameter(1).toEqualTypeOf<string | Uint8Array>();
    expectTypeOf(verifySignature).toBeCallableWith('s3cret', '{}', new Headers());
    expectTypeOf(verifySignature).toBeCallableWith('s3cret', new Uint8Array(), {
      'x-gitea-signature': 'abc',
      'set-cookie': ['a', 'b'],
    });
    // @ts-expect-error the body is text or bytes, not parsed JSON
    void verifySignature('s3cret', { action: 'opened' }, new Headers());
  });

  it('is the same function from hookmock/verify', () => {
    expectTypeOf(verifyAlone).toEqualTypeOf(verifySignature);
  });
});

describe('what the entries no longer export (0.2.0)', () => {
  it('keeps internals out of hookmock and hookmock/node', () => {
    for (const name of ['FLAVORS', 'fromFetchRequest', 'toFetchResponse', 'builtinScenario'] as const)
      expectTypeOf<typeof Root>().not.toHaveProperty(name);
    expectTypeOf<typeof Root>().toHaveProperty('builtinScenarios');
    for (const name of [
      'fetchTransport',
      'DELIVERY_TIMEOUT_MS',
      'DEFAULT_ALLOWED_HOSTS',
      'runDemo',
      'loadDemo',
      'listDemos',
    ] as const)
      expectTypeOf<typeof Node>().not.toHaveProperty(name);
  });
});

describe('startServer (hookmock/node)', () => {
  it('takes the mock options plus the server ones and resolves to a running server', () => {
    expectTypeOf(startServer).parameter(0).toEqualTypeOf<ServerOptions | undefined>();
    expectTypeOf(startServer).returns.toEqualTypeOf<Promise<RunningServer>>();
    expectTypeOf<ServerOptions>().toMatchTypeOf<HookMockOptions>();
    expectTypeOf(startServer).toBeCallableWith({ port: 0, flavor: 'gitea', quiet: true });
  });

  it('gives the URLs, the port, the mock without msw parts, and close', () => {
    expectTypeOf<RunningServer['url']>().toEqualTypeOf<string>();
    expectTypeOf<RunningServer['origin']>().toEqualTypeOf<string>();
    expectTypeOf<RunningServer['port']>().toEqualTypeOf<number>();
    expectTypeOf<RunningServer['close']>().toEqualTypeOf<() => Promise<void>>();
    expectTypeOf<RunningServer['mock']>().toHaveProperty('emit');
    expectTypeOf<RunningServer['mock']>().not.toHaveProperty('handlers');
    expectTypeOf<RunningServer['mock']>().not.toHaveProperty('db');
    expectTypeOf<RunningServer['mock']>().toEqualTypeOf<HookMockServer>();
    expectTypeOf<HookMockServer>().toEqualTypeOf<ServerMock>();
    expectTypeOf<HookMockServer['fetch']>().toEqualTypeOf<HookMock['fetch']>();
  });

  it('replays to StepResults; records with a flavor given by name', () => {
    expectTypeOf(replayScenario).returns.toEqualTypeOf<Promise<StepResult[]>>();
    expectTypeOf<StepResult['ok']>().toEqualTypeOf<boolean>();
    expectTypeOf(toRecordedScenario).toBeCallableWith([], {
      upstreamOrigin: 'https://git.example.test',
      basePath: '/api/v1',
      flavor: 'gitea',
    });
    expectTypeOf(toRecordedScenario).parameter(1).toHaveProperty('flavor').toEqualTypeOf<FlavorName>();
  });
});

describe('connectHookMock (hookmock/client)', () => {
  it('takes an origin (string or URL) and resolves to a client', () => {
    expectTypeOf(connectHookMock).parameter(0).toEqualTypeOf<string | URL>();
    expectTypeOf(connectHookMock).returns.toEqualTypeOf<Promise<HookMockClient>>();
    expectTypeOf(connectHookMock).toBeCallableWith('http://127.0.0.1:4100', { fetch });
  });

  it('has the createHookMock members that make sense remotely, all async', () => {
    expectTypeOf<HookMockClient['url']>().toEqualTypeOf<string>();
    expectTypeOf<HookMockClient['reset']>().toEqualTypeOf<() => Promise<void>>();
    expectTypeOf<HookMockClient['snapshot']>().returns.toEqualTypeOf<Promise<Scenario>>();
    expectTypeOf<HookMockClient['load']>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf<HookMockClient['deliveries']['all']>().returns.toEqualTypeOf<Promise<Delivery[]>>();
    expectTypeOf<HookMockClient['deliveries']['redeliver']>().toEqualTypeOf<
      (id: number) => Promise<Delivery>
    >();
    expectTypeOf<HookMockClient['simulate']>().toEqualTypeOf<HookMock['simulate']>();
    expectTypeOf<HookMockClient>().not.toHaveProperty('handlers');
  });
});

describe('setupHookMock (hookmock/vitest)', () => {
  it('takes the createHookMock options and returns the mock with its msw server', () => {
    expectTypeOf(setupHookMock).parameters.toEqualTypeOf<[options?: SetupHookMockOptions]>();
    expectTypeOf<SetupHookMockOptions>().toMatchTypeOf<HookMockOptions>();
    expectTypeOf<SetupHookMockOptions['handlers']>().toEqualTypeOf<
      Parameters<typeof setupServer> | undefined
    >();
    expectTypeOf(setupHookMock).returns.toMatchTypeOf<HookMock>();
    expectTypeOf(setupHookMock).returns.toHaveProperty('server').toEqualTypeOf<SetupServer>();
  });
});

describe('labels, milestones and reviewers in payload types (fidelity audit 3, row 2)', () => {
  it('types them as objects, not null', () => {
    type Pull = Root.PullRequestPayload['pull_request'];
    type Issue = Root.IssuePayload<'forgejo'>['issue'];
    expectTypeOf<Pull['milestone']>().toEqualTypeOf<Root.Milestone | null>();
    expectTypeOf<Issue['milestone']>().toEqualTypeOf<Root.Milestone | null>();
    expectTypeOf<Pull['labels']>().toEqualTypeOf<Root.Label[]>();
    expectTypeOf<Issue['labels'][number]['color']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Pull['milestone']>['title']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Pull['milestone']>['due_on']>().toEqualTypeOf<string | null>();
    expectTypeOf<Pull['due_date']>().toEqualTypeOf<string | null>();
    expectTypeOf<Pull['requested_reviewers'][number]>().toEqualTypeOf<Root.User>();
    expectTypeOf<
      Root.PullRequestPayload<'forgejo'>['pull_request']['requested_reviewers'][number]
    >().toEqualTypeOf<Root.User<'forgejo'>>();
  });
});
