import { builtinScenarios } from '../core/scenario/builtins.js';
import { listDemos } from '../node/record/demo.js';
import { UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import type { Invocation } from './program.js';

/** `hookmock scenarios`: the built-ins with their descriptions, then the recorded demos. */
export function listScenarios({ operands }: Invocation, io: Io): Promise<number> {
  if (operands.length > 0) throw new UsageError(`unexpected argument "${operands[0]}"`);
  const entries = Object.entries(builtinScenarios);
  const width = Math.max(0, ...entries.map(([name]) => name.length));
  for (const [name, scenario] of entries) {
    io.out(`${name.padEnd(width)}  ${scenario.description ?? ''}`.trimEnd());
  }
  io.out('');
  io.out('Recorded demos (hookmock demo NAME):');
  for (const demo of listDemos()) io.out(`${demo.name}  ${demo.description}`.trimEnd());
  return Promise.resolve(0);
}
