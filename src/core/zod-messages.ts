// The scenario, fault-rule and session schemas use zod/mini, not zod: the same checks and
// messages, but tree-shaken to what they use, so a server does not parse zod's whole classic API
// (~570 KB, ~20 ms) before its first answer (bench/: cold start). zod/mini ships without
// messages: this gives it classic zod's English ones ("expected string, received number"), which
// errors quote. Each schema module imports this file before building a schema.
import { config } from 'zod/mini';
// The locales index (not 'zod/v4/locales/en.js'): it has a CommonJS build, which Jest's require needs.
import { en } from 'zod/v4/locales';

config(en());
