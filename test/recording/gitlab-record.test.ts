/**
 * Recording a GitLab upstream (`hookmock record --flavor gitlab` in front of the gitlab server):
 * the recording keeps no GitLab credential — the `PRIVATE-TOKEN` header, `Authorization: Bearer`
 * and `?private_token=` become placeholder tokens (`?private_token=` is marked `tokenIn: query`),
 * and a hook's `token`, `signing_token` and custom header and URL variable values are redacted in
 * request and response bodies, wherever they stand.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { startServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';

const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
});

const SECRETS = {
  privateToken: 'demo',
  bearer: 'bob-token',
  query: 'carol-token',
  hookToken: 'hook-token-value',
  signingToken: 'whsec_c2lnbmluZy1zZWNyZXQtdmFsdWU=',
  header: 'custom-header-value',
  variable: 'url-variable-value',
  shortHeader: 'abc',
};

describe('recording a GitLab upstream', () => {
  it('keeps no GitLab credential: tokens become placeholders, hook secrets are redacted', async () => {
    const server = await startServer({
      flavor: 'gitlab',
      port: 0,
      quiet: true,
      scenario: {
        users: [
          { login: 'alice', token: SECRETS.privateToken },
          { login: 'bob', token: SECRETS.bearer },
          { login: 'carol', token: SECRETS.query },
        ],
        repos: [{ owner: 'alice', name: 'widgets', admins: ['alice', 'bob', 'carol'] }],
      },
    });
    running.push(server);
    const upstream = new URL(server.url).origin;
    const recorder = await startRecorder({ upstream, flavor: 'gitlab' });
    running.push(recorder);
    const api = `${recorder.url}/api/v4/projects/alice%2Fwidgets/hooks`;
    const created = await fetch(api, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': SECRETS.privateToken, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        url: 'https://ci.example.test/hooks/{path}',
        token: SECRETS.hookToken,
        signing_token: SECRETS.signingToken,
        custom_headers: [
          { key: 'X-Secret', value: SECRETS.header },
          { key: 'X-Short', value: SECRETS.shortHeader },
        ],
        url_variables: [{ key: 'path', value: SECRETS.variable }],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const edited = await fetch(`${api}/${id}`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${SECRETS.bearer}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `token=${SECRETS.hookToken}-2&push_events=false`,
    });
    expect(edited.status).toBe(200);
    expect((await fetch(`${api}?private_token=${SECRETS.query}&per_page=1`)).status).toBe(200);

    const exchanges = await recorder.stop();
    expect(exchanges).toHaveLength(3);
    const scenario = toRecordedScenario(exchanges, {
      upstreamOrigin: upstream,
      basePath: '/api/v4',
      flavor: 'gitlab',
    });
    const text = JSON.stringify(scenario);
    for (const [name, value] of Object.entries(SECRETS)) {
      if (name === 'shortHeader') continue; // checked where it stands below
      expect(text, name).not.toContain(value);
    }
    const [create, edit, list] = scenario.steps ?? [];
    expect(create?.request.token).toBe('recorded-token-1');
    expect(edit?.request.token).toBe('recorded-token-2');
    expect(list?.request).toMatchObject({
      token: 'recorded-token-3',
      tokenIn: 'query',
      query: { per_page: '1' },
    });
    expect(create?.request.body).toMatchObject({
      token: 'REDACTED',
      signing_token: 'REDACTED',
      custom_headers: [
        { key: 'X-Secret', value: 'REDACTED' },
        { key: 'X-Short', value: 'REDACTED' },
      ],
      url_variables: [{ key: 'path', value: 'REDACTED' }],
    });
    expect(edit?.request.body).toBe('token=REDACTED&push_events=false');
    // The answers show the pairs masked (`[{ "key": … }]`) and never the token, as GitLab does.
    expect(create?.response.body).toMatchObject({
      custom_headers: [{ key: 'X-Secret' }, { key: 'X-Short' }],
    });
    // GitLab's `Link` keeps the query, the token too: there it is the placeholder.
    expect(list?.response.headers?.link).toContain('private_token=recorded-token-3');
  });
});
