/**
 * The Host check's shortcut for the loopback spellings clients send (issue 29) must answer as the
 * full parse does: for every Host value — the shortcut's forms, their near misses (upper case,
 * leading zeros, port 80, ports past 65535, short IPv4 forms) and arbitrary strings — the origin
 * is the one the WHATWG URL parser gives a loopback name, or a refusal where the parser refuses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHostPolicy } from '../../src/node/http/host-check.js';

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
