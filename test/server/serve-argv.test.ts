// serve-argv.ts: the bundled `serve` parses a plain command line without commander. Its table must
// be program.ts's `serve` options, and what it parses must be what commander parses; anything it
// does not take goes to commander (serve-bin.ts).
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import type { Invocation } from '../../src/cli/program.js';
import { SERVE_OPTIONS, plainServeFlags } from '../../src/cli/serve-argv.js';

const quiet = { out: () => {}, err: () => {}, env: {} };

function serveCommand() {
  const [command] = buildProgram(
    '',
    quiet,
    () => Promise.resolve(0),
    () => {},
    'serve',
  ).commands;
  if (command === undefined) throw new Error('no serve command');
  return command;
}

/** commander's parse of `serve ARGS`: the flags, or the error it throws. */
function commanderFlags(args: string[]): Invocation['flags'] {
  let flags: Invocation['flags'] = {};
  const program = buildProgram(
    '',
    quiet,
    (_, invocation) => {
      flags = invocation.flags;
      return Promise.resolve(0);
    },
    () => {},
    'serve',
  );
  program.parse(['serve', ...args], { from: 'user' });
  return flags;
}

describe('plainServeFlags (serve without commander)', () => {
  it("knows exactly serve's options, each as a value, a list or a flag", () => {
    const declared = Object.fromEntries(
      serveCommand().options.map((option) => [
        option.long,
        option.required ? (option.parseArg ? 'list' : 'value') : option.optional ? 'optional' : 'flag',
      ]),
    );
    expect(declared).toEqual(SERVE_OPTIONS);
  });

  it('gives what commander gives for plain command lines', () => {
    const lines = [
      [],
      ['--port', '0'],
      ['--port=0', '--host', '127.0.0.1', '--scenario', 'empty', '--flavor', 'github', '--auth', 'strict'],
      ['--deliver', '--delivery-host', 'a.test', '--delivery-host=10.0.0.0/8', '--allow-host', 'b.test'],
      ['--cors-origin', 'http://a.test', '--cors-origin', 'http://b.test', '--allowed-host', 'x.test'],
      [
        '--port',
        '1',
        '--port',
        '2',
        '--latency',
        '10-90',
        '--faults',
        'f.json',
        '--fallback',
        'http://u.test',
      ],
      ['--session-ttl', '90s', '--max-sessions', '8', '--delivery-concurrency', '4', '--drain-timeout', '0'],
      ['--delivery-timeout', '100', '--port=', '--host=a=b', '--deliver', '--deliver'],
    ];
    for (const args of lines) expect(plainServeFlags(args), args.join(' ')).toEqual(commanderFlags(args));
  });

  it('leaves everything else to commander', () => {
    for (const args of [
      ['--help'],
      ['-h'],
      ['--version'],
      ['x'],
      ['--port', '0', 'x'],
      ['--bogus'],
      ['--prot', '3'],
      ['--port'],
      ['--port', '-1'],
      ['--host', '--help'],
      ['--deliver=1'],
      ['--', '--port', '0'],
      ['--=x'],
      ['-p', '0'],
    ])
      expect(plainServeFlags(args), args.join(' ')).toBeUndefined();
  });
});
