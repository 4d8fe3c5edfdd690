/**
 * Issue 31 item 2, the `/app` routes by hand-made JWTs (checked on the wall clock the client signs
 * with, issue 45 item 7, whatever the mock's clock): GitHub's 401 for each
 * way a JWT goes wrong, an app without a `publicKey` taking any well-formed JWT naming it,
 * installation tokens that expire after an hour of the mock's clock, and every answer valid
 * against GitHub's REST description (the subset committed in src/core/openapi/).
 */
import { createSign } from 'node:crypto';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import document from '../../src/core/flavors/github/openapi/hooks.openapi.json' with { type: 'json' };
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { APP_ID, INSTALLATION_ID, appScenario, keyPair } from './apps-support.js';

const keys = keyPair();
const START = Date.parse('2026-03-01T12:00:00Z');
const s = (ms: number) => Math.floor(ms / 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function jwt(claims: Record<string, unknown>, privateKey = keys.privateKey, alg = 'RS256'): string {
  const signed = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  return `${signed}.${createSign('RSA-SHA256').update(signed).sign(privateKey, 'base64url')}`;
}
const good = (now: number) => jwt({ iat: s(now) - 30, exp: s(now) + 540, iss: APP_ID });

function mockAt(scenario: Scenario = appScenario(keys.publicKey)) {
  let now = START;
  const mock = createHookMock({ flavor: 'github', scenario, clock: () => new Date(now) });
  const call = async (method: string, path: string, auth?: string, body?: unknown) => {
    const headers: Record<string, string> = auth ? { Authorization: auth } : {};
    const init = body === undefined ? { method, headers } : { method, headers, body: JSON.stringify(body) };
    const response = await mock.fetch(new Request(`https://api.github.com${path}`, init));
    if (!response) throw new Error('not the mock’s');
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
  return { mock, call, advance: (ms: number) => (now += ms) };
}

describe('the app’s JWT', () => {
  it('is refused as GitHub refuses it, each case with GitHub’s words', async () => {
    const { call } = mockAt();
    const at = (claims: Record<string, unknown>) => call('GET', '/app', `Bearer ${jwt(claims)}`);
    const message = async (p: Promise<{ status: number; body: { message: string } }>) => {
      const r = await p;
      return `${r.status} ${r.body.message}`;
    };
    const t = s(Date.now());
    expect(await message(call('GET', '/app'))).toBe('401 A JSON web token could not be decoded');
    expect(await message(call('GET', '/app', 'Bearer not.a-jwt'))).toBe(
      '401 A JSON web token could not be decoded',
    );
    expect(await message(call('GET', '/app', 'token alice-token'))).toBe(
      '401 A JSON web token could not be decoded',
    );
    expect(await message(at({ iat: t, exp: t + 60, iss: 'octo' }))).toBe(
      "401 'Issuer' claim ('iss') must be an Integer",
    );
    expect(await message(at({ iat: t, exp: t + 60, iss: 999 }))).toBe(
      '401 A JSON web token could not be decoded',
    );
    expect(await message(at({ iat: t + 120, exp: t + 300, iss: APP_ID }))).toBe(
      "401 'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued",
    );
    expect(await message(at({ iat: t - 700, exp: t - 100, iss: APP_ID }))).toBe(
      "401 'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires",
    );
    // A minute past the 10-minute limit: the wall clock may tick between `t` and the check.
    expect(await message(at({ iat: t, exp: t + 660, iss: APP_ID }))).toBe(
      "401 'Expiration time' claim ('exp') is too far in the future",
    );
    const foreign = jwt({ iat: t, exp: t + 60, iss: APP_ID }, keyPair().privateKey);
    expect(await message(call('GET', '/app', `Bearer ${foreign}`))).toBe(
      '401 A JSON web token could not be decoded',
    );
    expect((await at({ iat: t, exp: t + 600, iss: String(APP_ID) })).status).toBe(200);
  });

  it('is any well-formed JWT naming the app when the app has no publicKey', async () => {
    const scenario = appScenario(keys.publicKey);
    const { publicKey: _key, ...app } = scenario.apps?.[0] ?? {
      id: 0,
      slug: '',
      webhookUrl: '',
      webhookSecret: '',
    };
    const { call } = mockAt({ ...scenario, apps: [app] });
    const t = s(Date.now());
    const unsigned = `${b64({ alg: 'RS256' })}.${b64({ iat: t, exp: t + 60, iss: APP_ID })}.c2lnbmF0dXJl`;
    expect((await call('GET', '/app', `Bearer ${unsigned}`)).status).toBe(200);
    expect(
      (await call('GET', '/app', `Bearer ${jwt({ iat: t, exp: t + 60, iss: APP_ID }, keyPair().privateKey)}`))
        .status,
    ).toBe(200);
    const none = `${b64({ alg: 'none' })}.${b64({ iat: t, exp: t + 60, iss: APP_ID })}.c2ln`;
    expect((await call('GET', '/app', `Bearer ${none}`)).status).toBe(401);
  });
});

describe('installation tokens', () => {
  it('open the installation’s repositories’ hooks for an hour of the mock’s clock, then are Bad credentials', async () => {
    const { call, advance } = mockAt();
    const made = await call(
      'POST',
      `/app/installations/${INSTALLATION_ID}/access_tokens`,
      `Bearer ${good(Date.now())}`,
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ expires_at: '2026-03-01T13:00:00Z', repository_selection: 'selected' });
    const token = `token ${made.body.token}`;
    expect(made.body.token).toMatch(/^ghs_[0-9a-f]{36}$/);
    expect((await call('GET', '/repos/acme/widgets/hooks', token)).status).toBe(200);
    expect((await call('GET', '/repos/acme/gadgets/hooks', token)).status).toBe(404);
    expect((await call('GET', '/orgs/acme/hooks', token)).status).toBe(404);
    advance(3_600_000);
    expect(await call('GET', '/repos/acme/widgets/hooks', token)).toMatchObject({
      status: 401,
      body: { message: 'Bad credentials' },
    });
    expect((await call('GET', '/repos/acme/widgets/hooks', 'token ghs_never-issued')).status).toBe(401);
  });

  it('narrow to the repositories asked for, and refuse one the installation lacks', async () => {
    const { call } = mockAt();
    const path = `/app/installations/${INSTALLATION_ID}/access_tokens`;
    const jwtAuth = `Bearer ${good(Date.now())}`;
    expect((await call('POST', path, jwtAuth, { repositories: ['gadgets'] })).body).toEqual({
      message:
        'There is at least one repository that does not exist or is not accessible to the parent installation.',
      documentation_url:
        'https://docs.github.com/rest/apps/apps#create-an-installation-access-token-for-an-app',
      status: '422',
    });
    expect((await call('POST', '/app/installations/78/access_tokens', jwtAuth)).status).toBe(404);
    expect((await call('POST', path, jwtAuth, { repositories: ['widgets'] })).status).toBe(201);
  });
});

describe('answers valid against GitHub’s REST description', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(withNullUnions(structuredClone(document)), 'github.json');
  const schema = (path: string, method: string, status: number) => {
    const escaped = path.replace(/~/g, '~0').replace(/\//g, '~1');
    const pointer = `github.json#/paths/${escaped}/${method}/responses/${status}/content/application~1json/schema`;
    return ajv.getSchema(pointer) ?? ajv.getSchema('github.json#/components/schemas/basic-error');
  };

  it('every /app operation, success and error', async () => {
    const { call, mock } = mockAt();
    const auth = `Bearer ${good(Date.now())}`;
    await mock.emit('issues', { repo: 'acme/widgets' });
    const cases: [string, string, string, number][] = [
      ['GET', '/app', '/app', 200],
      ['GET', '/app/hook/config', '/app/hook/config', 200],
      ['PATCH', '/app/hook/config', '/app/hook/config', 200],
      ['GET', '/app/installations', '/app/installations', 200],
      [
        'POST',
        `/app/installations/${INSTALLATION_ID}/access_tokens`,
        '/app/installations/{installation_id}/access_tokens',
        201,
      ],
      ['GET', '/repos/acme/widgets/installation', '/repos/{owner}/{repo}/installation', 200],
      ['GET', '/repos/acme/gadgets/installation', '/repos/{owner}/{repo}/installation', 404],
      ['GET', '/app/hook/deliveries/99999', '/app/hook/deliveries/{delivery_id}', 404],
    ];
    const problems: string[] = [];
    for (const [method, path, template, status] of cases) {
      const answer = await call(
        method,
        path,
        auth,
        method === 'PATCH' ? { content_type: 'json' } : undefined,
      );
      if (answer.status !== status) problems.push(`${method} ${path}: ${answer.status}`);
      // The list's inlined item says `allOf: [simple-user, enterprise]` for `account` (no answer
      // can be both); its `installation` component says `anyOf`: the items are checked against it.
      const validate =
        template === '/app/installations'
          ? ajv.compile({ type: 'array', items: { $ref: 'github.json#/components/schemas/installation' } })
          : schema(template, method.toLowerCase(), status);
      if (!validate?.(answer.body)) problems.push(`${method} ${path}: ${ajv.errorsText(validate?.errors)}`);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * OpenAPI 3.0's `nullable` beside `anyOf`/`oneOf`/`allOf` (GitHub's `installation.account`) as JSON
 * Schema says it — a `null` branch — since ajv takes `nullable` only beside `type`.
 */
function withNullUnions<T>(value: T): T {
  if (Array.isArray(value)) value.forEach(withNullUnions);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    for (const child of Object.values(node)) withNullUnions(child);
    const union = ['anyOf', 'oneOf', 'allOf'].find((key) => Array.isArray(node[key]));
    if (node.nullable === true && node.type === undefined && union) {
      delete node.nullable;
      const branches = node[union] as unknown[];
      delete node[union];
      // allOf of one schema or null is anyOf [that schema, null].
      node.anyOf = [union === 'allOf' ? { allOf: branches } : { [union]: branches }, { type: 'null' }];
    }
  }
  return value;
}
