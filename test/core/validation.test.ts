/**
 * docs/behaviour.md §2.4: every 422 (and the slack 400) in the order the checks run, the binder's
 * content-type and JSON rules, and that a rejected write changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  FLAVOR_NAMES,
  NATIVE,
  apiErrorText,
  call,
  createBody,
  hookOf,
  idsOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';
import type { Answer, ANSWER_END } from '../support/msw.js';

const server = useMswServer();

function expect422(res: Answer, message: string, flavor: keyof typeof ANSWER_END = 'spec'): void {
  expect({ status: res.status, text: res.text }).toEqual({
    status: 422,
    text: apiErrorText(message, flavor),
  });
}

const REPO = '/repos/acme/widgets/hooks';
const ORG = '/orgs/acme/hooks';

describe.each(FLAVOR_NAMES)('%s flavor', (flavor) => {
  useMock(server, { flavor, clock: manualClock() });
  const type = NATIVE[flavor];
  const cfg = { url: 'https://receiver.example.test/hook', content_type: 'json' };

  describe.each([
    ['repo', REPO],
    ['org', ORG],
  ])('create at %s scope', (_scope, path) => {
    const post = (body: unknown) => call('POST', path, { body });

    it('requires type: [Type]: Required when missing, empty or null', async () => {
      expect422(await post({ config: cfg }), '[Type]: Required', flavor);
      expect422(await post({ type: '', config: cfg }), '[Type]: Required', flavor);
      expect422(await post({ type: null, config: cfg }), '[Type]: Required', flavor);
      expect422(await post({}), '[Type]: Required', flavor);
    });

    it('requires config: [Config]: Required when missing or null', async () => {
      expect422(await post({ type }), '[Config]: Required', flavor);
      expect422(await post({ type, config: null }), '[Config]: Required', flavor);
    });

    it('runs the binder checks before the type check', async () => {
      expect422(await post({ type: 'bogus' }), '[Config]: Required', flavor);
    });

    it('rejects an unregistered type, matched case-sensitively', async () => {
      expect422(await post({ type: 'bogus', config: {} }), 'Invalid hook type: bogus', flavor);
      expect422(
        await post({ type: type.toUpperCase(), config: cfg }),
        `Invalid hook type: ${type.toUpperCase()}`,
        flavor,
      );
    });

    it('reports a missing url, then a missing content_type', async () => {
      expect422(await post({ type, config: {} }), 'Missing config option: url', flavor);
      expect422(await post({ type, config: { content_type: 'xml' } }), 'Missing config option: url', flavor);
      expect422(
        await post({ type, config: { url: 'not a url' } }),
        'Missing config option: content_type',
        flavor,
      );
    });

    it('accepts only json and form as content_type, exactly', async () => {
      for (const contentType of ['xml', 'JSON', 'Form', '', 'application/json']) {
        expect422(
          await post({ type, config: { ...cfg, content_type: contentType } }),
          'Invalid content type',
          flavor,
        );
      }
      // The content type is checked before the url.
      expect422(
        await post({ type, config: { url: 'ftp://x', content_type: 'xml' } }),
        'Invalid content type',
        flavor,
      );
      expect((await post({ type, config: { ...cfg, content_type: 'form' } })).status).toBe(201);
    });

    it('rejects urls that are not absolute http(s) with a numeric port', async () => {
      for (const url of [
        '',
        'not a url',
        'ftp://example.test/x',
        '/relative/path',
        'http://example.test:abc/',
        'mailto:a@b.test',
      ]) {
        expect422(await post({ type, config: { ...cfg, url } }), 'Invalid url', flavor);
      }
    });

    it('accepts any numeric port and private hosts (no range or SSRF check at create)', async () => {
      for (const url of ['http://127.0.0.1:99999/x', 'HTTPS://Example.Test/h?x=1', 'http://localhost/']) {
        const res = await post({ type, config: { ...cfg, url } });
        expect(res.status).toBe(201);
        expect(hookOf(res).config.url).toBe(url);
      }
    });

    it('rejects a non-boolean is_system_webhook', async () => {
      expect422(
        await post({ type, config: { ...cfg, is_system_webhook: 'maybe' } }),
        'Invalid is_system_webhook value',
        flavor,
      );
      expect((await post({ type, config: { ...cfg, is_system_webhook: 'false' } })).status).toBe(201);
    });

    it('requires a slack channel (422) and a valid channel name (400)', async () => {
      expect422(await post({ type: 'slack', config: cfg }), 'Missing config option: channel', flavor);
      const bad = await post({ type: 'slack', config: { ...cfg, channel: 'Bad Channel!' } });
      expect({ status: bad.status, text: bad.text }).toEqual({
        status: 400,
        text: apiErrorText('Invalid slack channel name', flavor),
      });
      const ok = await post({ type: 'slack', config: { ...cfg, channel: '#general', username: 'bot' } });
      expect(ok.status).toBe(201);
      expect(hookOf(ok).config).toEqual({
        channel: '#general',
        color: '',
        content_type: 'json',
        icon_url: '',
        url: cfg.url,
        username: 'bot',
      });
    });
  });

  describe('request decoding', () => {
    const raw = (body: string | undefined, contentType: string | null, method = 'POST', path = REPO) =>
      call(method, path, { body, contentType });

    it('answers a body without Content-Type with [] : Empty Content-Type', async () => {
      expect422(await raw(JSON.stringify(createBody(type)), null), '[]: Empty Content-Type', flavor);
      expect422(await raw(undefined, null), '[]: Empty Content-Type', flavor);
    });

    it('answers an unknown Content-Type with []: Unsupported Content-Type', async () => {
      expect422(
        await raw(JSON.stringify(createBody(type)), 'text/plain'),
        '[]: Unsupported Content-Type',
        flavor,
      );
      expect422(
        await raw('a', 'application/xml', 'PATCH', `${REPO}/1`),
        '[]: Unsupported Content-Type',
        flavor,
      );
    });

    it('decodes any content type that contains "json"', async () => {
      expect((await raw(JSON.stringify(createBody(type)), 'application/json; charset=utf-8')).status).toBe(
        201,
      );
      expect((await raw(JSON.stringify(createBody(type)), 'application/vnd.api+json')).status).toBe(201);
    });

    it('binds a urlencoded form, which cannot carry config', async () => {
      expect422(
        await raw(`type=${type}&active=true`, 'application/x-www-form-urlencoded'),
        '[Config]: Required',
        flavor,
      );
    });

    it('treats an empty JSON body or null as no fields', async () => {
      expect422(await raw('', 'application/json'), '[Type]: Required', flavor);
      expect422(await raw('null', 'application/json'), '[Type]: Required', flavor);
    });

    it('answers malformed JSON with a 422 in the binder format, never a 500', async () => {
      expect422(
        await raw('x', 'application/json'),
        "[]: invalid character 'x' looking for beginning of value",
        flavor,
      );
      for (const body of ['{"type":', '{', '{"type" "x"}', "{'type':'x'}", '[1,', '{"a":1,}']) {
        const res = await raw(body, 'application/json');
        expect(res.status).toBe(422);
        expect((res.json as { message: string }).message).toMatch(/^\[\]: \S/);
      }
      const patch = await raw('{"active":', 'application/json', 'PATCH', `${REPO}/1`);
      expect(patch.status).toBe(422);
    });

    it("answers wrong JSON types with Go's unmarshal error", async () => {
      expect422(
        await raw(JSON.stringify({ type: 1, config: cfg }), 'application/json'),
        '[]: json: cannot unmarshal number into Go struct field CreateHookOption.type of type string',
        flavor,
      );
      expect422(
        await raw(JSON.stringify({ type, config: cfg, active: 'yes' }), 'application/json'),
        '[]: json: cannot unmarshal string into Go struct field CreateHookOption.active of type bool',
        flavor,
      );
      expect422(
        await raw(JSON.stringify({ type, config: cfg, events: 'push' }), 'application/json'),
        '[]: json: cannot unmarshal string into Go struct field CreateHookOption.events of type []string',
        flavor,
      );
      expect422(
        await raw('[]', 'application/json'),
        '[]: json: cannot unmarshal array into Go value of type structs.CreateHookOption',
        flavor,
      );
      const patch = await raw(JSON.stringify({ active: 1 }), 'application/json', 'PATCH', `${REPO}/1`);
      expect422(
        patch,
        '[]: json: cannot unmarshal number into Go struct field EditHookOption.active of type bool',
        flavor,
      );
    });

    it('matches JSON keys case-insensitively and ignores unknown keys', async () => {
      const res = await raw(
        JSON.stringify({ TYPE: type, Config: cfg, Active: true, EVENTS: ['create'], unknown: { x: 1 } }),
        'application/json',
      );
      expect(res.status).toBe(201);
      expect(hookOf(res)).toMatchObject({ type, active: true, events: ['create'] });
    });

    it('binds before it looks the hook up: a bad PATCH body on a missing hook is a 422', async () => {
      expect((await raw('{', 'application/json', 'PATCH', `${REPO}/999`)).status).toBe(422);
    });

    it('decodes a PATCH without Content-Type as an empty form: no field of the body applies', async () => {
      const res = await raw(
        JSON.stringify({ active: false, events: ['create'] }),
        null,
        'PATCH',
        `${REPO}/1`,
      );
      expect(res.status).toBe(200);
      // active is unchanged; events follow the flavor's rule for an omitted list.
      expect(hookOf(res).active).toBe(true);
      expect(hookOf(res).events).toEqual(flavor === 'spec' ? ['push', 'pull_request'] : ['push']);
    });
  });

  describe('update', () => {
    it('validates url and content_type and leaves the hook untouched when it refuses', async () => {
      const before = (await call('GET', `${REPO}/1`)).text;
      expect422(
        await call('PATCH', `${REPO}/1`, { body: { config: { url: 'ftp://x' } } }),
        'Invalid url',
        flavor,
      );
      expect422(
        await call('PATCH', `${REPO}/1`, { body: { config: { content_type: 'xml' } } }),
        'Invalid content type',
        flavor,
      );
      expect422(
        await call('PATCH', `${REPO}/1`, {
          body: { active: false, config: { url: 'https://ok.test', content_type: 'x' } },
        }),
        'Invalid content type',
        flavor,
      );
      expect((await call('GET', `${REPO}/1`)).text).toBe(before);
    });

    it('does not let PATCH change the type', async () => {
      const res = await call('PATCH', `${REPO}/1`, { body: { type: 'slack', active: false } });
      expect(res.status).toBe(200);
      expect(hookOf(res).type).toBe(type);
    });

    it('needs no type or config on PATCH', async () => {
      const res = await call('PATCH', `${ORG}/3`, { body: { active: false } });
      expect(res.status).toBe(200);
      expect(hookOf(res).active).toBe(false);
    });
  });

  it('stores nothing when a create is refused', async () => {
    await call('POST', REPO, { body: { type, config: { url: 'ftp://x', content_type: 'json' } } });
    await call('POST', REPO, { body: '{' });
    expect(idsOf(await call('GET', REPO))).toEqual([1, 2]);
    // ... and no id was used up.
    expect(hookOf(await call('POST', ORG, { body: createBody(type) })).id).toBe(4);
  });
});

describe('gitea flavor: name and branch_filter binding rules', () => {
  useMock(server, { flavor: 'gitea', clock: manualClock() });

  it('limits name to 255 runes ([Name]: MaxSize), counting runes not bytes', async () => {
    expect422(
      await call('POST', REPO, { body: createBody('gitea', { name: 'x'.repeat(256) }) }),
      '[Name]: MaxSize',
      'gitea',
    );
    const ok = await call('POST', REPO, { body: createBody('gitea', { name: 'é'.repeat(255) }) });
    expect(ok.status).toBe(201);
    expect(hookOf(ok).name).toBe('é'.repeat(255));
    expect422(
      await call('PATCH', `${REPO}/1`, { body: { name: '😀'.repeat(256) } }),
      '[Name]: MaxSize',
      'gitea',
    );
  });

  it('trims name on create and update', async () => {
    const hook = hookOf(await call('POST', REPO, { body: createBody('gitea', { name: '  build  ' }) }));
    expect(hook.name).toBe('build');
    expect(hookOf(await call('PATCH', `${REPO}/${hook.id}`, { body: { name: ' deploy ' } })).name).toBe(
      'deploy',
    );
    expect(hookOf(await call('PATCH', `${REPO}/${hook.id}`, { body: { name: '' } })).name).toBe('');
  });

  it('rejects a branch_filter that is not a valid glob with [BranchFilter]: <error>', async () => {
    for (const filter of ['[', '{main', 'release/[']) {
      const res = await call('POST', REPO, { body: createBody('gitea', { branch_filter: filter }) });
      expect(res.status).toBe(422);
      expect((res.json as { message: string }).message).toMatch(/^\[BranchFilter\]: \S/);
    }
    const patch = await call('PATCH', `${REPO}/1`, { body: { branch_filter: '{a,b' } });
    expect(patch.status).toBe(422);
    expect((patch.json as { message: string }).message).toMatch(/^\[BranchFilter\]: /);
  });

  it('checks branch_filter in the binder, before the type and config checks', async () => {
    const res = await call('POST', REPO, { body: { type: 'bogus', config: {}, branch_filter: '[' } });
    expect((res.json as { message: string }).message).toMatch(/^\[BranchFilter\]: /);
  });

  it('accepts valid globs and returns them as stored', async () => {
    for (const filter of ['main', '*', '**', '{main,release/*}', 'feature-?', '[!x]*']) {
      const res = await call('POST', REPO, { body: createBody('gitea', { branch_filter: filter }) });
      expect(res.status).toBe(201);
      expect(hookOf(res).branch_filter).toBe(filter);
    }
  });
});

describe('spec flavor ignores the product-only fields', () => {
  useMock(server, { flavor: 'spec', clock: manualClock() });

  it('does not bind name or branch_filter (no MaxSize, no glob check, not returned)', async () => {
    const res = await call('POST', REPO, {
      body: createBody('native', {
        name: 'x'.repeat(300),
        branch_filter: '[',
        authorization_header: 'Bearer x',
      }),
    });
    expect(res.status).toBe(201);
    expect(Object.keys(hookOf(res))).toEqual([
      'id',
      'type',
      'active',
      'events',
      'config',
      'created',
      'updated',
    ]);
  });
});
