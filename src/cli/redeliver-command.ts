import { CliError, UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { deliveryLine, isDelivery } from './delivery-line.js';
import type { Invocation } from './program.js';
import { remoteControl, timeoutOption } from './remote-call.js';
import { exitCodeOf, settled } from './settled.js';
import { CONTROL_PATH } from '../core/http/control-path.js';

/** `hookmock redeliver ID`: POST /__hookmock/deliveries/ID/redeliver, then its outcome on one line; exit 1 unless it got a 2xx. */
export async function runRedeliver({ flags, operands }: Invocation, io: Io): Promise<number> {
  const [id, extra] = operands;
  if (id === undefined) throw new UsageError(`missing delivery ID (see GET ${CONTROL_PATH}/deliveries)`);
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  if (!/^[1-9]\d*$/.test(id)) throw new UsageError(`delivery ID must be a positive integer, got "${id}"`);
  const server = typeof flags.server === 'string' ? flags.server : undefined;
  const call = remoteControl(server, io, timeoutOption(flags.timeout));
  const created = await call('POST', `/deliveries/${id}/redeliver`);
  if (!isDelivery(created)) throw new CliError('the server answered something that is not a delivery');
  const [done = created] = await settled(call, [created]);
  io.out(deliveryLine(done));
  return exitCodeOf([done]);
}
