// `hookmock serve` as its own bundle (scripts/bundle-cli.mjs, loaded by launch.ts): `serve` and the
// server in one file, without the other commands, so that cold start compiles one script (from a
// code cache when the build made one) instead of a dozen module chunks. A plain command line
// (serve-argv.ts) runs without commander; anything else (help, an unknown option, an operand, …)
// is handed to the whole CLI (dist/cli/cli.js), which parses it with commander as for every
// command: same parsing, messages and exit codes.
import { formatMessage } from '../core/errors/format-message.js';
import { defaultIo, exitWith, reportError } from './cli-process.js';
import { plainServeFlags } from './serve-argv.js';
import { serve } from './serve-command.js';

/** The split CLI's entry, next to this bundle's folder (a path in the bundle only). */
const WHOLE_CLI = '../cli.js';

const flags = plainServeFlags(process.argv.slice(3));
if (flags === undefined) {
  import(WHOLE_CLI).catch((error: unknown) => {
    process.stderr.write(`${formatMessage(String(error))}\n`);
    process.exit(1);
  });
} else {
  const io = defaultIo();
  exitWith(
    serve({ flags: { ...flags }, operands: [] }, io).catch((error: unknown) => reportError(error, io)),
  );
}
