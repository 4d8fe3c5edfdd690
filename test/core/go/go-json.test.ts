/** Table tests of the Go-faithful JSON helpers: encoding/json's escaping and its syntax errors. */
import { describe, expect, it } from 'vitest';
import { goJson, goJsonIndent, goJsonValue } from '../../../src/core/go/go-json.js';
import { goSyntaxError } from '../../../src/core/go/go-json-errors.js';

describe('goJson (json.Encoder)', () => {
  it.each([
    [{ a: '<b>' }, '{"a":"\\u003cb\\u003e"}'],
    ['fish & chips', '"fish \\u0026 chips"'],
    ['line\u2028para\u2029', '"line\\u2028para\\u2029"'],
    [[1, true, null], '[1,true,null]'],
    ['plain é', '"plain é"'],
  ])('%j → %s', (value, expected) => {
    expect(goJsonValue(value)).toBe(expected);
    expect(goJson(value)).toBe(`${expected}\n`);
  });

  it('indents like json.MarshalIndent, without a trailing newline', () => {
    expect(goJsonIndent({ a: ['<'] })).toBe('{\n  "a": [\n    "\\u003c"\n  ]\n}');
  });
});

/** The V8 error JSON.parse throws for `text`. */
function v8Error(text: string): unknown {
  try {
    JSON.parse(text);
  } catch (error) {
    return error;
  }
  throw new Error(`${text} parses`);
}

describe('goSyntaxError (encoding/json SyntaxError texts)', () => {
  it.each([
    ['x', `invalid character 'x' looking for beginning of value`],
    ['{"a":1', 'unexpected EOF'],
    ['', 'unexpected EOF'],
    ['{"a" 1}', `invalid character '1' after object key`],
    ['[1 2]', `invalid character '2' after array element`],
    ['{"a":1 "b":2}', `invalid character '"' after object key:value pair`],
    ['{1:2}', `invalid character '1' looking for beginning of object key string`],
    ['nux', `invalid character 'x' in literal null (expecting 'l')`],
    ['[tru]', `invalid character ']' in literal true (expecting 'e')`],
  ])('%j → %s', (text, message) => {
    expect(goSyntaxError(text, v8Error(text))).toEqual({ message });
  });

  it('reports where the first value ends when more follows (json.Decoder reads one value)', () => {
    expect(goSyntaxError('{} []', v8Error('{} []'))).toEqual({ firstValueEnd: 3 });
  });
});
