/**
 * The delivery log (`mock.deliveries`, control API) and the test route's corrections: branch
 * filter on literal and full refs, `?ref=` trimmed and defaulted, Forgejo's inactive skip and
 * 404 for unknown refs, the test payload's fields, non-native hook types, typed metadata.
 */
import { describe, expect, it } from 'vitest';
import type { HookMock } from '../../src/index.js';
import { call, createBody, hmacHex, hookOf, manualClock, useMock, useMswServer } from '../support/msw.js';

const server = useMswServer();
const REPO = '/repos/acme/widgets/hooks';

async function make(flavor: 'gitea' | 'forgejo', extra: Record<string, unknown>): Promise<number> {
  const res = await call('POST', REPO, { body: createBody(flavor, { active: true, ...extra }) });
  expect(res.status).toBe(201);
  return hookOf(res).id;
}

async function pressed(mock: HookMock, id: number, query = '') {
  const res = await call('POST', `${REPO}/${id}/tests${query}`);
  return { status: res.status, res, ping: mock.pings.last(), delivery: mock.deliveries.last() };
}

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const bodyOf = (text: string) => JSON.parse(text) as Body;

describe('one delivery log, pings its view of test presses', () => {
  const mock = useMock(server, { flavor: 'gitea', clock: manualClock() });

  it('records a test press once, with trigger "test": the ping is that delivery', async () => {
    const { ping, delivery } = await pressed(mock, 1);
    expect(ping).toBe(delivery);
    expect(delivery).toMatchObject({
      id: 1,
      trigger: 'test',
      hookId: 1,
      hookType: 'gitea',
      event: 'push',
      eventType: 'push',
      action: null,
      method: 'POST',
      url: ping?.url,
      headers: ping?.headers,
      body: ping?.body,
      guid: delivery?.headers['X-Gitea-Delivery'],
      redelivery: false,
      delivery: { status: 'recorded' },
    });
    expect(delivery?.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(mock.deliveries.forHook(1)).toHaveLength(1);
    expect(mock.deliveries.forHook(2)).toHaveLength(0);
  });

  it('holds events too, while pings keeps only test presses', async () => {
    await pressed(mock, 1);
    const emitted = await mock.emit('push', { repo: 'acme/widgets' });
    expect(emitted.map((d) => d.trigger)).toEqual(['event']);
    expect(mock.deliveries.all().map((d) => d.trigger)).toEqual(['test', 'event']);
    expect(mock.pings.all()).toHaveLength(1);
    await expect(mock.deliveries.waitFor((d) => d.trigger === 'event')).resolves.toBe(emitted[0]);
    expect(emitted[0]).toMatchObject({ guid: emitted[0]?.headers['X-Gitea-Delivery'], redelivery: false });
    mock.pings.clear();
    expect(mock.pings.all()).toEqual([]);
    expect(mock.deliveries.all().map((d) => d.trigger)).toEqual(['test', 'event']);
    await pressed(mock, 1);
    expect(mock.pings.all().map((d) => d.id)).toEqual([3]);
    mock.deliveries.clear();
    expect(mock.deliveries.all()).toEqual([]);
    expect(mock.pings.all()).toEqual([]);
  });

  it('serves the log on the control API, and clears it', async () => {
    await pressed(mock, 1);
    const listed = await fetch('http://localhost/__hookmock/deliveries');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-dropped-count')).toBe('0');
    const [first] = (await listed.json()) as Body[];
    expect(first).toMatchObject({ trigger: 'test', hookId: 1 });
    await pressed(mock, 1);
    const paged = await fetch('http://localhost/__hookmock/deliveries?limit=1');
    expect(((await paged.json()) as Body[]).map((d) => d.id)).toEqual([1]);
    expect((await fetch('http://localhost/__hookmock/deliveries', { method: 'DELETE' })).status).toBe(204);
    expect(mock.deliveries.all()).toEqual([]);
  });

  it('POST /__hookmock/events emits and answers with the deliveries; 400 names the field', async () => {
    const post = (body: unknown) =>
      fetch('http://localhost/__hookmock/events', { method: 'POST', body: JSON.stringify(body) });
    const ok = await post({ event: 'push', repo: 'acme/widgets' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Body[]).map((d) => d.hookId)).toEqual([1]);
    const cases: [unknown, RegExp][] = [
      [{ repo: 'acme/widgets' }, /"event" is required/],
      [{ event: 'push' }, /exactly one of "repo"/],
      [{ event: 'push', repo: 'acme/widgets', org: 'acme' }, /exactly one of "repo"/],
      [{ event: 'push', repo: 7 }, /"repo" must be a string/],
      [{ event: 'push', repo: 'acme/widgets', payload: [] }, /"payload" must be a JSON object/],
      [{ event: 'push', repo: 'acme/widgets', colour: 1 }, /unknown field "colour"/],
      [{ event: 'nope', repo: 'acme/widgets' }, /unknown event "nope".*accepted: push, create/],
      [
        { event: 'issues', repo: 'acme/widgets', action: 'merged' },
        /unknown action "merged" for issues; accepted: opened/,
      ],
      [{ event: 'push', repo: 'acme/nothing' }, /unknown repo "acme\/nothing"/],
      [{ event: 'push', repo: 'acme/widgets', sender: 'zed' }, /unknown sender "zed"/],
      [{ event: 'push', org: 'acme' }, /push events happen in a repository/],
      [{ event: 'package', org: 'nope' }, /unknown org "nope"/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
  });
});

describe('gitea test route: filters on the ref as given', () => {
  const mock = useMock(server, { flavor: 'gitea', clock: manualClock() });

  it('matches a literal ?ref= as the string itself, a full ref by name or in full (audit row 3)', async () => {
    const dev = await make('gitea', { branch_filter: 'dev' });
    expect((await pressed(mock, dev, '?ref=main')).ping?.delivery.status).toBe('skipped');
    expect((await pressed(mock, dev, '?ref=dev')).ping?.delivery.status).toBe('recorded');
    const full = await make('gitea', { branch_filter: 'refs/heads/*' });
    expect((await pressed(mock, full)).ping?.delivery.status).toBe('recorded');
    expect((await pressed(mock, full, '?ref=main')).ping?.delivery.status).toBe('skipped');
  });

  it('trims ?ref= and defaults an empty one to the default branch (audit row 4)', async () => {
    const dev = await make('gitea', { branch_filter: 'dev' });
    const empty = await pressed(mock, dev, '?ref=');
    expect(bodyOf(empty.ping?.body ?? '').ref).toBe('refs/heads/main');
    expect(empty.ping?.delivery.status).toBe('skipped');
    const padded = await pressed(mock, dev, '?ref=%20dev%20');
    expect(bodyOf(padded.ping?.body ?? '').ref).toBe('dev');
    expect(padded.ping?.delivery.status).toBe('recorded');
  });

  it('sends the payload TestHook builds (audit row 10)', async () => {
    const body = bodyOf((await pressed(mock, 1)).ping?.body ?? '');
    const commit = body.commits[0];
    expect(commit.verification).toEqual({
      verified: false,
      reason: 'gpg.error.not_signed_commit',
      signature: '',
      signer: null,
      payload: '',
    });
    expect([commit.added, commit.removed, commit.modified]).toEqual([null, null, null]);
    expect(body.repository.permissions).toEqual({ admin: false, push: false, pull: false });
    expect(body.sender.email).toBe('1+alice@noreply.localhost');
    expect(body.pusher.email).toBe('1+alice@noreply.localhost');
    expect(body.repository.owner.email).toMatch(/^\d+\+acme@noreply\.localhost$/);
    expect(body.repository.branch_count).toBe(1);
  });

  it('sends a slack hook its own JSON body, not the push payload (audit row 12)', async () => {
    const id = hookOf(
      await call('POST', REPO, {
        body: {
          type: 'slack',
          active: true,
          config: { url: 'https://hooks.example.test/s', content_type: 'form', channel: '#ci' },
        },
      }),
    ).id;
    const { ping } = await pressed(mock, id);
    expect(ping?.headers['Content-Type']).toBe('application/json');
    const body = bodyOf(ping?.body ?? '');
    expect(Object.keys(body)).toEqual([
      'channel',
      'text',
      'username',
      'icon_url',
      'unfurl_links',
      'link_names',
      'attachments',
    ]);
    expect(body.channel).toBe('#ci');
    const repo = 'http://localhost/acme/widgets';
    expect(body.text).toMatch(
      new RegExp(
        `^\\[<${repo}\\|acme/widgets>:<${repo}/src/branch/main\\|main>\\] <${repo}/compare/[0-9a-f]{40}\\.\\.\\.[0-9a-f]{40}\\|1 new commit> pushed by alice$`,
      ),
    );
    expect(body.attachments).toEqual([
      {
        fallback: '',
        color: '',
        title: repo,
        title_link: repo,
        text: expect.stringMatching(
          /^<.*\/commit\/[0-9a-f]{40}\|[0-9a-f]{7}>: Add widget scaffolding - Alice Example$/,
        ),
      },
    ]);
  });

  it('records discord hooks (empty meta) as not delivered, with the reason', async () => {
    const id = hookOf(
      await call('POST', REPO, {
        body: {
          type: 'discord',
          active: true,
          config: { url: 'https://d.example.test/x', content_type: 'json' },
        },
      }),
    ).id;
    const { ping } = await pressed(mock, id);
    expect(ping?.delivery.status).toBe('skipped');
    expect(ping?.delivery.reason).toMatch(/newDiscordRequest meta json/);
  });
});

describe('forgejo test route', () => {
  const mock = useMock(server, { flavor: 'forgejo', clock: manualClock() });

  it('answers 404 to a ?ref= that does not resolve, sends for one that does (audit row 6)', async () => {
    const missing = await call('POST', `${REPO}/1/tests?ref=no-such-branch`);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ message: "The target couldn't be found.", errors: [] });
    expect(mock.pings.all()).toHaveLength(0);
    for (const ref of ['main', 'refs/heads/main', ' main ']) {
      expect((await pressed(mock, 1, `?ref=${encodeURIComponent(ref)}`)).status).toBe(204);
    }
  });

  it("sends Forgejo's own Repository and User shapes (audit row 11)", async () => {
    const { ping } = await pressed(mock, 1);
    const body = bodyOf(ping?.body ?? '');
    const repo = body.repository;
    expect(repo.parent).toBeNull();
    expect(repo.repo_transfer).toBeNull();
    for (const key of [
      'has_wiki_contents',
      'wiki_ssh_url',
      'wiki_clone_url',
      'globally_editable_wiki',
      'default_update_style',
    ])
      expect(repo).toHaveProperty(key);
    for (const key of ['has_code', 'licenses', 'projects_mode', 'branch_count', 'allow_manual_merge'])
      expect(repo).not.toHaveProperty(key);
    expect(Object.keys(body.sender).slice(15, 17)).toEqual(['location', 'pronouns']);
    expect(body.sender.email).toBe('alice@noreply.localhost');
    expect(ping?.headers['X-Forgejo-Signature']).toBe(hmacHex('sha256', 's3cret', ping?.body ?? ''));
  });

  it('reports typed metadata for types with meta (audit row 15)', async () => {
    const metaOf = async (type: string) =>
      hookOf(
        await call('POST', REPO, {
          body: { type, config: { url: 'https://r.example.test/x', content_type: 'json' } },
        }),
      ).metadata;
    expect(await metaOf('discord')).toEqual({ username: '', icon_url: '' });
    expect(await metaOf('telegram')).toEqual({ bot_token: '', chat_id: '', thread_id: '' });
    expect(await metaOf('matrix')).toEqual({ homeserver_url: '', room_id: '', message_type: 0 });
    expect(await metaOf('packagist')).toEqual({ username: '', api_token: '', package_url: '' });
    expect(await metaOf('sourcehut_builds')).toEqual({ manifest_path: '', visibility: '', secrets: false });
    expect(await metaOf('msteams')).toBeNull();
  });
});
