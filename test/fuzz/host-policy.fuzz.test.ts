/**
 * The Host check's shortcut for the loopback spellings clients send (issue 29) must answer as the
 * full parse does: for every Host value — the shortcut's forms, their near misses (upper case,
 * leading zeros, port 80, ports past 65535, short IPv4 forms) and arbitrary strings — the origin
 * is the one the WHATWG URL parser gives a loopback name, or a refusal where the parser refuses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ipaddr from 'ipaddr.js';
import { createHostPolicy, isLoopbackAddress } from '../../src/node/http/host-check.js';

const policy = createHostPolicy({ boundHost: '127.0.0.1', port: () => 4100 });

/** What the check must answer, from the URL parser alone (loopback names only, as the policy). */
function expected(value: string): string | undefined {
  if (!/^[A-Za-z0-9.:[\]_-]+$/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${value}`);
  } catch {
    return undefined;
  }
  const name = url.hostname.replace(/\.$/, '');
  const loopback = name === 'localhost' || /^127\./.test(name) || name === '[::1]';
  return loopback ? url.origin : undefined;
}

const names = fc.constantFrom(
  'localhost',
  'LOCALHOST',
  'Localhost',
  '127.0.0.1',
  '127.1',
  '0x7f.0.0.1',
  '[::1]',
  '[0::1]',
  '127.000.0.1',
  'localhost.',
);
const ports = fc.oneof(
  fc.constant(''),
  fc.constantFrom(':', ':0', ':80', ':080', ':4100', ':04100', ':65535', ':65536', ':99999', ':100000'),
  fc.integer({ min: 0, max: 70_000 }).map((n) => `:${n}`),
);

describe('the Host check: the loopback shortcut answers as the full parse', () => {
  it('gives the URL parser’s origin (or a refusal) for every loopback spelling and port', () => {
    fc.assert(
      fc.property(names, ports, (name, port) => {
        expect(policy.check(`${name}${port}`)).toBe(expected(`${name}${port}`));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses what the parser refuses, and foreign names, for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (value) => {
        const answer = policy.check(value);
        if (answer !== undefined) expect(answer).toBe(expected(value));
      }),
      { numRuns: 2_000 },
    );
  });
});

/** An address's text in the spellings the policy is given (`--host`, `--allowed-host`). */
const octet = fc.oneof(fc.constant(0), fc.constant(127), fc.integer({ min: 0, max: 255 }));
const ipv4 = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'));
const hextet = fc.oneof(
  fc.constant('0'),
  fc.constant('ffff'),
  fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16)),
);
const ipv6 = fc.oneof(
  fc.array(hextet, { minLength: 8, maxLength: 8 }).map((parts) => parts.join(':')),
  fc
    .tuple(fc.array(hextet, { maxLength: 3 }), fc.array(hextet, { maxLength: 3 }))
    .map(([a, b]) => `${a.join(':')}::${b.join(':')}`),
  ipv4.map((v4) => `::ffff:${v4}`),
);
const spelled = fc.oneof(
  ipv4,
  ipv6,
  ipv6.map((v6) => `[${v6}]`),
  fc.constantFrom('0', '0.0', '0x0.0.0.0', '000.000.000.000', '[0:0::0]', '[::ffff:0.0.0.0]', '::ffff:0:0'),
);

describe('the Host check: a bind-all address is never a Host it answers', () => {
  it('refuses the bound address exactly when ipaddr.js calls it unspecified (any spelling)', () => {
    fc.assert(
      fc.property(spelled, (bound) => {
        let canonical: string;
        try {
          canonical = new URL(
            `http://${bound.includes(':') && !bound.startsWith('[') ? `[${bound}]` : bound}`,
          ).hostname;
        } catch {
          return; // not an address the URL parser takes: the policy skips it as any name
        }
        const bare = canonical.replace(/^\[|\]$/g, '');
        const range = ipaddr.process(bare).range();
        const answer = createHostPolicy({ boundHost: bound, port: () => 4100 }).check(`${canonical}:4100`);
        const answered = range === 'loopback' || range !== 'unspecified';
        expect(answer, `${bound} → ${canonical} (${range})`).toBe(
          answered ? `http://${canonical}:4100` : undefined,
        );
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('isLoopbackAddress: as ipaddr.js ranges it, for every spelling', () => {
  it('is true exactly for 127.0.0.0/8, ::1 and their IPv4-mapped forms', () => {
    const names = fc.oneof(
      spelled,
      fc.constantFrom('127.0.0.1', '::1', '[::1]', '127.1', 'localhost', '127.0.0.1.'),
    );
    fc.assert(
      fc.property(names, (name) => {
        const bare = name.replace(/^\[|\]$/g, '').toLowerCase();
        const loopback = ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
        expect(isLoopbackAddress(name), name).toBe(loopback);
      }),
      { numRuns: 3_000 },
    );
  });
});
