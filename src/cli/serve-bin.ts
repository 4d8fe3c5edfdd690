// `hookmock serve` as its own bundle (scripts/bundle-cli.mjs): `serve` and the server in one file,
// without the other commands, so that cold start loads and compiles one module instead of a dozen
// chunks. A plain command line (serve-argv.ts) runs without commander; anything else (help, an
// unknown option, an operand, …) is handed to the whole CLI (dist/cli/cli.js), which parses it
// with commander as for every command: same parsing, messages and exit codes.
import { defaultIo, exitWith, reportError } from './cli-process.js';
import { plainServeFlags } from './serve-argv.js';
import { serve } from './serve-command.js';

/** The split CLI's entry, next to this bundle's folder (a path in the bundle only). */
const WHOLE_CLI = '../cli.js';

const flags = plainServeFlags(process.argv.slice(3));
if (flags === undefined) await import(WHOLE_CLI);
else {
  const io = defaultIo();
  exitWith(serve({ flags: { ...flags }, operands: [] }, io).catch((error: unknown) => reportError(error, io)));
}
