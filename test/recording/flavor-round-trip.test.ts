/**
 * Record → file → replay in every flavor: a session against a real hookmock server of that
 * flavor, with a private repo, a read-only collaborator, a read-only token, a non-owner, a bad
 * body and an unknown token, must replay step for step against a mock loaded from the file alone.
 * The inferred state has to read each flavor's own error texts (Forgejo's 404 is not Gitea's).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { parseScenario } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';
import { replayScenario, transcript } from '../../src/node/record/replay-file.js';

const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
});

const WORLD: Scenario = {
  name: 'round trip',
  users: [
    { login: 'ada', token: 'ada-token' },
    { login: 'rob', token: 'rob-token', scopes: ['read:repository', 'read:organization'] },
    { login: 'sam', token: 'sam-token' },
    { login: 'eve', token: 'eve-token' },
  ],
  orgs: [{ name: 'acme', owners: ['ada'] }],
  repos: [
    { owner: 'acme', name: 'widgets', admins: ['ada'] },
    { owner: 'acme', name: 'secret', private: true, readers: ['sam'] },
  ],
  hooks: [
    {
      repo: 'acme/widgets',
      active: true,
      config: { url: 'https://ci.example.test/w', content_type: 'json' },
    },
    { repo: 'acme/secret', active: true, config: { url: 'https://ci.example.test/s', content_type: 'json' } },
  ],
};

const NATIVE = { spec: 'native', gitea: 'gitea', forgejo: 'forgejo' } as const;

async function record(flavor: keyof typeof NATIVE): Promise<{ scenario: Scenario; statuses: number[] }> {
  const server = await startServer({ flavor, auth: 'strict', port: 0, quiet: true, scenario: WORLD });
  running.push(server);
  const origin = new URL(server.url).origin;
  const recorder = await startRecorder({ upstream: origin });
  running.push(recorder);
  const send = async (method: string, path: string, token: string | null, body?: unknown) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `token ${token}`;
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const response = await fetch(`${recorder.url}/api/v1${path}`, init);
    await response.arrayBuffer();
    return response.status;
  };
  const hook = { type: NATIVE[flavor], config: { url: 'https://ci.example.test/new', content_type: 'json' } };
  const statuses = [
    await send('GET', '/repos/acme/secret/hooks', 'ada-token'), // admin of a private repo
    await send('GET', '/repos/acme/secret/hooks', 'eve-token'), // hidden: 404
    await send('GET', '/repos/acme/secret/hooks', 'sam-token'), // read-only collaborator: 403
    await send('POST', '/repos/acme/widgets/hooks', 'rob-token', hook), // read-only token: scope 403
    await send('GET', '/repos/acme/widgets/hooks', 'rob-token'), // admin 403
    await send('POST', '/orgs/acme/hooks', 'eve-token', hook), // org owner 403
    await send('POST', '/repos/acme/widgets/hooks', 'ada-token', {
      ...hook,
      config: { url: 'ftp://x', content_type: 'json' },
    }), // 422
    await send('GET', '/repos/acme/secret/hooks/999', 'ada-token'), // unknown hook: 404
    await send('GET', '/repos/acme/widgets/hooks', 'nobody-knows-this'), // 401
    await send('POST', '/repos/acme/secret/hooks', 'ada-token', hook), // 201
  ];
  const exchanges = await recorder.stop();
  const scenario = toRecordedScenario(exchanges, {
    upstreamOrigin: origin,
    basePath: '/api/v1',
    flavor,
  });
  return { scenario: { flavor, ...scenario }, statuses };
}

describe.each(['spec', 'gitea', 'forgejo'] as const)('record → replay, %s flavor', (flavor) => {
  it('infers a private repo, a read-only collaborator and scoped tokens, and replays every step', async () => {
    const { scenario, statuses } = await record(flavor);
    expect(statuses).toEqual([200, 404, 403, 403, 403, 403, 422, 404, 401, 201]);
    const secret = scenario.repos?.find((r) => r.name === 'secret');
    expect(secret).toMatchObject({
      private: true,
      admins: ['recorded-user-1'],
      readers: ['recorded-user-3'],
    });
    const rob = scenario.users?.find((u) => u.login === 'recorded-user-4');
    // Gitea's text names the token's scopes; Forgejo's only the missing one.
    expect(rob?.scopes).toEqual(
      flavor === 'forgejo'
        ? ['read:repository', 'write:organization']
        : ['read:organization', 'read:repository'],
    );
    expect(scenario.users?.map((u) => u.login)).not.toContain('recorded-user-5'); // the unknown token
    const results = await replayScenario(parseScenario(JSON.parse(JSON.stringify(scenario)), 'recording'));
    expect(transcript(results)).toContain('all 10 steps match');
  });
});

/**
 * The same in GitLab's words (issue 30 item 10): a non-member gets `404 Project Not Found` for a
 * private project, a reporter (a reader) `403 Forbidden`, a hook `404 Not found`, a bad URL 422,
 * an unknown token `401 Unauthorized`; the state inferred from them replays every step.
 */
describe('record → replay, gitlab flavor', () => {
  it('infers a private project, a member below Maintainer and a group owner, and replays every step', async () => {
    const server = await startServer({
      flavor: 'gitlab',
      auth: 'strict',
      port: 0,
      quiet: true,
      scenario: WORLD,
    });
    running.push(server);
    const origin = new URL(server.url).origin;
    const recorder = await startRecorder({ upstream: origin, flavor: 'gitlab' });
    running.push(recorder);
    const send = async (method: string, path: string, token: string | null, body?: unknown) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers['private-token'] = token;
      const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
      const response = await fetch(`${recorder.url}/api/v4${path}`, init);
      await response.arrayBuffer();
      return response.status;
    };
    const hook = { url: 'https://ci.example.test/new' };
    const statuses = [
      await send('GET', '/projects/acme%2Fsecret/hooks', 'ada-token'), // Maintainer of a private project
      await send('GET', '/projects/acme%2Fsecret/hooks', 'eve-token'), // not a member: 404
      await send('GET', '/projects/acme%2Fsecret/hooks', 'sam-token'), // below Maintainer: 403
      await send('POST', '/groups/acme/hooks', 'eve-token', hook), // not the group's Owner: 403
      await send('GET', '/groups/acme/hooks', 'ada-token'), // the group's Owner
      await send('POST', '/projects/acme%2Fwidgets/hooks', 'ada-token', { url: 'ftp://x' }), // 422
      await send('GET', '/projects/acme%2Fsecret/hooks/999', 'ada-token'), // unknown hook: 404
      await send('GET', '/projects/acme%2Fwidgets/hooks', 'nobody-knows-this'), // 401
      await send('POST', '/projects/acme%2Fsecret/hooks', 'ada-token', hook), // 201
    ];
    const recorded = toRecordedScenario(await recorder.stop(), {
      upstreamOrigin: origin,
      basePath: '/api/v4',
      flavor: 'gitlab',
    });
    const scenario: Scenario = JSON.parse(JSON.stringify({ flavor: 'gitlab', ...recorded }));
    expect(statuses).toEqual([200, 404, 403, 403, 200, 422, 404, 401, 201]);
    expect(scenario.repos?.find((r) => r.name === 'secret')).toMatchObject({
      private: true,
      admins: ['recorded-user-1'],
      readers: ['recorded-user-3'],
    });
    expect(scenario.orgs?.find((o) => o.name === 'acme')?.owners).toEqual(['recorded-user-1']);
    expect(scenario.users?.map((u) => u.login)).not.toContain('recorded-user-4'); // the unknown token
    const results = await replayScenario(parseScenario(scenario, 'recording'));
    expect(transcript(results)).toContain('all 9 steps match');
  });
});
