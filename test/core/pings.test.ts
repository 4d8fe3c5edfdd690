/**
 * The test route's ping attempts (docs/guide/deliveries.md; docs/behaviour.md §7): recorded before the
 * 204, bodies and headers as a receiver gets them, signatures checked with node:crypto, the
 * gitea skip rules, simulated receivers, and the `pings` helpers.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { resetWarnings } from '../../src/core/util/warn-once.js';
import type { HookMock, PingAttempt } from '../../src/index.js';
import {
  builtin,
  call,
  createBody,
  goQueryEscape,
  hmacHex,
  hookOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';

const server = useMswServer();

const REPO = '/repos/acme/widgets/hooks';
const ORG = '/orgs/acme/hooks';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Payload = Record<string, unknown> & {
  sender: { login: string };
  repository?: { full_name: string; owner: { login: string }; default_branch: string };
  organization?: { name: string; username: string };
};

/** The JSON a receiver gets: the body itself, or the `payload` field of a form body. */
function payloadJson(attempt: PingAttempt): string {
  if (attempt.contentType === 'json') return attempt.body;
  expect(attempt.body.startsWith('payload=')).toBe(true);
  const json = new URLSearchParams(attempt.body).get('payload') ?? '';
  // The body is exactly `payload=` + Go's QueryEscape of the JSON.
  expect(attempt.body).toBe(`payload=${goQueryEscape(json)}`);
  return json;
}

function parsed(attempt: PingAttempt): Payload {
  const json = payloadJson(attempt);
  // Indented with two spaces like json.MarshalIndent, no trailing newline (docs/behaviour.md §7.2).
  expect(json).toBe(JSON.stringify(JSON.parse(json), null, 2));
  return JSON.parse(json) as Payload;
}

/** Presses a hook's test route and returns the attempt it recorded. */
async function press(mock: HookMock, path: string): Promise<PingAttempt> {
  const before = mock.pings.all().length;
  const res = await call('POST', `${path}/tests`);
  expect(res.status).toBe(204);
  const attempt = mock.pings.last();
  expect(mock.pings.all()).toHaveLength(before + 1);
  if (!attempt) throw new Error('no ping recorded');
  return attempt;
}

describe('spec flavor: a ping event', () => {
  const clock = manualClock('2026-04-01T08:00:00Z');
  const mock = useMock(server, { flavor: 'spec', clock });
  const last = () => {
    const attempt = mock.pings.last();
    if (!attempt) throw new Error('no ping recorded');
    return attempt;
  };

  it('records the attempt before the 204 comes back', async () => {
    const res = await call('POST', `${REPO}/1/tests`);
    expect(res.status).toBe(204);
    // No waiting: the attempt is there the moment the response is.
    expect(mock.pings.all()).toHaveLength(1);
    expect(last()).toMatchObject({
      id: 1,
      hookId: 1,
      scope: { kind: 'repo', owner: 'acme', repo: 'widgets' },
      event: 'ping',
      url: 'https://ci.example.test/hook',
      contentType: 'json',
      at: '2026-04-01T08:00:00Z',
      delivery: { status: 'recorded' },
    });
  });

  it('sends the hook, the repository and the sender, signed with HMAC-SHA256 over the body', async () => {
    const hook = (await call('GET', `${REPO}/1`)).json;
    const attempt = await press(mock, `${REPO}/1`);
    const body = parsed(attempt);
    expect(Object.keys(body)).toEqual(['zen', 'hook_id', 'hook', 'repository', 'sender']);
    expect(typeof body.zen).toBe('string');
    expect(body.hook_id).toBe(1);
    expect(body.hook).toEqual(hook);
    expect(body.repository).toMatchObject({
      full_name: 'acme/widgets',
      owner: { login: 'acme' },
      default_branch: 'main',
    });
    expect(body.sender.login).toBe('alice');
    const signature = hmacHex('sha256', 's3cret', attempt.body);
    expect(attempt.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Webhook-Delivery': expect.stringMatching(UUID_V4),
      'X-Webhook-Event': 'ping',
      'X-Webhook-Target-Type': 'repository',
      'X-Webhook-Signature': signature,
      'X-Webhook-Signature-256': `sha256=${signature}`,
    });
  });

  it('pings an org hook with the organization instead of a repository', async () => {
    const attempt = await press(mock, `${ORG}/3`);
    expect(attempt.scope).toEqual({ kind: 'org', org: 'acme' });
    const body = parsed(attempt);
    expect(Object.keys(body)).toEqual(['zen', 'hook_id', 'hook', 'organization', 'sender']);
    expect(body.organization).toMatchObject({ name: 'acme', username: 'acme' });
    expect(attempt.headers['X-Webhook-Target-Type']).toBe('organization');
    // No secret: no signature headers.
    expect(attempt.headers['X-Webhook-Signature']).toBeUndefined();
  });

  it('pings every hook, inactive or not subscribed to anything in particular', async () => {
    // Hook 2 is inactive and listens to release only.
    const attempt = await press(mock, `${REPO}/2`);
    expect(attempt.delivery).toEqual({ status: 'recorded' });
  });

  it('form-encodes the body of a form hook as payload=<urlencoded JSON>, signing the JSON', async () => {
    const hook = hookOf(
      await call('POST', REPO, {
        body: createBody('native', { active: true }, { content_type: 'form', secret: 'form secret & more' }),
      }),
    );
    const attempt = await press(mock, `${REPO}/${hook.id}`);
    expect(attempt.contentType).toBe('form');
    expect(attempt.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    const json = payloadJson(attempt);
    expect(parsed(attempt).hook_id).toBe(hook.id);
    expect(attempt.headers['X-Webhook-Signature']).toBe(hmacHex('sha256', 'form secret & more', json));
    expect(attempt.headers['X-Webhook-Signature']).not.toBe(
      hmacHex('sha256', 'form secret & more', attempt.body),
    );
  });

  it('keeps signing with the original secret: PATCH cannot change it (docs/behaviour.md §2.2)', async () => {
    const patched = await call('PATCH', `${REPO}/1`, {
      body: { config: { secret: 'changed', url: 'https://moved.test/h' } },
    });
    expect(patched.status).toBe(200);
    const attempt = await press(mock, `${REPO}/1`);
    expect(attempt.url).toBe('https://moved.test/h');
    expect(attempt.headers['X-Webhook-Signature']).toBe(hmacHex('sha256', 's3cret', attempt.body));
  });

  it('gives every attempt its own delivery id and the clock time', async () => {
    const first = await press(mock, `${REPO}/1`);
    clock.advance(5000);
    const second = await press(mock, `${REPO}/1`);
    expect(first.headers['X-Webhook-Delivery']).not.toBe(second.headers['X-Webhook-Delivery']);
    expect([first.at, second.at]).toEqual(['2026-04-01T08:00:00Z', '2026-04-01T08:00:05Z']);
    expect([first.id, second.id]).toEqual([1, 2]);
  });

  it('sends no ping when a hook is created', async () => {
    await call('POST', REPO, { body: createBody('native', { active: true }) });
    expect(mock.pings.all()).toEqual([]);
  });
});

describe("gitea flavor: a push event, with Gitea's skip rules", () => {
  const mock = useMock(server, { flavor: 'gitea', clock: manualClock('2026-04-01T08:00:00Z') });
  const last = () => {
    const attempt = mock.pings.last();
    if (!attempt) throw new Error('no ping recorded');
    return attempt;
  };
  const make = async (extra: Record<string, unknown>, config: Record<string, string> = {}) =>
    hookOf(await call('POST', REPO, { body: createBody('gitea', extra, config) })).id;

  it('sends the push payload of docs/behaviour.md §7.5 for the default branch', async () => {
    const attempt = await press(mock, `${REPO}/1`);
    expect(attempt.event).toBe('push');
    expect(attempt.delivery).toEqual({ status: 'recorded' });
    const body = parsed(attempt);
    expect(Object.keys(body)).toEqual([
      'ref',
      'before',
      'after',
      'compare_url',
      'commits',
      'total_commits',
      'head_commit',
      'repository',
      'pusher',
      'sender',
    ]);
    const sha = body.after as string;
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(body).toMatchObject({
      ref: 'refs/heads/main',
      before: sha,
      compare_url: `http://localhost/acme/widgets/compare/${sha}...${sha}`,
      total_commits: 1,
      pusher: { login: 'alice' },
      sender: { login: 'alice' },
      repository: { full_name: 'acme/widgets' },
    });
    const commits = body.commits as { id: string }[];
    expect(commits).toHaveLength(1);
    expect(commits[0]?.id).toBe(sha);
    expect(body.head_commit).toEqual(commits[0]);
  });

  it('sends the X-Gitea-*, X-Gogs-*, X-GitHub-* and X-Hub-* headers, signed (docs/behaviour.md §7.1)', async () => {
    const attempt = await press(mock, `${REPO}/1`);
    const sha256 = hmacHex('sha256', 's3cret', attempt.body);
    const sha1 = hmacHex('sha1', 's3cret', attempt.body);
    const id = attempt.headers['X-Gitea-Delivery'];
    expect(id).toMatch(UUID_V4);
    expect(attempt.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Gitea-Delivery': id,
      'X-Gitea-Event': 'push',
      'X-Gitea-Event-Type': 'push',
      'X-Gitea-Signature': sha256,
      'X-Gogs-Delivery': id,
      'X-Gogs-Event': 'push',
      'X-Gogs-Event-Type': 'push',
      'X-Gogs-Signature': sha256,
      'X-Hub-Signature': `sha1=${sha1}`,
      'X-Hub-Signature-256': `sha256=${sha256}`,
      'X-GitHub-Delivery': id,
      'X-GitHub-Event': 'push',
      'X-GitHub-Event-Type': 'push',
      'X-GitHub-Hook-Installation-Target-Type': 'repository',
      'X-Gitea-Hook-Installation-Target-Type': 'repository',
    });
  });

  it('sends empty signatures without a secret, and the stored Authorization header', async () => {
    const id = await make({ active: true, authorization_header: 'Bearer receiver-token' });
    const attempt = await press(mock, `${REPO}/${id}`);
    expect(attempt.headers).toMatchObject({
      'X-Gitea-Signature': '',
      'X-Gogs-Signature': '',
      'X-Hub-Signature': 'sha1=',
      'X-Hub-Signature-256': 'sha256=',
      Authorization: 'Bearer receiver-token',
    });
  });

  it('marks a system webhook in the installation target type', async () => {
    const id = await make({ active: true }, { is_system_webhook: 'true' });
    const attempt = await press(mock, `${REPO}/${id}`);
    expect(attempt.headers['X-Gitea-Hook-Installation-Target-Type']).toBe('system');
  });

  it('puts ?ref= into the payload literally', async () => {
    expect(parsed(await press(mock, `${REPO}/1`)).ref).toBe('refs/heads/main');
    for (const ref of ['main', 'refs/tags/v1.0', 'refs/heads/feature/x']) {
      const res = await call('POST', `${REPO}/1/tests?ref=${encodeURIComponent(ref)}`);
      expect(res.status).toBe(204);
      expect(parsed(last()).ref).toBe(ref);
    }
  });

  it('form-encodes form hooks and signs the raw JSON', async () => {
    const id = await make({ active: true }, { content_type: 'form', secret: 'k' });
    const attempt = await press(mock, `${REPO}/${id}`);
    const json = payloadJson(attempt);
    expect(attempt.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(attempt.headers['X-Gitea-Signature']).toBe(hmacHex('sha256', 'k', json));
    expect(attempt.headers['X-Hub-Signature']).toBe(`sha1=${hmacHex('sha1', 'k', json)}`);
  });

  it('skips an inactive hook (still 204), recording why', async () => {
    const id = await make({ active: false, events: ['push'] });
    const attempt = await press(mock, `${REPO}/${id}`);
    expect(attempt.delivery.status).toBe('skipped');
    expect(attempt.delivery.reason).toMatch(/inactive/);
    // The skipped attempt still carries what would have been sent.
    expect(attempt.event).toBe('push');
  });

  it('skips a hook not subscribed to push', async () => {
    const id = await make({ active: true, events: ['release'] });
    const attempt = await press(mock, `${REPO}/${id}`);
    expect(attempt.delivery.status).toBe('skipped');
    expect(attempt.delivery.reason).toMatch(/push/);
  });

  it('skips a hook whose branch filter rejects the branch, sends when it matches', async () => {
    const id = await make({ active: true, branch_filter: 'release/*' });
    const skipped = await press(mock, `${REPO}/${id}`);
    expect(skipped.delivery.status).toBe('skipped');
    expect(skipped.delivery.reason).toMatch(/branch/);
    const res = await call('POST', `${REPO}/${id}/tests?ref=refs/heads/release/1.0`);
    expect(res.status).toBe(204);
    expect(last().delivery).toEqual({ status: 'recorded' });
    for (const filter of ['ma*', '{dev,main}', '*', '']) {
      const matching = await make({ active: true, branch_filter: filter });
      expect((await press(mock, `${REPO}/${matching}`)).delivery).toEqual({ status: 'recorded' });
    }
  });
});

describe('payload serialization like each product build', () => {
  const scenario = builtin('default');
  scenario.repos = (scenario.repos ?? []).map((r) =>
    r.name === 'widgets' ? { ...r, description: 'Widgets <&> more' } : r,
  );

  describe('gitea (encoding/json v2)', () => {
    const mock = useMock(server, { flavor: 'gitea', scenario, clock: manualClock() });
    it('keeps <, > and & raw in the indented payload and signs those exact bytes', async () => {
      const attempt = await press(mock, `${REPO}/1`);
      expect(attempt.body).toContain('"description": "Widgets <&> more"');
      expect(attempt.headers['X-Gitea-Signature']).toBe(hmacHex('sha256', 's3cret', attempt.body));
    });
  });

  describe('forgejo (encoding/json v1 semantics)', () => {
    const mock = useMock(server, { flavor: 'forgejo', scenario, clock: manualClock() });
    it('escapes <, > and & in the indented payload and signs those exact bytes', async () => {
      const attempt = await press(mock, `${REPO}/1`);
      expect(attempt.body).toContain('"description": "Widgets \\u003c\\u0026\\u003e more"');
      const body = JSON.parse(attempt.body) as { repository: { description: string } };
      expect(body.repository.description).toBe('Widgets <&> more');
      expect(attempt.headers['X-Gitea-Signature']).toBe(hmacHex('sha256', 's3cret', attempt.body));
    });
  });
});

describe('forgejo flavor: no filters, but inactive hooks get nothing', () => {
  const mock = useMock(server, { flavor: 'forgejo', clock: manualClock('2026-04-01T08:00:00Z') });

  it('skips an inactive hook (Deliver drops it), like gitea', async () => {
    const id = hookOf(await call('POST', REPO, { body: createBody('forgejo', { active: false }) })).id;
    expect((await press(mock, `${REPO}/${id}`)).delivery).toEqual({
      status: 'skipped',
      reason: 'the hook is inactive, so nothing is sent',
    });
  });

  it('sends to unsubscribed and filtered hooks alike', async () => {
    for (const extra of [
      { active: true, events: ['release'] },
      { active: true, branch_filter: 'nope/*' },
    ]) {
      const id = hookOf(await call('POST', REPO, { body: createBody('forgejo', extra) })).id;
      const attempt = await press(mock, `${REPO}/${id}`);
      expect(attempt.event).toBe('push');
      expect(attempt.delivery).toEqual({ status: 'recorded' });
    }
  });

  it('sends X-Forgejo-* plus the Gitea set without the installation target type', async () => {
    const attempt = await press(mock, `${REPO}/1`);
    const sha256 = hmacHex('sha256', 's3cret', attempt.body);
    const id = attempt.headers['X-Forgejo-Delivery'];
    expect(id).toMatch(UUID_V4);
    expect(attempt.headers).toEqual({
      'X-Forgejo-Delivery': id,
      'X-Forgejo-Event': 'push',
      'X-Forgejo-Event-Type': 'push',
      'X-Forgejo-Signature': sha256,
      'Content-Type': 'application/json',
      'X-Gitea-Delivery': id,
      'X-Gitea-Event': 'push',
      'X-Gitea-Event-Type': 'push',
      'X-Gitea-Signature': sha256,
      'X-Gogs-Delivery': id,
      'X-Gogs-Event': 'push',
      'X-Gogs-Event-Type': 'push',
      'X-Gogs-Signature': sha256,
      'X-Hub-Signature': `sha1=${hmacHex('sha1', 's3cret', attempt.body)}`,
      'X-Hub-Signature-256': `sha256=${sha256}`,
      'X-GitHub-Delivery': id,
      'X-GitHub-Event': 'push',
      'X-GitHub-Event-Type': 'push',
    });
    expect(parsed(attempt).ref).toBe('refs/heads/main');
  });
});

describe('deliver as a function (simulated receiver)', () => {
  let receiver: (
    attempt: Readonly<PingAttempt>,
  ) => { status: number } | Promise<{ status: number }> = () => ({
    status: 200,
  });
  const received: PingAttempt[] = [];
  const mock = useMock(server, {
    flavor: 'gitea',
    clock: manualClock(),
    // The reference's 5 s, shortened so the timeout test does not wait for real.
    deliveryTimeoutMs: 300,
    deliver: (attempt) => {
      received.push(structuredClone(attempt) as PingAttempt);
      return receiver(attempt);
    },
  });
  const run = async (path: string) => {
    received.length = 0;
    const res = await call('POST', `${path}/tests`);
    expect(res.status).toBe(204);
  };

  it('marks a 2xx answer delivered, with the status', async () => {
    receiver = () => ({ status: 202 });
    await run(`${REPO}/1`);
    const done = await mock.pings.waitFor((a) => a.delivery.status !== 'pending', { timeoutMs: 1000 });
    expect(done.delivery).toEqual({ status: 'delivered', responseStatus: 202 });
  });

  it('marks a non-2xx answer failed, with the status', async () => {
    receiver = () => ({ status: 500 });
    await run(`${REPO}/1`);
    const done = await mock.pings.waitFor((a) => a.delivery.status !== 'pending', { timeoutMs: 1000 });
    expect(done.delivery).toEqual({ status: 'failed', responseStatus: 500 });
  });

  it('marks a throwing receiver failed, with its error', async () => {
    receiver = () => {
      throw new Error('receiver exploded');
    };
    await run(`${REPO}/1`);
    const done = await mock.pings.waitFor((a) => a.delivery.status === 'failed', { timeoutMs: 1000 });
    expect(done.delivery.error).toContain('receiver exploded');
  });

  it('hands the receiver exactly the recorded headers and body', async () => {
    receiver = () => ({ status: 200 });
    await run(`${REPO}/1`);
    const attempt = mock.pings.last();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toBe(attempt?.body);
    expect(received[0]?.headers).toEqual(attempt?.headers);
  });

  it('is pending until the receiver answers, then updates the same attempt', async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    receiver = () => new Promise((resolve) => (answer = resolve));
    await run(`${REPO}/1`);
    const attempt = mock.pings.last();
    expect(attempt?.delivery.status).toBe('pending');
    const waiting = mock.pings.waitFor((a) => a.delivery.status === 'delivered', { timeoutMs: 1000 });
    answer({ status: 200 });
    const done = await waiting;
    expect(done).toBe(attempt);
    expect(done.delivery).toEqual({ status: 'delivered', responseStatus: 200 });
  });

  it('fails an attempt whose receiver does not answer within the delivery timeout (deliveryTimeoutMs)', async () => {
    receiver = () => new Promise<never>(() => undefined);
    await run(`${REPO}/1`);
    expect(mock.pings.last()?.delivery.status).toBe('pending');
    const done = await mock.pings.waitFor((a) => a.delivery.status === 'failed', { timeoutMs: 3000 });
    expect(done.delivery).toEqual({ status: 'failed', error: 'timed out after 300 ms' });
  });

  it('does not call the receiver for a skipped attempt', async () => {
    receiver = () => ({ status: 200 });
    // Hook 2 is inactive and not subscribed to push.
    await run(`${REPO}/2`);
    expect(received).toEqual([]);
    expect(mock.pings.last()?.delivery.status).toBe('skipped');
  });
});

describe('the pings log', () => {
  const mock = useMock(server, { flavor: 'spec', clock: manualClock() });

  it('keeps attempts oldest first with increasing ids; forHook, last and clear', async () => {
    for (const path of [`${REPO}/1`, `${REPO}/2`, `${ORG}/3`, `${REPO}/1`]) {
      expect((await call('POST', `${path}/tests`)).status).toBe(204);
    }
    expect(mock.pings.all().map((a) => [a.id, a.hookId])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 1],
    ]);
    expect(mock.pings.forHook(1).map((a) => a.id)).toEqual([1, 4]);
    expect(mock.pings.forHook(3).map((a) => a.scope)).toEqual([{ kind: 'org', org: 'acme' }]);
    expect(mock.pings.forHook(99)).toEqual([]);
    expect(mock.pings.last()?.id).toBe(4);
    mock.pings.clear();
    expect(mock.pings.all()).toEqual([]);
    expect(mock.pings.last()).toBeUndefined();
    expect(mock.pings.forHook(1)).toEqual([]);
  });

  it('waitFor resolves at once with an attempt already recorded', async () => {
    await call('POST', `${REPO}/1/tests`);
    await call('POST', `${REPO}/2/tests`);
    const found = await mock.pings.waitFor((a) => a.hookId === 2, { timeoutMs: 50 });
    expect(found.id).toBe(2);
    expect((await mock.pings.waitFor()).id).toBe(1);
  });

  it('waitFor resolves when a matching attempt is recorded later', async () => {
    const waiting = mock.pings.waitFor((a) => a.hookId === 3, { timeoutMs: 2000 });
    await call('POST', `${REPO}/1/tests`);
    await call('POST', `${ORG}/3/tests`);
    const found = await waiting;
    expect(found).toMatchObject({ id: 2, hookId: 3 });
  });

  it('waitFor rejects on timeout with a message listing what was recorded', async () => {
    await expect(mock.pings.waitFor(() => true, { timeoutMs: 20 })).rejects.toThrow(/none/);
    await call('POST', `${REPO}/1/tests`);
    await call('POST', `${ORG}/3/tests`);
    const error = await mock.pings
      .waitFor((a) => a.hookId === 42, { timeoutMs: 30 })
      .then(
        () => undefined,
        (e: unknown) => e as Error,
      );
    expect(error).toBeInstanceOf(Error);
    const message = error?.message ?? '';
    expect(message).toContain('30 ms');
    expect(message).toContain('hook 1');
    expect(message).toContain('https://ci.example.test/hook');
    expect(message).toContain('hook 3');
    expect(message).toContain('https://audit.example.test/in');
    expect(message).toContain('recorded');
  });

  it('returns copies of the list: clearing does not empty an array already read', async () => {
    await call('POST', `${REPO}/1/tests`);
    const before = mock.pings.all();
    mock.pings.clear();
    expect(before).toHaveLength(1);
  });
});

describe('deliveryLimit (test presses are deliveries; pingLimit is gone)', () => {
  const mock = useMock(server, { flavor: 'spec', clock: manualClock(), deliveryLimit: 2 });

  it('keeps the newest attempts and counts the dropped ones', async () => {
    for (let i = 0; i < 3; i++) await call('POST', `${REPO}/1/tests`);
    expect(mock.pings.all().map((a) => a.id)).toEqual([2, 3]);
    expect(mock.pings.dropped).toBe(1);
  });
});

describe('pingLimit (deprecated)', () => {
  it('is accepted, ignored, and warns once', () => {
    resetWarnings(); // the unit files share module state (isolate: false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createHookMock({ pingLimit: 1 });
      createHookMock({ pingLimit: 1 });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/pingLimit.*deprecated.*deliveryLimit/);
    } finally {
      warn.mockRestore();
    }
  });
});
