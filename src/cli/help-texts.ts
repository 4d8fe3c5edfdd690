import { CONTROL_PATH } from '../core/http/control-path.js';
import { FLAVOR_NAMES } from '../core/contract/flavor-name.js';
import {
  AUTO_DISABLE_HELP,
  CHECK_HELP,
  CHECK_TIMEOUTS_HELP,
  DELIVERY_TIMEOUT_HELP,
  CHECK_SECRET_HELP,
  LISTEN_SECRET_HELP,
  SEND_SECRET_HELP,
  SEND_TIMEOUT_HELP,
  SIGNING_TOKEN_HELP,
  UPSTREAM_API_HELP,
} from '../core/flavors/cli-help.js';
import type { HelpRow } from '../core/flavors/cli-help.js';

/** The flavors as `--flavor` takes them, from the registry: `spec, gitea, … or gitlab`. */
export const FLAVOR_CHOICES = `${FLAVOR_NAMES.slice(0, -1).join(', ')} or ${FLAVOR_NAMES.at(-1) ?? ''}`;

/** The products' own clauses (flavors/cli-help.ts), each after its flavor's name: `gitlab: …`. */
const clauses = (rows: readonly HelpRow[], between = ': ') =>
  rows.map(([flavor, clause]) => `${flavor}${between}${clause}`).join('; ');

/** check-receiver's timeouts (`5 s for …, 10 s for …`) and the products' own cases (`For gitlab, …`). */
const checkTimeouts = CHECK_TIMEOUTS_HELP.map(([time, products]) => `${time} for ${products}`).join(', ');
const checkOwn = CHECK_HELP.map(([flavor, clause]) => `For ${flavor}, ${clause}. `).join('');

/** The longer help texts, as commander prints them under each command's usage line. */

export const SERVE_HELP = {
  flavor: `wire dialect: ${FLAVOR_CHOICES} (default: spec)`,
  drainTimeout: 'on SIGTERM/SIGINT, wait this long for deliveries in flight (default: 2000)',
  scenario: `a built-in scenario name (see \`hookmock scenarios\`) or a scenario file (.json, or a .js/.mjs/.cjs/.ts/.mts module with a default export; other file types are refused); a value containing "/" or ending in .json is a path (default: default)`,
  deliveryHost: `a host deliveries may reach besides loopback (a name, *.name, an address or a CIDR range; * allows any, with a warning); repeatable`,
  corsOrigin: `a browser origin allowed besides localhost, 127.0.0.1 and [::1] (any port); * opens the mocked API to every page (warning); repeatable`,
  allowedHost: `a Host name answered besides localhost, loopback addresses and the bound address (.NAME: NAME and its subdomains); repeatable`,
  publicUrl: `the origin the API's links and URLs name (e.g. https://mock.example.test behind a TLS proxy; default: the request's, with X-Forwarded-Proto/Forwarded honoured)`,
  deliveryResponseBytes:
    "how much of a receiver's answer a delivery keeps: its headers and body, each up to N bytes (default: 8192)",
  autoDisable: `disable hooks that keep failing as the product does (${clauses(AUTO_DISABLE_HELP)}), on the mock's clock; other flavors have none (default: on)`,
  deliveryTimeout: `how long a receiver may take before the delivery fails, in ms (default: the flavor's, 5000; ${clauses(DELIVERY_TIMEOUT_HELP, ' ')})`,
  latency: `delay every mocked API answer by MS, or by MIN-MAX drawn from the scenario's seed (default: none)`,
  seed: `make delivery GUIDs reproducible: the same N, the same GUIDs in the same order (default: a GUID no earlier run gave)`,
  sessionTtl: `sessions (POST ${CONTROL_PATH}/sessions) idle longer than this expire: e.g. 90s, 30m, 2h; a bare number is minutes (default: 30m)`,
};

export const RECORD_HELP = `Starts a local proxy in front of a real server. Point your client at the printed URL; every webhook-API exchange is captured in order. On Ctrl-C (SIGINT) or SIGTERM the session is written to FILE as a scenario: the initial state it implies plus the steps, with tokens, hook secrets and authorization headers redacted, ids remapped and timestamps fixed. While it runs, the raw exchanges are appended to FILE.partial (removed once FILE is written). Requests still in flight at Ctrl-C get 2 s; a second Ctrl-C aborts them and writes at once.`;

/** `record --upstream`: where the API is under the root URL, and where the products put it elsewhere. */
export const RECORD_UPSTREAM_HELP = `the real server (its root URL, sub-path included; the API is at URL/api/v1, ${UPSTREAM_API_HELP.map(([flavor, path]) => `for ${flavor} ${path}`).join(', ')})`;

export const REPLAY_HELP = `Replays a recorded scenario's steps and compares every answer with the recording (status, headers that matter, body; timestamps by shape, ids consistently). By default against a fresh mock loaded with the file's initial state; with --against, against any server (a drift check). Prints one line per step (✓/✗ and the paths that differ); exits 0 when all match, 1 otherwise.`;

export const DEMO_HELP = `Serves a recorded scenario and plays its steps live against the server, narrating each one, so the dashboard (printed URL) and any frontend show the session unfold. NAME is a shipped demo (see \`hookmock scenarios\`); a value containing "/" or ending in .json is a file.`;

/** The options of the commands that call a running server (`emit`, `redeliver`, `simulate`, `listen`). */
export const REMOTE_HELP = {
  flavor: `wire dialect: ${FLAVOR_CHOICES} (default: spec; with --server, the server's)`,
  server: 'the running server (default: $HOOKMOCK_URL or http://127.0.0.1:4100)',
  timeout: 'how long one call to the server may take, in ms, before giving up (default: 10000)',
};

export const RECEIVER_HELP = {
  sendUsage:
    'EVENT --to URL [--secret S] [--signing-token whsec_…] [--flavor F] [--action A] [--type T] [--meta JSON] [--payload FILE]',
  listenUsage:
    '--forward-to URL [--flavor F] [--events E,…] [--repo O/R | --org O] [--secret S] [--signing-token whsec_…] [--print-secret] [--port P] [--scenario S] [--clock wall|scenario] [--auto-disable on|off] [--server URL]',
  events: `the events the hook subscribes to, comma-separated; names the flavor does not know are refused (default: push)`,
  send: `Builds EVENT as the flavor delivers it to a hook of type T with secret S, sends it to URL once (within the product delivery timeout: 5 s, ${clauses(SEND_TIMEOUT_HELP, ' ')}; no redirects, no retries) and prints the outcome on one line. Exit 0 when the receiver answered 2xx, 1 otherwise. The types whose delivery reads the meta of the products' web forms (discord, matrix, packagist, sourcehut_builds) get placeholder meta (--meta overrides its fields); a matrix hook PUTs to URL/<txnID> with a placeholder Bearer token, as the product does.`,
  checkSecret: `the secret the receiver checks signatures with (${clauses(CHECK_SECRET_HELP)})`,
  sendSecret: `the hook secret the body is signed with (${clauses(SEND_SECRET_HELP)}; default: none)`,
  signingToken: `${clauses(SIGNING_TOKEN_HELP)} (default: none)`,
  secret: `the hook secret, ${clauses(LISTEN_SECRET_HELP)} (default: derived from the --forward-to URL and a random key kept for you in ~/.config/hookmock/listen-key, mode 0600: the same on every run for that URL, unknown to anyone else; printed)`,
  clock: `the clock of the server it starts: wall (real time, which a running receiver checks a delivery's time against, e.g. Standard Webhooks' 5-minute window) or scenario (the scenario's clock, as serve runs) (default: wall)`,
  listenAutoDisable: `whether the server it starts rests hooks that keep failing, as serve --auto-disable (default: off: a receiver being debugged keeps getting deliveries)`,
  scenario: `what the server it starts holds besides the hook (default: empty: the org acme and the repo acme/widgets, no other hook)`,
  listen: `Serves the mock (the empty scenario, or --scenario) or uses --server, registers a hook aimed at your receiver (--forward-to) with the given events and secret, prints the API URL and the secret, then one line per delivery to your receiver with its outcome until Ctrl-C. Fire events with \`hookmock emit\` or \`hookmock simulate\` against the printed server. On Ctrl-C (SIGINT) or SIGTERM it waits up to 2 s for its deliveries in flight and prints each outcome (or "interrupted"); the hook it made on a --server is deleted if it is still its own. A reset of the server removes the hook: listen registers it again.`,
  check: `Sends a battery of deliveries to URL and checks each answer against what a correct receiver gives: a valid delivery 2xx; a wrong and a missing signature 4xx; a redelivery of the same GUID 2xx (the receiver should act once); an unknown event and a form body 2xx or 4xx, never 5xx; a large body 2xx; and every answer within the product's delivery timeout (${checkTimeouts}). ${checkOwn}One line per case and a summary; exit 1 when a case fails. See docs/guide/receivers.md.`,
};
