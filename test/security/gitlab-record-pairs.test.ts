/**
 * Security review 5, H3: a GitLab recording keeps no custom header or URL variable value set
 * through the one-pair routes (`PUT …/custom_headers/:key`, `PUT …/url_variables/:key`), whether
 * `value` came in a JSON body, a form body or the query — as it keeps none given on create and
 * edit (docs/guide/recording.md). The recorder runs in front of a gitlab server on 127.0.0.1.
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
  jsonHeader: 'PUTHDR-secret-4',
  queryVariable: 'QUERYVAR-secret-5',
  formHeader: 'FORMHDR-secret-6',
  jsonVariable: 'VAR2-secret-10',
  short: 'ab1',
};

describe('recording the GitLab one-pair routes', () => {
  it('redacts `value` in JSON bodies, form bodies and the query, and everywhere else it stands', async () => {
    const server = await startServer({ flavor: 'gitlab', port: 0, quiet: true });
    running.push(server);
    const upstream = new URL(server.url).origin;
    const recorder = await startRecorder({ upstream, flavor: 'gitlab' });
    running.push(recorder);
    const hooks = `${recorder.url}/api/v4/projects/acme%2Fwidgets/hooks`;
    const token = { 'PRIVATE-TOKEN': 'demo' };
    const json = { ...token, 'Content-Type': 'application/json' };
    const created = await fetch(hooks, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ url: 'http://127.0.0.1:9/hook', push_events: true }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const put = (path: string, init: { headers: Record<string, string>; body?: string }) =>
      fetch(`${hooks}/${id}/${path}`, { method: 'PUT', ...init }).then((r) => r.status);
    expect(
      await put('custom_headers/X-Other', {
        headers: json,
        body: JSON.stringify({ value: SECRETS.jsonHeader }),
      }),
    ).toBe(204);
    expect(await put(`url_variables/tok2?value=${SECRETS.queryVariable}`, { headers: token })).toBe(204);
    expect(
      await put('custom_headers/X-Form', {
        headers: { ...token, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `value=${SECRETS.formHeader}`,
      }),
    ).toBe(204);
    expect(
      await put('url_variables/tok3', {
        headers: json,
        body: JSON.stringify({ value: SECRETS.jsonVariable }),
      }),
    ).toBe(204);
    expect(
      await put('url_variables/tok4', { headers: json, body: JSON.stringify({ value: SECRETS.short }) }),
    ).toBe(204);

    const exchanges = await recorder.stop();
    expect(exchanges).toHaveLength(6);
    const scenario = toRecordedScenario(exchanges, {
      upstreamOrigin: upstream,
      basePath: '/api/v4',
      flavor: 'gitlab',
    });
    const text = JSON.stringify(scenario);
    for (const [name, value] of Object.entries(SECRETS)) expect(text, name).not.toContain(value);
    const [, header, queryVar, form, variable, short] = scenario.steps ?? [];
    expect(header?.request.body).toEqual({ value: 'REDACTED' });
    expect(queryVar?.request.query).toEqual({ value: 'REDACTED' });
    expect(form?.request.body).toBe('value=REDACTED');
    expect(variable?.request.body).toEqual({ value: 'REDACTED' });
    expect(short?.request.body).toEqual({ value: 'REDACTED' });
  });
});
