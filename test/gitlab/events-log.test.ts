/**
 * GitLab's events log and resend (`GET …/hooks/:hook_id/events`,
 * `POST …/events/:hook_log_id/resend`) over the standalone server, with a real node:http
 * receiver on 127.0.0.1: GitLab's `WebHookLog` entity (key order, the URL before its variables,
 * `push_hooks`, a string status, the token and custom headers `[REDACTED]`, the body cut at
 * 8 KiB), the last 7 days of the mock's clock, paging and the `status` filter — a view of the
 * same records `mock.deliveries` and `/__hookmock/deliveries` hold — and resend keeping the
 * `Idempotency-Key` with a new `X-Gitlab-Webhook-UUID`.
 */
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/index.js';
import { DAY, START, call, clock, gitlabRig, settled } from './receiver.js';

const rig = gitlabRig();

/** Adds a project (or group) hook to `path` on push, with whatever else is given. */
async function addHook(path: string, extra: Record<string, unknown> = {}, owner = 'projects/1') {
  const created = await call(rig.server, 'POST', `/${owner}/hooks`, {
    url: rig.receiver.url(path),
    ...extra,
  });
  expect(created.status).toBe(201);
  return (created.json as { id: number }).id;
}

/** One push to acme/widgets, its deliveries settled. */
async function push(): Promise<Delivery[]> {
  const out = await rig.server.mock.emit('push' as never, { repo: 'acme/widgets' });
  return Promise.all(
    out.map((d) =>
      rig.server.mock.deliveries.waitFor((e) => e.id === d.id && settled(e), { timeoutMs: 5000 }),
    ),
  );
}

const events = (hook: number, query = '', owner = 'projects/1') =>
  call(rig.server, 'GET', `/${owner}/hooks/${hook}/events${query}`);

describe('GET …/hooks/:hook_id/events', () => {
  it("lists a delivery as GitLab's WebHookLog: key order, template URL, trigger, redaction", async () => {
    rig.receiver.answers.set('/in/abc', {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-lower-case': 'yes' },
      body: '{"success":true}',
    });
    const hook = await addHook('/in/{slot}', {
      token: 'tok',
      url_variables: [{ key: 'slot', value: 'abc' }],
      custom_headers: [{ key: 'X-Custom', value: 'secret-value' }],
    });
    const [sent] = await push();
    expect(sent?.url).toBe(rig.receiver.url('/in/abc'));
    const { status, json } = await events(hook);
    expect(status).toBe(200);
    const [entry] = json as Record<string, unknown>[];
    expect(Object.keys(entry ?? {})).toEqual([
      'id',
      'url',
      'trigger',
      'request_headers',
      'request_data',
      'response_headers',
      'response_body',
      'execution_duration',
      'response_status',
      'created_at',
    ]);
    expect(entry).toMatchObject({
      id: sent?.id,
      url: rig.receiver.url('/in/{slot}'),
      trigger: 'push_hooks',
      response_body: '{"success":true}',
      response_status: '200',
      created_at: new Date(START).toISOString(),
    });
    expect(typeof entry?.execution_duration).toBe('number');
    const headers = entry?.request_headers as Record<string, string>;
    expect(Object.keys(headers)[0]).toBe('X-Custom');
    expect(headers).toMatchObject({
      'X-Custom': '[REDACTED]',
      'X-Gitlab-Token': '[REDACTED]',
      'X-Gitlab-Event': 'Push Hook',
      'Idempotency-Key': sent?.guid,
    });
    // The receiver got the real values.
    expect(rig.receiver.received[0]?.headers).toMatchObject({
      'x-custom': 'secret-value',
      'x-gitlab-token': 'tok',
    });
    expect(entry?.response_headers).toMatchObject({
      'X-Lower-Case': 'yes',
      'Content-Type': 'application/json',
    });
    // E-mail addresses in the payload are redacted in the log (URI::MailTo::EMAIL_REGEXP: an
    // ssh URL's `git@host:path` is not one), not on the wire.
    const wire = JSON.parse(sent?.body ?? '{}');
    expect(wire.user_email).toMatch(/@/);
    const data = entry?.request_data as typeof wire;
    expect(data.object_kind).toBe('push');
    expect(data.user_email).toBe('[REDACTED]');
    expect(data.commits[0].author.email).toBe('[REDACTED]');
    expect(data.project.git_ssh_url).toBe(wire.project.git_ssh_url);
  });

  it('is the same records mock.deliveries and /__hookmock/deliveries hold, newest first', async () => {
    const hook = await addHook('/a');
    const first = await push();
    const second = await push();
    const listed = ((await events(hook)).json as { id: number }[]).map((e) => e.id);
    expect(listed).toEqual([second[0]?.id, first[0]?.id]);
    const control = (await (await fetch(`${rig.server.origin}/__hookmock/deliveries`)).json()) as Delivery[];
    expect(control.filter((d) => d.hookId === hook).map((d) => d.id)).toEqual([...listed].reverse());
    expect(rig.server.mock.deliveries.forHook(hook).map((d) => d.id)).toEqual([...listed].reverse());
  });

  it('cuts the response body at 8 KiB with an ellipsis', async () => {
    rig.receiver.answers.set('/big', { status: 200, body: 'x'.repeat(10_000) });
    const hook = await addHook('/big');
    await push();
    const [entry] = (await events(hook)).json as { response_body: string }[];
    expect(Buffer.byteLength(entry?.response_body ?? '')).toBe(8192);
    expect(entry?.response_body.endsWith('x…')).toBe(true);
  });

  it('pages by per_page 1..20 with GitLab paging headers', async () => {
    const hook = await addHook('/p');
    for (let i = 0; i < 3; i++) await push();
    const page = await events(hook, '?per_page=2');
    expect((page.json as unknown[]).length).toBe(2);
    expect(page.headers.get('x-total')).toBe('3');
    expect(page.headers.get('x-total-pages')).toBe('2');
    expect(page.headers.get('x-next-page')).toBe('2');
    expect(page.headers.get('link')).toContain('rel="next"');
    const second = await events(hook, '?per_page=2&page=2');
    expect((second.json as unknown[]).length).toBe(1);
    for (const bad of ['21', '0']) {
      const refused = await events(hook, `?per_page=${bad}`);
      expect([refused.status, refused.json]).toEqual([
        400,
        { error: 'per_page does not have a valid value' },
      ]);
    }
  });

  it('filters by status codes and by successful / client_failure / server_failure', async () => {
    rig.receiver.answers.set('/500', { status: 500 });
    rig.receiver.answers.set('/404', { status: 404 });
    const ok = await addHook('/200');
    const five = await addHook('/500');
    const four = await addHook('/404');
    await push();
    const statuses = async (hook: number, query: string) =>
      ((await events(hook, query)).json as { response_status: string }[]).map((e) => e.response_status);
    expect(await statuses(ok, '?status=successful')).toEqual(['200']);
    expect(await statuses(five, '?status=successful')).toEqual([]);
    expect(await statuses(five, '?status=server_failure')).toEqual(['500']);
    expect(await statuses(five, '?status=500')).toEqual(['500']);
    expect(await statuses(four, '?status=client_failure,500')).toEqual(['404']);
    expect(await statuses(four, '?status=server_failure')).toEqual([]);
    const refused = await events(ok, '?status=nope');
    expect([refused.status, refused.json]).toEqual([400, { error: 'status does not have a valid value' }]);
  });

  it('an unanswered request is "internal error", a server_failure', async () => {
    const created = await call(rig.server, 'POST', '/projects/1/hooks', { url: 'http://127.0.0.1:1/closed' });
    const hook = (created.json as { id: number }).id;
    await push();
    const listed = (await events(hook, '?status=server_failure')).json as Record<string, unknown>[];
    expect(listed.map((e) => [e.response_status, e.response_body])).toEqual([['internal error', '']]);
  });

  it('lists only the last 7 days of the mock clock (from the start of that day)', async () => {
    const hook = await addHook('/w');
    await push();
    clock.now = START + 7 * DAY;
    expect((await events(hook)).json).toHaveLength(1);
    clock.now = START + 8 * DAY;
    expect((await events(hook)).json).toEqual([]);
    // Still in the delivery log: the list is a view.
    expect(rig.server.mock.deliveries.forHook(hook)).toHaveLength(1);
  });

  it('answers for group hooks too, and in GitLab order for errors', async () => {
    const hook = await addHook('/g', {}, 'groups/1');
    await push();
    const group = await events(hook, '', 'groups/1');
    expect(group.status).toBe(200);
    expect((group.json as unknown[]).length).toBe(1);
    const anonymous = await fetch(`${rig.server.url}/projects/1/hooks/${hook}/events`);
    expect([anonymous.status, await anonymous.json()]).toEqual([401, { message: '401 Unauthorized' }]);
    const missingProject = await events(hook, '', 'projects/99');
    expect(missingProject.json).toEqual({ message: '404 Project Not Found' });
    const reader = await fetch(`${rig.server.url}/projects/1/hooks/${hook}/events`, {
      headers: { 'PRIVATE-TOKEN': 'bob-token' },
    });
    expect([reader.status, await reader.json()]).toEqual([403, { message: '403 Forbidden' }]);
    // A group hook is not the project's.
    const foreign = await events(hook);
    expect([foreign.status, foreign.json]).toEqual([404, { message: '404 Not found' }]);
  });
});

describe('POST …/hooks/:hook_id/events/:hook_log_id/resend', () => {
  it('sends the same body and Idempotency-Key with a new Webhook-UUID: 201 {"response_status": N}', async () => {
    const hook = await addHook('/r', { token: 'tok' });
    const [first] = await push();
    const resent = await call(rig.server, 'POST', `/projects/1/hooks/${hook}/events/${first?.id}/resend`);
    expect([resent.status, resent.json]).toEqual([201, { response_status: 200 }]);
    const [original, again] = rig.receiver.received;
    expect(again?.body).toBe(original?.body);
    expect(again?.headers['idempotency-key']).toBe(original?.headers['idempotency-key']);
    expect(again?.headers['x-gitlab-webhook-uuid']).toBeDefined();
    expect(again?.headers['x-gitlab-webhook-uuid']).not.toBe(original?.headers['x-gitlab-webhook-uuid']);
    expect(again?.headers['x-gitlab-event']).toBe('Push Hook');
    // The resend is a redelivery in the one log, and an entry of the events list.
    const copy = rig.server.mock.deliveries.last();
    expect(copy).toMatchObject({ redelivery: true, guid: first?.guid, hookId: hook });
    const listed = (await events(hook)).json as { id: number; trigger: string }[];
    expect(listed.map((e) => [e.id, e.trigger])).toEqual([
      [copy?.id, 'push_hooks'],
      [first?.id, 'push_hooks'],
    ]);
  });

  it("reports the receiver's status even when it is not 2xx", async () => {
    rig.receiver.answers.set('/r500', { status: 500 });
    const hook = await addHook('/r500');
    const [first] = await push();
    const resent = await call(rig.server, 'POST', `/projects/1/hooks/${hook}/events/${first?.id}/resend`);
    expect([resent.status, resent.json]).toEqual([201, { response_status: 500 }]);
  });

  it("404 for another hook's log entry or an unknown one", async () => {
    const a = await addHook('/a');
    const b = await addHook('/b');
    const [toA] = await push();
    for (const [hook, log] of [
      [b, toA?.id],
      [a, 999],
    ]) {
      const refused = await call(rig.server, 'POST', `/projects/1/hooks/${hook}/events/${log}/resend`);
      expect([refused.status, refused.json]).toEqual([404, { message: '404 Not found' }]);
    }
  });

  it('422 once the hook URL changed since', async () => {
    const hook = await addHook('/{v}', { url_variables: [{ key: 'v', value: 'one' }] });
    const [first] = await push();
    const edited = await call(rig.server, 'PUT', `/projects/1/hooks/${hook}`, {
      url: rig.receiver.url('/elsewhere'),
    });
    expect(edited.status).toBe(200);
    const refused = await call(rig.server, 'POST', `/projects/1/hooks/${hook}/events/${first?.id}/resend`);
    expect([refused.status, refused.json]).toEqual([
      422,
      { message: 'The hook URL has changed, and this log entry cannot be retried' },
    ]);
    expect(rig.receiver.received).toHaveLength(1);
  });

  it("5 a minute per hook parent and user, then 429 in GitLab's words (web_hook_event_resend)", async () => {
    const hook = await addHook('/limited');
    const other = await addHook('/other');
    const [first, second] = await push();
    const resend = (h: number, log: number | undefined) =>
      call(rig.server, 'POST', `/projects/1/hooks/${h}/events/${log}/resend`);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await resend(hook, first?.id)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    // The parent is the project: another hook of it shares the count.
    const refused = await resend(other, second?.id);
    expect([refused.status, refused.json]).toEqual([
      429,
      { message: { error: 'This endpoint has been requested too many times. Try again later.' } },
    ]);
    // The next minute of the mock's clock starts again.
    clock.now += 60_000;
    expect((await resend(hook, first?.id)).status).toBe(201);
  });
});
