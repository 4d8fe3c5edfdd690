import { Command } from 'commander';
import { SERVE_HELP } from './help-texts.js';

/** The commands that list what the mock knows: its scenarios, a flavor's events. */
export function listingCommands(): Command[] {
  return [
    new Command('scenarios')
      .summary('list the built-in scenarios')
      .description('Lists the built-in scenarios with their descriptions, and the recorded demos.'),
    new Command('events')
      .summary("list a flavor's events, their actions and every name they go by")
      .usage('[--flavor F] [--json]')
      .description(
        "Lists every event the flavor can emit, send or simulate, one per line: the event, its actions, and every other name it goes by in the product (the header's, the hook flag's, the product's own keys). send, emit, simulate, listen --events and scenario hooks take the event or any of its names.",
      )
      .option('--flavor <flavor>', SERVE_HELP.flavor)
      .option('--json', 'print { flavor, events: [{ event, actions, names }] }'),
  ];
}
