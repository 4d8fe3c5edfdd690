// The bundled CLI's every command but `serve` (scripts/bundle-cli.mjs): dist/cli/main.js loads
// this one, or serve-bin.ts's bundle for `serve`.
import { exitWith } from './cli-process.js';
import { main } from './main.js';

exitWith(main(process.argv.slice(2)));
