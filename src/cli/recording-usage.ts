/** Usage texts of the recording commands, kept apart so `hookmock --help` loads nothing else. */

export const RECORD_USAGE = `Usage: hookmock record --upstream URL --out FILE [--force] [--port 4200] [--flavor spec]

Starts a local proxy in front of a real server. Point your client at the printed URL; every
webhook-API exchange is captured in order. On Ctrl-C (SIGINT) or SIGTERM the session is written
to FILE as a scenario: the initial state it implies plus the steps, with tokens, hook secrets and
authorization headers redacted, ids remapped and timestamps fixed. While it runs, the raw
exchanges are appended to FILE.partial (removed once FILE is written). Requests still in flight
at Ctrl-C get 2 s; a second Ctrl-C aborts them and writes at once.

Options:
  --upstream URL   the real server (its root URL, sub-path included; the API is at URL/api/v1)
  --out FILE       where to write the scenario (not a folder, not -)
  --force          overwrite FILE (and FILE.partial) if it exists
  --port PORT      port of the recording proxy; 0 picks a free one (default 4200)
  --flavor FLAVOR  the upstream's dialect: spec, gitea or forgejo (default spec)`;

export const REPLAY_USAGE = `Usage: hookmock replay FILE [--against URL] [--flavor F] [--json] [--token NAME=VALUE]...

Replays a recorded scenario's steps and compares every answer with the recording (status,
headers that matter, body; timestamps by shape, ids consistently). By default against a fresh
mock loaded with the file's initial state; with --against, against any server (a drift check).
Prints one line per step (✓/✗ and the paths that differ); exits 0 when all match, 1 otherwise.

Options:
  --against URL        replay against this server instead of a fresh mock
  --flavor FLAVOR      the fresh mock's flavor (default: the file's "flavor", else spec)
  --json               print the results as JSON
  --token NAME=VALUE   a real token for a placeholder of the file (e.g. recorded-token-1=abc); repeatable`;

export const DEMO_USAGE = `Usage: hookmock demo NAME|FILE [--speed 1] [--port 0]

Serves a recorded scenario and plays its steps live against the server, narrating each one, so
the dashboard (printed URL) and any frontend show the session unfold. NAME is a shipped demo
(see \`hookmock scenarios\`); a value containing "/" or ending in .json is a file.

Options:
  --speed X    play X times faster (default 1: 1.5 s between steps)
  --port PORT  port of the demo server (default 0: a free one)`;

export const RECORDING_COMMANDS = {
  record: { summary: 'record a session through a proxy into a scenario file', usage: RECORD_USAGE },
  replay: { summary: 'replay a recorded scenario against a fresh mock or a server', usage: REPLAY_USAGE },
  demo: { summary: 'serve a recorded scenario and play it live, narrated', usage: DEMO_USAGE },
};
