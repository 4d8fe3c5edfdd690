/**
 * What a recording must never keep (security review S7, S8b): the review's leak forms driven
 * over HTTP through the recording proxy against a gitea-flavored mock — form bodies (`+` for a
 * space, `config[secret]`), hook URLs (userinfo, query values, chat-service paths), a query token
 * in Go's QueryEscape form inside `Link` — and tokens so short that a global text replace broke
 * the file (`1`, `e`, `"`, `id`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { goQueryEscape } from '../../src/core/go/go-query.js';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { parseScenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';
import { replayScenario } from '../../src/node/record/replay-file.js';

const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
});

/** Records what `drive` sends through a proxy in front of a gitea-flavored mock (auth any). */
async function record(drive: (api: string) => Promise<void>) {
  const upstream = await startServer({ flavor: 'gitea', port: 0, quiet: true });
  running.push(upstream);
  const recorder = await startRecorder({ upstream: upstream.origin });
  running.push(recorder);
  await drive(`${recorder.url}/api/v1`);
  const exchanges = await recorder.stop();
  const scenario = toRecordedScenario(exchanges, {
    upstreamOrigin: upstream.origin,
    basePath: '/api/v1',
    flavor: 'gitea',
  });
  return { exchanges, text: JSON.stringify({ flavor: 'gitea', ...scenario }, null, 2) };
}

/** Every written form of a value: raw, JSON-escaped, percent-encoded, Go QueryEscape, `+`. */
const formsOf = (value: string) =>
  new Set([
    value,
    JSON.stringify(value).slice(1, -1),
    encodeURIComponent(value),
    goQueryEscape(value),
    encodeURIComponent(value).replace(/%20/g, '+'),
  ]);

const FORM = { authorization: 'token demo', 'content-type': 'application/x-www-form-urlencoded' };
const JSON_AUTH = { authorization: 'token demo', 'content-type': 'application/json' };

describe('S7: redaction of every leak form in the review', () => {
  it('leaves no secret in any form, keeps valid JSON, and still replays green', async () => {
    const leaks = [
      'Bearer FORMPATCHAUTH!',
      'SECRETFORM4',
      'URLPASS7',
      'URLQUERYSECRET7',
      'SLACKSECRETPATH8',
      'DISCORDTOKEN9abc',
      "TOK SP*(x)!'",
    ];
    const { exchanges, text } = await record(async (api) => {
      const hooks = `${api}/repos/acme/widgets/hooks`;
      // (a) form bodies: a PATCH with `+` for the space and a create with config[secret].
      const patched = await fetch(`${hooks}/1`, {
        method: 'PATCH',
        headers: FORM,
        body: 'active=true&authorization_header=Bearer+FORMPATCHAUTH%21',
      });
      expect(patched.status).toBe(200);
      await fetch(hooks, {
        method: 'POST',
        headers: FORM,
        body: 'type=gitea&config%5Burl%5D=https%3A%2F%2Fci.example.test%2Fform&config%5Bcontent_type%5D=json&config%5Bsecret%5D=SECRETFORM4',
      });
      // (b) hook URLs with credentials in them.
      for (const url of [
        'https://bob:URLPASS7@ci.example.test/h?key=URLQUERYSECRET7',
        'https://hooks.slack.com/services/T000/B000/SLACKSECRETPATH8',
        'https://discord.com/api/webhooks/123456/DISCORDTOKEN9abc',
      ]) {
        const res = await fetch(hooks, {
          method: 'POST',
          headers: JSON_AUTH,
          body: JSON.stringify({ type: 'gitea', active: true, config: { url, content_type: 'json' } }),
        });
        expect(res.status).toBe(201);
      }
      // (c) a query token that comes back in Go's QueryEscape form inside Link (two org hooks,
      // one per page, so there is a next page to link to).
      await fetch(`${api}/orgs/acme/hooks`, {
        method: 'POST',
        headers: JSON_AUTH,
        body: JSON.stringify({
          type: 'gitea',
          config: { url: 'https://audit.example.test/2', content_type: 'json' },
        }),
      });
      const listed = await fetch(`${api}/orgs/acme/hooks?limit=1&token=TOK%20SP%2A%28x%29%21%27`);
      expect(listed.status).toBe(200);
    });
    // The upstream really saw (and echoed) the secrets: the test is not vacuous.
    const raw = JSON.stringify(exchanges);
    expect(raw).toContain('FORMPATCHAUTH');
    expect(raw).toContain('SLACKSECRETPATH8');
    expect(
      exchanges.some((e) => (e.responseHeaders.link ?? '').includes(goQueryEscape("TOK SP*(x)!'"))),
    ).toBe(true);
    for (const leak of leaks)
      for (const form of formsOf(leak)) expect(text.includes(form), `the file contains ${form}`).toBe(false);
    const scenario = parseScenario(JSON.parse(text), 'recording');
    const urls = (scenario.steps ?? []).flatMap((s) => {
      const body = s.response.body as { config?: { url?: string } } | undefined;
      return body?.config?.url ? [body.config.url] : [];
    });
    expect(urls).toEqual(
      expect.arrayContaining([
        // Every path segment but a known word is redacted (F10): `/h` too.
        'https://REDACTED@ci.example.test/REDACTED?key=REDACTED',
        'https://hooks.slack.com/services/REDACTED/REDACTED/REDACTED',
        'https://discord.com/api/webhooks/REDACTED/REDACTED',
      ]),
    );
    expect(scenario.steps?.[0]?.request.body).toBe('active=true&authorization_header=REDACTED');
    expect(scenario.steps?.at(-1)?.response.headers?.link).toMatch(/[?&]token=recorded-token-2>/);
    const results = await replayScenario(scenario);
    expect(results.filter((r) => !r.ok).map((r) => [r.index, r.differences])).toEqual([]);
  });
});

describe('S8b: short tokens do not corrupt the file', () => {
  it.each(['1', 'e', '"', 'id'])(
    'token %j: valid JSON, keys intact, token gone from credentials',
    async (token) => {
      const { text } = await record(async (api) => {
        const res = await fetch(`${api}/repos/acme/widgets/hooks/1`, {
          headers: { authorization: `token ${token}` },
        });
        expect(res.status).toBe(200);
      });
      const file = JSON.parse(text) as {
        steps: { request: { token: string }; response: { body: { id: number } } }[];
      };
      expect(file.steps[0]?.request.token).toBe('recorded-token-1');
      expect(file.steps[0]?.response.body.id).toBe(1);
      expect(text).not.toContain(`token ${token}`);
      expect(parseScenario(file, 'recording').steps).toHaveLength(1);
    },
  );
});

describe('hook meta in recordings', () => {
  it("forgejo's metadata.api_token (packagist) is redacted where it stands", async () => {
    const token = 'PACKAGIST-API-TOKEN-1';
    const upstream = await startServer({
      flavor: 'forgejo',
      port: 0,
      quiet: true,
      scenario: {
        name: 'meta',
        users: [{ login: 'alice', token: 'demo' }],
        orgs: [{ name: 'acme', owners: ['alice'] }],
        repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
        hooks: [
          {
            repo: 'acme/widgets',
            type: 'packagist',
            active: true,
            config: { url: 'https://packagist.example.test/api/update-package' },
            meta: { username: 'alice', api_token: token, package_url: 'https://packagist.example.test/p' },
          },
        ],
      },
    });
    running.push(upstream);
    const recorder = await startRecorder({ upstream: upstream.origin });
    running.push(recorder);
    const res = await fetch(`${recorder.url}/api/v1/repos/acme/widgets/hooks/1`, { headers: JSON_AUTH });
    expect(((await res.json()) as { metadata: { api_token: string } }).metadata.api_token).toBe(token);
    const scenario = toRecordedScenario(await recorder.stop(), {
      upstreamOrigin: upstream.origin,
      basePath: '/api/v1',
      flavor: 'forgejo',
    });
    const text = JSON.stringify(scenario);
    expect(text).not.toContain(token);
    const body = scenario.steps?.[0]?.response.body as { metadata: Record<string, string> };
    expect(body.metadata).toEqual({
      username: 'alice',
      api_token: 'REDACTED',
      package_url: 'https://packagist.example.test/p',
    });
  });
});
