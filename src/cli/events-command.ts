import { UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import type { Invocation } from './program.js';
import { flavorNamed, productOf } from '../core/flavors/index.js';
import { listEvents } from '../core/events/event-vocabulary.js';
import { flavorOption } from './cli-options.js';

/** `hookmock events [--flavor F] [--json]`: the flavor's events, their actions and other names. */
export function listFlavorEvents({ flags, operands }: Invocation, io: Io): Promise<number> {
  if (operands.length > 0) throw new UsageError(`unexpected argument "${operands[0]}"`);
  const flavor = flavorNamed(
    flavorOption(typeof flags.flavor === 'string' ? flags.flavor : undefined) ?? 'spec',
  );
  const events = listEvents(productOf(flavor).catalog, flavor.delivery);
  if (flags.json === true) {
    io.out(JSON.stringify({ flavor: flavor.name, events }, null, 2));
    return Promise.resolve(0);
  }
  const width = Math.max(0, ...events.map((e) => e.event.length));
  for (const { event, actions, names } of events) {
    const also = names.length ? `  (also: ${names.join(', ')})` : '';
    io.out(`${event.padEnd(width)}  ${actions.length ? actions.join(', ') : '-'}${also}`);
  }
  return Promise.resolve(0);
}
