// The CLI reference page's body, generated from the commander program (src/cli/program.ts): every
// command, its usage, description, arguments and visible options, so the page cannot drift from
// `hookmock --help`. Hidden options (deprecated aliases) stay out, as they do in the help.
import type { Argument, Command, Option } from 'commander';
import { buildProgram } from '../../src/cli/program.js';
import { FLAVORS } from '../../src/core/flavors/index.js';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;

function argumentRows(command: Command): string[] {
  const args: readonly Argument[] = command.registeredArguments;
  return args.map(
    (arg) => `| ${code(arg.required ? `<${arg.name()}>` : `[${arg.name()}]`)} | ${cell(arg.description)} |`,
  );
}

function optionRows(command: Command): string[] {
  const options: readonly Option[] = command.options;
  return options
    .filter((option) => !option.hidden)
    .map((option) => `| ${code(option.flags)} | ${cell(option.description)} |`);
}

function commandSection(command: Command): string {
  const rows = [...argumentRows(command), ...optionRows(command)];
  return [
    `## hookmock ${command.name()}`,
    '',
    `${command.summary()}.`,
    '',
    '```text',
    `hookmock ${command.name()} ${command.usage()}`,
    '```',
    '',
    command.description(),
    '',
    ...(rows.length > 0 ? ['| argument or option | meaning |', '|---|---|', ...rows, ''] : []),
  ].join('\n');
}

/** The Markdown of every command, in the program's order, with the global options first. */
export function cliReference(): string {
  const silent = { out: () => {}, err: () => {}, env: {} };
  // record's --flavor help names the registry's flavors, as the bundler gives them to the bin.
  const flavors = Object.fromEntries(Object.entries(FLAVORS).map(([name, f]) => [name, f.baseUrl.server]));
  const program = buildProgram(
    '0.0.0',
    silent,
    async () => 0,
    () => {},
    undefined,
    flavors,
  );
  const globals = program.options.map((option) => `| ${code(option.flags)} | ${cell(option.description)} |`);
  return [
    '```text',
    `hookmock ${program.usage()}`,
    '```',
    '',
    '| global option | meaning |',
    '|---|---|',
    ...globals,
    `| ${code('-h, --help')} | show this help |`,
    `| ${code('help [command]')} | the help of a command |`,
    '',
    ...program.commands.map(commandSection),
  ]
    .join('\n')
    .trimEnd();
}
