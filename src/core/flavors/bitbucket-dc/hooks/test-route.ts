import type { OperationContext } from '../../../hooks/operations.js';
import { ownerId } from '../../../hooks/operations.js';
import type { CoreResponse } from '../../../http/core-request.js';
import type { HookRecord } from '../../../state/database.js';
import { isJsonObject } from '../../../util/json-object.js';
import type { Delivery } from '../../../wire.js';
import { basicHeaderOf } from '../meta.js';
import { checkUrl, readBody } from './hook-body.js';
import { findDcHook } from './hooks.js';
import { dcJson, notPermitted } from './respond.js';

/** How long the test route waits for the receiver: Data Center's delivery timeout (10 s). */
const TEST_WAIT_MS = 10_000;

/** Basic credentials in the body (`RestWebhookCredentials`), over a stored hook's. */
function credentialsHeader(ctx: OperationContext, fallback: string): string {
  const body = readBody(ctx.request);
  const { username, password } = body;
  if (!isJsonObject(body) || typeof username !== 'string' || username === '') return fallback;
  return basicHeaderOf({ username, password: typeof password === 'string' ? password : '' });
}

/**
 * The hook the test sends as: "Test connection" is not a stored hook (id 0, so no hook's log or
 * circuit breaker counts it), with the given `url`; with `webhookId`, that hook's secret and
 * credentials, as the edit page tests a saved hook.
 */
function testHook(ctx: OperationContext, url: string): HookRecord {
  const id = ctx.request.url.searchParams.get('webhookId');
  const saved = id ? findDcHook(ctx, id) : undefined;
  const at = ctx.now();
  const base: HookRecord = saved ?? {
    id: 0,
    scope: ctx.owner.kind,
    scopeId: ownerId(ctx.owner),
    type: ctx.flavor.nativeType,
    active: true,
    events: [],
    url,
    contentType: 'json',
    secret: '',
    branchFilter: '',
    authorizationHeader: '',
    name: 'Test connection',
    isSystemWebhook: false,
    slack: {},
    meta: '',
    created: at,
    updated: at,
  };
  return {
    ...base,
    id: 0,
    url,
    active: true,
    authorizationHeader: credentialsHeader(ctx, base.authorizationHeader),
  };
}

const isFinal = (d: Delivery) => d.delivery.status !== 'recorded' && d.delivery.status !== 'pending';

/** The request and the receiver's answer, as the test route shows them (UNVERIFIED shape: docs/bitbucket-dc.md). */
function testAnswer(d: Delivery): Record<string, unknown> {
  const { delivery } = d;
  const request = { url: d.url, method: d.method, headers: d.headers, body: d.body };
  if (delivery.responseStatus === undefined)
    return { request, response: null, error: delivery.error ?? delivery.reason ?? 'No response' };
  const response = {
    statusCode: delivery.responseStatus,
    headers: delivery.responseHeaders ?? {},
    body: delivery.responseBody ?? '',
  };
  return { request, response };
}

/**
 * `POST …/webhooks/test?url=…[&webhookId=…]`: a `diagnostics:ping` with body `{"test": true}`
 * (Jenkins' recorded `ping.json`) sent now, waited for, and answered with what the receiver said.
 */
export async function testDcWebhook(ctx: OperationContext): Promise<CoreResponse> {
  const url = checkUrl(ctx.request.url.searchParams.get('url') ?? undefined);
  const hook = testHook(ctx, url);
  if (!ctx.caller) throw notPermitted();
  const before = new Set(ctx.deliveries.forHook(0).map((d) => d.id));
  await ctx.ping(hook);
  const sent = ctx.deliveries.forHook(0).find((d) => !before.has(d.id));
  const done = sent
    ? await ctx.deliveries
        .waitFor((d) => d.id === sent.id && isFinal(d), { timeoutMs: TEST_WAIT_MS })
        .catch(() => sent)
    : undefined;
  return dcJson(200, done ? testAnswer(done) : { request: { url, method: 'POST' }, response: null });
}
