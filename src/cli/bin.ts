#!/usr/bin/env node
// The bundled CLI's entry (scripts/bundle-cli.mjs writes it as dist/cli/main.js, the package's bin):
// every command, `serve` included, parsed by commander (program.ts).
import { exitWith } from './cli-process.js';
import { main } from './main.js';

exitWith(main(process.argv.slice(2)));
