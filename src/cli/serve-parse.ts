import { buildProgram } from './program.js';
import type { Invocation, Runner } from './program.js';
import { resolveServe } from './serve-options.js';

/** `serve`'s arguments parsed (by commander) and validated, as the CLI would (exported for tests). */
export function serveOptions(args: string[], env: Record<string, string | undefined>) {
  let parsed: Invocation = { flags: {}, operands: [] };
  const record: Runner = (_, invocation) => {
    parsed = invocation;
    return Promise.resolve(0);
  };
  const program = buildProgram('', { out: () => {}, err: () => {}, env }, record, () => {}, 'serve');
  // The action calls `record` before its first await, so `parsed` is set when parse() returns.
  program.parse(['serve', ...args], { from: 'user' });
  return resolveServe(parsed, env);
}
