import { ObservableLog } from '../events/observable-log.js';
import type { PingAttempt, PingLog } from '../types.js';

/** The ping log behind `mock.pings`: the test presses, bounded, and awaitable through `waitFor`. */
export class PingRecorder extends ObservableLog<PingAttempt> implements PingLog {
  constructor(limit: number) {
    super(limit, 'ping attempt', describeAttempt);
  }
}

function describeAttempt(a: PingAttempt): string {
  const reason = a.delivery.reason ? `: ${a.delivery.reason}` : '';
  return `#${a.id} hook ${a.hookId} ${a.event} → ${a.url} [${a.delivery.status}${reason}]`;
}
