/** Where payload URLs point: the mock's own origin and API base. */
export interface Site {
  /** e.g. `http://localhost:4100/` (Gitea's AppURL, ends with a slash). */
  appUrl: string;
  /** e.g. `http://localhost:4100/api/v1`. */
  apiUrl: string;
  /** When the scenario's world began (`created` of users and repos). */
  epoch: string;
}

/** Go's zero `time.Time`, and a zero `TimeStamp` seen through `AsTime()` on a UTC server. */
export const GO_ZERO_TIME = '0001-01-01T00:00:00Z';
export const UNIX_ZERO_TIME = '1970-01-01T00:00:00Z';
