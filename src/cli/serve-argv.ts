import type { ServeFlags } from './serve-options.js';

/**
 * `serve`'s options as program.ts declares them (test/server/serve-argv.test.ts keeps the two
 * equal): a value, a repeatable value (a list), or a flag.
 */
export const SERVE_OPTIONS: Readonly<Record<string, 'value' | 'list' | 'flag'>> = {
  '--port': 'value',
  '--host': 'value',
  '--scenario': 'value',
  '--flavor': 'value',
  '--auth': 'value',
  '--deliver': 'flag',
  '--delivery-host': 'list',
  '--allow-host': 'list',
  '--delivery-timeout': 'value',
  '--fallback': 'value',
  '--cors-origin': 'list',
  '--allowed-host': 'list',
  '--faults': 'value',
  '--latency': 'value',
  '--session-ttl': 'value',
  '--max-sessions': 'value',
  '--delivery-concurrency': 'value',
  '--drain-timeout': 'value',
};

/**
 * The flags of a plain `serve` command line (what follows `serve`), as commander's opts() would
 * give them, without loading commander: every argument a known option, `--name value`,
 * `--name=value` or `--flag`, and no value that looks like an option. Anything else (help, an
 * operand, an unknown option, a missing value, `--`, a value starting with `-`) is `undefined`:
 * the caller lets commander parse it, for its own results and messages. Cold start of `serve`
 * (serve-bin.ts) saves commander's loading, building and parsing.
 */
export function plainServeFlags(args: readonly string[]): ServeFlags | undefined {
  const flags: Record<string, string | string[] | boolean> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 2 ? arg.slice(0, eq) : arg;
    const kind = Object.hasOwn(SERVE_OPTIONS, name) ? SERVE_OPTIONS[name] : undefined;
    if (kind === undefined) return undefined;
    const key = name.slice(2).replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
    if (kind === 'flag') {
      if (eq > 2) return undefined;
      flags[key] = true;
      continue;
    }
    const value = eq > 2 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined || (eq <= 2 && value.startsWith('-'))) return undefined;
    const previous = flags[key];
    flags[key] = kind === 'list' ? [...(Array.isArray(previous) ? previous : []), value] : value;
  }
  return flags;
}
