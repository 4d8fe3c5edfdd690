/** Table tests of Go's `url.ParseRequestURI` and `netip.ParseAddr` as the hook URL check uses them. */
import { describe, expect, it } from 'vitest';
import { addrKind } from '../../../src/core/go/netip.js';
import { parseRequestURI } from '../../../src/core/go/parse-request-uri.js';

describe('addrKind (netip.ParseAddr)', () => {
  it.each([
    ['1.2.3.4', 'v4'],
    ['255.255.255.255', 'v4'],
    ['256.1.1.1', null],
    ['01.2.3.4', null],
    ['1.2.3', null],
    ['::1', 'v6'],
    ['1:2:3:4:5:6:7:8', 'v6'],
    ['1:2:3:4:5:6:7', null],
    ['1::2::3', null],
    ['::ffff:1.2.3.4', 'v6'],
    ['fe80::1%eth0', 'v6'],
    ['fe80::1%', null],
    ['12345::1', null],
    ['example', null],
    ['', null],
  ])('%j → %s', (input, kind) => {
    expect(addrKind(input)).toBe(kind);
  });
});

describe('parseRequestURI (url.ParseRequestURI)', () => {
  it.each([
    ['http://example.test/h', { scheme: 'http', host: 'example.test' }],
    ['HTTPS://Example.test:8443/x?q=1', { scheme: 'https', host: 'Example.test:8443' }],
    ['http:example.test/h', { scheme: 'http', host: '' }],
    ['http:/p', { scheme: 'http', host: '' }],
    ['http://[::1]:80/', { scheme: 'http', host: '[::1]:80' }],
    ['/just/a/path', { scheme: '', host: '' }],
  ])('%j parses', (raw, expected) => {
    expect(parseRequestURI(raw)).toEqual(expected);
  });

  it.each([
    'example.test/h',
    'http://h:80:90/',
    'http://[example]/',
    'http://exa mple/',
    'http://example.test/\u0001',
    'http://a%zz/',
    '',
  ])('%j fails', (raw) => {
    expect(parseRequestURI(raw)).toBeNull();
  });
});
