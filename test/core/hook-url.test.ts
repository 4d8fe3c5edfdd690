/**
 * `config.url` on create, as Gitea's and Forgejo's `IsValidURL` decides it: Go 1.26's
 * `url.ParseRequestURI` must succeed, the scheme be http or https, and Gitea's
 * `validPort(portOnly(u.Host))` hold. One block per rule of those functions, with inputs on both
 * sides of it; every row goes through the API (201 stored as given, or 422 `Invalid url`).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';

type Row = readonly [url: string, accepted: boolean];

const RULES: Record<string, readonly Row[]> = {
  // parse: stringContainsCTLByte, then "empty url".
  'control bytes anywhere, and the empty string': [
    ['', false],
    ['http://example.test/a\tb', false],
    ['http://example.test/\x7f', false],
    ['http://example.test/a\nb', false],
    ['http://example.test/a b', true],
    ['http://example.test/?q=a b', true],
  ],
  // getScheme: [a-zA-Z][a-zA-Z0-9+-.]* up to the first ':', lower-cased; http or https only.
  'the scheme': [
    ['HTTP://example.test/h', true],
    ['HtTpS://example.test/h', true],
    ['ftp://example.test/h', false],
    ['http+x://example.test/h', false],
    ['://example.test/h', false],
    ['1http://example.test/h', false],
    ['ht tp://example.test/h', false],
    ['mailto:a@b.test', false],
  ],
  // A rootless rest after the scheme is an opaque URL: no host, so no port to check.
  'opaque URLs': [
    ['http:example.test/h', true],
    ['https:h', true],
    ['http:', true],
    ['http:%zz', true],
  ],
  // Without a scheme only an absolute path parses, and then the scheme check fails.
  'no scheme': [
    ['/relative/path', false],
    ['example.test/h', false],
    ['*', false],
    ['//example.test/h', false],
  ],
  // A path right after the scheme (no authority) and empty authorities parse.
  'host-less forms': [
    ['http:/path', true],
    ['http://', true],
    ['http:///path', true],
    ['http://?x', true],
  ],
  // parseHost, Go 1.26 strict colons: the FIRST colon outside brackets starts a digits-only port.
  ports: [
    ['http://example.test:8080/h', true],
    ['http://example.test:/h', true],
    ['http://127.0.0.1:99999/h', true],
    ['http://example.test:abc/h', false],
    ['http://example.test:80:90/h', false],
    ['http://::1/h', false],
    ['http://example.test:-1/h', false],
  ],
  // parseHost: only an IPv6 address stands in brackets, at the start, with an optional port.
  'IP literals': [
    ['http://[::1]/h', true],
    ['http://[::1]:8080/h', true],
    ['http://[fe80::1%25en0]:80/h', true],
    ['http://[::ffff:192.0.2.1]/h', true],
    ['http://[1:2:3:4:5:6:7:8]/h', true],
    ['http://[192.0.2.1]/h', false],
    ['http://[::1/h', false],
    ['http://[::1]x/h', false],
    ['http://[::1]:8x/h', false],
    ['http://x[::1]/h', false],
    ['http://[1:2:3:4:5:6:7:8:9]/h', false],
    ['http://[1::2::3]/h', false],
    ['http://[fe80::1%25]/h', false],
    ['http://[example]/h', false],
  ],
  // unescape(host, encodeHost): sub-delims, ':', '[', ']', '<', '>', '"' and non-ASCII bytes
  // stand as they are; other ASCII bytes are refused; escapes may only encode non-ASCII bytes.
  'host bytes': [
    ["http://a!$&'()*+,;=.test/h", true],
    ['http://a<b>"c.test/h', true],
    ['http://exämple.test/h', true],
    ['http://ex%C3%A4mple.test/h', true],
    ['http://a%25b.test/h', true],
    ['http://a b.test/h', false],
    ['http://a{b}.test/h', false],
    ['http://a|b.test/h', false],
    ['http://a%41.test/h', false],
    ['http://a%zz.test/h', false],
    ['http://a#b.test/h', false],
  ],
  // parseAuthority: userinfo up to the LAST '@', checked by validUserinfo and its escapes.
  userinfo: [
    ['http://user:pass@example.test/h', true],
    ['http://us%20er@example.test/h', true],
    ['http://a@b@example.test/h', true],
    ['http://us er@example.test/h', false],
    ['http://üser@example.test/h', false],
    ['http://us%zzer@example.test/h', false],
    ['http://user@example.test:80:90/h', false],
  ],
  // setPath: the path's escapes must be well formed; the query is never unescaped.
  'path and query escapes': [
    ['http://example.test/a%20b', true],
    ['http://example.test/a%2', false],
    ['http://example.test/a%zz', false],
    ['http://example.test/?q=%zz', true],
    ['http://example.test/p#frag%zz', false],
    ['http://example.test/p#frag', true],
  ],
};

describe.each(['gitea', 'forgejo'] as const)('config.url validation, %s flavor', (flavor) => {
  const mock = createHookMock({ flavor, clock: () => new Date('2026-03-01T12:00:00Z') });

  async function create(url: string) {
    const response = await mock.handle({
      method: 'POST',
      url: new URL('http://localhost/api/v1/repos/acme/widgets/hooks'),
      header: (name) =>
        ({ authorization: 'token demo', 'content-type': 'application/json' })[name.toLowerCase()] ?? null,
      body: JSON.stringify({ type: flavor, config: { url, content_type: 'json' } }),
    });
    if (!response) throw new Error('not served');
    return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> };
  }

  async function expectVerdict(url: string, accepted: boolean) {
    const { status } = await create(url);
    expect({ url, status }).toEqual({ url, status: accepted ? 201 : 422 });
  }

  // isValidHookUrl remembers its verdicts (a bounded table, emptied when full): asked again, and
  // asked after hundreds of other URLs have filled and emptied the table, every URL gets its own.
  it('answers a URL the same however often it is asked, across a full table', async () => {
    const rows = Object.values(RULES).flat();
    for (const [url, accepted] of rows) await expectVerdict(url, accepted);
    for (let i = 0; i < 600; i++) {
      await expectVerdict(`https://h${i}.example.test/h`, true);
      await expectVerdict(`https://h${i}.example.test:x${i}/h`, false);
    }
    for (const [url, accepted] of rows) await expectVerdict(url, accepted);
    // A URL too long to be remembered is decided every time, the same way.
    const long = `https://example.test/${'a'.repeat(5000)}`;
    await expectVerdict(long, true);
    await expectVerdict(`${long}\t`, false);
    await expectVerdict(long, true);
  });

  for (const [rule, rows] of Object.entries(RULES)) {
    it(`follows the Go rule: ${rule}`, async () => {
      for (const [url, accepted] of rows) {
        const { status, body } = await create(url);
        if (accepted) {
          expect({ url, status }).toEqual({ url, status: 201 });
          expect((body.config as { url: string }).url).toBe(url);
        } else {
          expect({ url, status, message: body.message }).toEqual({
            url,
            status: 422,
            message: 'Invalid url',
          });
        }
      }
    });
  }
});
