/** A usage error: one line on stderr, exit 2. */
export class UsageError extends Error {}

/** A runtime error the user can act on: one line on stderr, exit 1. */
export class CliError extends Error {}

export interface Io {
  out(line: string): void;
  err(line: string): void;
  env: Record<string, string | undefined>;
}

/** The first line of a message: every CLI error is one line. */
export function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}
