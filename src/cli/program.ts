import { Command, Option } from 'commander';
import type { Io } from './cli-errors.js';
import {
  DEMO_HELP,
  RECEIVER_HELP,
  RECORD_HELP,
  RECORD_UPSTREAM_HELP,
  REMOTE_HELP,
  REPLAY_HELP,
  SERVE_HELP,
} from './help-texts.js';
import { CONTROL_PATH } from '../core/http/control-path.js';
import { recordFlavorHelp } from './flavor-help.js';
import { listingCommands } from './listing-commands.js';
import type { FlavorPaths } from './flavor-help.js';

/** What a command's action receives: its options (commander's names) and its operands. */
export interface Invocation {
  flags: Record<string, unknown>;
  operands: string[];
}

/** Runs one command by name; resolves with the exit code (`serve` only when the server stops). */
export type Runner = (name: string, invocation: Invocation, io: Io) => Promise<number>;

/** A repeatable option: every occurrence is kept, in order. */
const collect = (value: string, previous: string[] = []) => [...previous, value];

function serveCommand(): Command {
  // The old name of --delivery-host: accepted for one release (it warns once), not in the help.
  const allowHost = new Option('--allow-host <host>').argParser(collect).hideHelp();
  return new Command('serve')
    .summary('serve the mock API, control API and dashboard')
    .description(
      `Serves the mocked webhook API, the control API (${CONTROL_PATH}) and the dashboard (${CONTROL_PATH}/).`,
    )
    .option('--port <port>', 'port to listen on; 0 picks a free one (default: $PORT or 4100)')
    .option('--host <host>', 'interface to bind (default: $HOST or 127.0.0.1)')
    .option('--scenario <name|path>', SERVE_HELP.scenario)
    .option('--flavor <flavor>', SERVE_HELP.flavor)
    .option('--auth <mode>', "any: any well-formed token; strict: only scenario users' tokens (default: any)")
    .option('--deliver', "also send test pings and events to the hooks' URLs (allowed hosts only)")
    .option('--delivery-host <host>', SERVE_HELP.deliveryHost, collect)
    .addOption(allowHost)
    .option('--delivery-timeout <ms>', SERVE_HELP.deliveryTimeout)
    .option('--fallback <url>', 'proxy requests the mock does not own to URL')
    .option('--cors-origin <origin>', SERVE_HELP.corsOrigin, collect)
    .option('--allowed-host <name>', SERVE_HELP.allowedHost, collect)
    .option('--public-url <url>', SERVE_HELP.publicUrl)
    .option('--faults <file>', 'fault rules to start with (a JSON list; see the Faults guide)')
    .option('--latency <ms|min-max>', SERVE_HELP.latency)
    .option('--seed <n>', SERVE_HELP.seed)
    .option('--session-ttl <duration>', SERVE_HELP.sessionTtl)
    .option('--max-sessions <n>', 'how many sessions may live at once (default: 256)')
    .option('--delivery-concurrency <n>', 'deliveries on the wire at once; the rest queue (default: 32)')
    .option('--delivery-response-bytes <n>', SERVE_HELP.deliveryResponseBytes)
    .option('--auto-disable <on|off>', SERVE_HELP.autoDisable)
    .option('--drain-timeout <ms>', SERVE_HELP.drainTimeout);
}

function recordingCommands(flavors: FlavorPaths): Command[] {
  const record = new Command('record')
    .summary('record a session through a proxy into a scenario file')
    .description(RECORD_HELP)
    .option('--upstream <url>', RECORD_UPSTREAM_HELP)
    .option('--out <file>', 'where to write the scenario (not a folder, not -)')
    .option('--force', 'overwrite FILE (and FILE.partial) if it exists')
    .option('--port <port>', 'port of the recording proxy; 0 picks a free one (default: 4200)')
    .option('--flavor <flavor>', recordFlavorHelp(flavors));
  const replay = new Command('replay')
    .summary('replay a recorded scenario against a fresh mock or a server')
    .description(REPLAY_HELP)
    .argument('[file]', 'the recorded scenario')
    .option('--against <url>', 'replay against this server instead of a fresh mock')
    .option('--flavor <flavor>', 'the fresh mock\'s flavor (default: the file\'s "flavor", else spec)')
    .option('--json', 'print the results as JSON')
    .option(
      '--token <name=value>',
      'a real token for a placeholder of the file (e.g. recorded-token-1=abc); repeatable',
      collect,
    );
  const demo = new Command('demo')
    .summary('serve a recorded scenario and play it live, narrated')
    .usage('NAME|FILE [--speed X] [--port P] [--keep]')
    .description(DEMO_HELP)
    .argument('[name|file]', 'a shipped demo (see `hookmock scenarios`) or a scenario file')
    .option('--speed <x>', 'play X times faster (default: 1, i.e. 1.5 s between steps)')
    .option('--port <port>', 'port of the demo server (default: 0, a free one)')
    .option('--keep', 'serve on after the last step (dashboard included) until Ctrl-C');
  return [record, replay, demo];
}

function emitCommand(): Command {
  return new Command('emit')
    .summary('fire an event at a running server (deliveries to every hook that fires)')
    .usage('EVENT --repo OWNER/NAME | --org ORG [--wait] [--json] [options]')
    .description(
      'Fires EVENT (push, issues, pull_request, release, …) at a running hookmock server: every hook that would fire in the product gets its delivery. Prints one line per hook: each delivery with its outcome, and each hook of the repository or org that did not fire, with why.',
    )
    .argument('[event]', 'the event, e.g. push, issues, pull_request')
    .option('--repo <owner/name>', "the repository the event happens in (its hooks, then its org's)")
    .option('--org <org>', 'an org alone (events without a repository, e.g. package)')
    .option('--action <action>', "e.g. opened, closed, published (default: the event's first)")
    .option('--ref <ref>', 'branch or tag: main, refs/heads/main, refs/tags/v1.0')
    .option('--sender <login>', 'the user who acts')
    .option('--payload <file>', 'a JSON object deep-merged over the generated payload')
    .option(
      '--wait',
      "wait for the deliveries' outcomes (at most 11 s) before printing; exit 1 when one did not get a 2xx",
    )
    .option('--json', 'print the whole answer as JSON: { deliveries, notFired, total }')
    .option('--server <url>', REMOTE_HELP.server)
    .option('--timeout <ms>', REMOTE_HELP.timeout);
}

/** `redeliver` and `simulate`: deliveries steered on a running server (docs/deliveries.md). */
function deliveryCommands(): Command[] {
  const redeliver = new Command('redeliver')
    .summary('send a recorded delivery again (same body, headers, signature and guid)')
    .usage('ID [--server URL]')
    .description(
      'Sends delivery ID of a running server again: a new delivery with the same request, marked as a redelivery. Prints its id, guid and outcome on one line. Exit 0 when the receiver answered 2xx, 1 otherwise.',
    )
    .argument('[id]', `the delivery id (see GET ${CONTROL_PATH}/deliveries or the dashboard)`)
    .option('--server <url>', REMOTE_HELP.server)
    .option('--timeout <ms>', REMOTE_HELP.timeout);
  const simulate = new Command('simulate')
    .summary('run a user action on a running server (push, openPullRequest, …)')
    .usage('ACTION --repo OWNER/NAME [--set key=value]… [--server URL]')
    .description(
      "Runs ACTION of mock.simulate (push, createBranch, openIssue, openPullRequest, mergePullRequest, review, publishRelease, …) on a running server: the product's sequence of deliveries. Prints what it made, one line per delivery and one per hook that did not fire, with why. Exit 1 when a delivery did not get a 2xx (failed, skipped, or still pending after 11 s), else 0.",
    )
    .argument('[action]', 'the action, e.g. push, openPullRequest, mergePullRequest')
    .option('--repo <owner/name>', 'the repository the action happens in')
    .option(
      '--set <key=value>',
      'an option of the action (number, true/false, ["a"] or text); repeatable',
      collect,
    )
    .option('--server <url>', REMOTE_HELP.server)
    .option('--timeout <ms>', REMOTE_HELP.timeout);
  const send = new Command('send')
    .summary('send one signed delivery of a generated event to a URL (no server, no hook)')
    .usage(RECEIVER_HELP.sendUsage)
    .description(RECEIVER_HELP.send)
    .argument('[event]', 'the event, e.g. push, issues, pull_request')
    .option('--to <url>', 'where the receiver listens')
    .option('--secret <secret>', RECEIVER_HELP.sendSecret)
    .option('--signing-token <whsec>', RECEIVER_HELP.signingToken)
    .option('--flavor <flavor>', SERVE_HELP.flavor)
    .option('--action <action>', "e.g. opened, closed, published (default: the event's first)")
    .option('--type <type>', "the hook type: the flavor's own (default), slack, discord, matrix, …")
    .option(
      '--meta <json>',
      'discord, matrix, packagist, sourcehut_builds: fields of the hook meta over the placeholders, e.g. \'{"username":"ci"}\'',
    )
    .option('--payload <file>', 'a JSON object deep-merged over the generated payload')
    .option('--seed <n>', SERVE_HELP.seed);
  return [redeliver, simulate, send];
}

/** `listen` and `check-receiver`: a receiver developer's commands (docs/guide/receivers.md). */
function receiverCommands(): Command[] {
  const listen = new Command('listen')
    .summary('register a hook aimed at your app and print every delivery it gets')
    .usage(RECEIVER_HELP.listenUsage)
    .description(RECEIVER_HELP.listen)
    .option('--forward-to <url>', 'where your receiver listens')
    .option('--flavor <flavor>', REMOTE_HELP.flavor)
    .option('--events <list>', RECEIVER_HELP.events)
    .option('--repo <owner/name>', 'the repository the hook belongs to (default: acme/widgets)')
    .option('--org <org>', 'an org hook instead of a repository hook')
    .option('--secret <secret>', RECEIVER_HELP.secret)
    .option('--signing-token <whsec>', RECEIVER_HELP.signingToken)
    .option(
      '--print-secret',
      'print the secret alone on stdout and exit (for CI: SECRET=$(hookmock listen --print-secret …))',
    )
    .option('--port <port>', 'port of the server it starts; 0 picks a free one (default: 4100)')
    .option('--scenario <name|path>', RECEIVER_HELP.scenario)
    .option('--clock <wall|scenario>', RECEIVER_HELP.clock)
    .option('--auto-disable <on|off>', RECEIVER_HELP.listenAutoDisable)
    .option(
      '--server <url>',
      'use this running server instead of starting one; the hook is removed on Ctrl-C if it is still its own',
    )
    .option('--timeout <ms>', REMOTE_HELP.timeout);
  const check = new Command('check-receiver')
    .summary('check that a receiver accepts and refuses deliveries as it should')
    .usage('URL --secret S [--signing-token whsec_…] [--flavor F] [--json]')
    .description(RECEIVER_HELP.check)
    .argument('[url]', 'where the receiver listens')
    .option('--secret <secret>', RECEIVER_HELP.checkSecret)
    .option('--signing-token <whsec>', RECEIVER_HELP.signingToken)
    .option('--flavor <flavor>', SERVE_HELP.flavor)
    .option('--json', 'print the report as JSON');
  return [listen, check];
}

/** The commands in the order of the help, by group: each group's names, and what builds it. */
const GROUPS: ReadonlyArray<readonly [readonly string[], (flavors: FlavorPaths) => Command[]]> = [
  [['serve'], () => [serveCommand()]],
  [['scenarios', 'events'], listingCommands],
  [['emit'], () => [emitCommand()]],
  [['redeliver', 'simulate', 'send'], deliveryCommands],
  [['listen', 'check-receiver'], receiverCommands],
  [['record', 'replay', 'demo'], recordingCommands],
];

/** The commands' names, in the order of the help (without building any). */
export const COMMAND_NAMES: readonly string[] = GROUPS.flatMap(([names]) => names);

/**
 * The whole command line as commander data. Actions only name the command: `run` imports its
 * implementation on use, so `--help` and every command load nothing they do not need. With
 * `only`, the program holds that command alone (same parsing, errors and help for it).
 */
export function buildProgram(
  version: string,
  io: Io,
  run: Runner,
  onExit: (code: number) => void,
  only?: string,
  flavors: FlavorPaths = {},
): Command {
  const program = new Command('hookmock')
    .usage('<command> [options]')
    .version(version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show this help')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.out(text.replace(/\n$/, '')),
      writeErr: (text) => io.err(text.replace(/\n$/, '')),
      // main() prints commander's errors itself, as one `hookmock: …` line.
      outputError: () => {},
    });
  const groups = GROUPS.filter(([names]) => only === undefined || names.includes(only));
  for (const command of groups.flatMap(([, build]) => build(flavors))) {
    if (only !== undefined && command.name() !== only) continue;
    command
      .copyInheritedSettings(program)
      .allowExcessArguments()
      // commander calls an action with `this` bound to the command it belongs to.
      .action(async function (this: Command) {
        onExit(await run(this.name(), { flags: this.opts(), operands: this.args }, io));
      });
    program.addCommand(command);
  }
  return program;
}
