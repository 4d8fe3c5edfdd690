/**
 * Recording a paging client (issue 44 item 1; newcomer trial 5: page 2 went straight to the
 * upstream): the recorder hands the upstream's answers on with its own origin in `Link` and in
 * the bodies' URLs, so `octokit.paginate` asks the recorder for every page and every request is
 * recorded; the recording still replays green.
 */
import { Octokit } from '@octokit/rest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';

const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
});

const TOKEN = 'ghp_pagingToken1234567';
const WORLD: Scenario = {
  name: 'five hooks',
  users: [{ login: 'ada', token: TOKEN }],
  orgs: [{ name: 'acme', owners: ['ada'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['ada'] }],
  hooks: [1, 2, 3, 4, 5].map((n) => ({
    repo: 'acme/widgets',
    active: true,
    config: { url: `https://ci.example.test/hooks/${n}`, content_type: 'json' as const },
  })),
};

describe('recording a paging client', () => {
  it('records every page octokit.paginate asks for, and the links name the recorder', async () => {
    const upstream = await startServer({
      port: 0,
      quiet: true,
      flavor: 'github',
      scenario: WORLD,
      auth: 'strict',
    });
    running.push(upstream);
    const recorder = await startRecorder({ upstream: upstream.origin, port: 0, flavor: 'github' });
    running.push(recorder);
    const octokit = new Octokit({ auth: TOKEN, baseUrl: `${recorder.url}/api/v3` });
    const hooks = await octokit.paginate(octokit.rest.repos.listWebhooks, {
      owner: 'acme',
      repo: 'widgets',
      per_page: 2,
    });
    expect(hooks).toHaveLength(5);
    const exchanges = await recorder.stop();
    expect(exchanges.map((e) => `${e.path}?${new URLSearchParams(e.query).toString()}`)).toEqual([
      '/api/v3/repos/acme/widgets/hooks?per_page=2',
      // GitHub's `Link` names the repository by its number.
      '/api/v3/repositories/1/hooks?per_page=2&page=2',
      '/api/v3/repositories/1/hooks?per_page=2&page=3',
    ]);
    // Each hook's `url` names the recorder too (an API URL a client may follow).
    for (const hook of hooks) expect(hook.url.startsWith(`${recorder.url}/api/v3/`)).toBe(true);
  });
});
