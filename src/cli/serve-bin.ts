// `hookmock serve` as its own bundle (scripts/bundle-cli.mjs): the command line, `serve` and the
// server in one file, without the other commands, so that cold start loads and compiles one
// module instead of a dozen chunks. Same parsing, errors and exit codes as main.ts.
import { defaultIo, exitWith, runCli } from './cli-run.js';
import { serve } from './serve-command.js';

exitWith(
  runCli(process.argv.slice(2), defaultIo(), (name, invocation, io) => {
    if (name !== 'serve') throw new Error(`the serve bundle cannot run "${name}"`);
    return serve(invocation, io);
  }),
);
