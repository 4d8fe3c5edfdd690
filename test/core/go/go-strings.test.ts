/** Table tests of Go's strings and net/url escaping helpers. */
import { describe, expect, it } from 'vitest';
import { goQueryEscape } from '../../../src/core/go/go-query.js';
import { goTrimSpace } from '../../../src/core/go/go-strings.js';

describe('goQueryEscape (url.QueryEscape)', () => {
  it.each([
    ['', ''],
    ['abc-_.~XYZ019', 'abc-_.~XYZ019'],
    ['a b', 'a+b'],
    ['a+b', 'a%2Bb'],
    ['k=v&x/y?z#', 'k%3Dv%26x%2Fy%3Fz%23'],
    ['é', '%C3%A9'],
    ['😀', '%F0%9F%98%80'],
    ['*!', '%2A%21'],
  ])('%j → %j', (input, expected) => {
    expect(goQueryEscape(input)).toBe(expected);
  });

  it('keeps long inputs intact across its internal chunks', () => {
    expect(goQueryEscape('a b'.repeat(3000))).toBe('a+b'.repeat(3000));
  });
});

describe('goTrimSpace (strings.TrimSpace)', () => {
  it.each([
    ['  x  ', 'x'],
    ['\t\n\v\f\rx\r\n', 'x'],
    ['\u00a0x\u0085', 'x'],
    ['\u3000x\u2028', 'x'],
    ['a b', 'a b'],
    ['\ufeffx', '\ufeffx'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(goTrimSpace(input)).toBe(expected);
  });
});
