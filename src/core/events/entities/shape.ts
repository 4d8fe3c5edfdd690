export type { Site } from '../../contract/webhook-event.js';

/** Go's zero `time.Time`, and a zero `TimeStamp` seen through `AsTime()` on a UTC server. */
export const GO_ZERO_TIME = '0001-01-01T00:00:00Z';
export const UNIX_ZERO_TIME = '1970-01-01T00:00:00Z';
